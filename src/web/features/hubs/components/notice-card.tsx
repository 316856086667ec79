import { Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Notice } from '#shared/hubs/types.ts';
import { cn } from '#web/lib/cn.ts';

/** A disclaimer or warning from the content, read in place (not announced as a live alert). */
export function NoticeCard({
  notice,
  tone = 'info',
  children,
}: {
  notice: Notice;
  tone?: 'info' | 'warning';
  children?: ReactNode;
}) {
  const Icon = tone === 'warning' ? TriangleAlert : Info;
  return (
    <aside
      aria-label={notice.title}
      className={cn(
        'flex gap-3 rounded-xl border p-4',
        tone === 'warning'
          ? 'border-warning/40 bg-warning-soft text-warning'
          : 'border-border bg-accent text-accent-foreground',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{notice.title}</p>
        <p>{notice.text}</p>
        {children}
      </div>
    </aside>
  );
}
