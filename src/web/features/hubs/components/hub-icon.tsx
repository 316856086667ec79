import {
  BookHeart,
  Calculator,
  CalendarClock,
  ClipboardList,
  CreditCard,
  FileSpreadsheet,
  FileText,
  FolderOpen,
  House,
  Landmark,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageCircleHeart,
  Receipt,
  Repeat,
  Scale,
  Share2,
  ShieldCheck,
  Smile,
  TrendingUp,
  Wind,
  Zap,
} from 'lucide-react';
import type { IconName } from '#shared/hubs/types.ts';
import { cn } from '#web/lib/cn.ts';

// Typed by the content's closed union: a new icon name fails type-checking until it is mapped here.
const ICONS: Record<IconName, LucideIcon> = {
  BookHeart,
  Calculator,
  CalendarClock,
  ClipboardList,
  CreditCard,
  FileSpreadsheet,
  FileText,
  FolderOpen,
  House,
  Landmark,
  ListChecks,
  Mail,
  MessageCircleHeart,
  Receipt,
  Repeat,
  Scale,
  Share2,
  ShieldCheck,
  Smile,
  TrendingUp,
  Wind,
  Zap,
};

/** A decorative icon in a soft tile; the card's title says what it is. */
export function HubIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
