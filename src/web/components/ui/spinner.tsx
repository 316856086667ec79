import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const dimension = { sm: 'size-4', md: 'size-6', lg: 'size-10' }[size];
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', dimension, className)} />;
}

/**
 * A centred loading state with words, for screen readers and for people. `isWholePage` when it stands
 * for a whole screen: the app shell hides its footer meanwhile (`data-whole-page-loading`), so the screen,
 * when it arrives, does not push the footer down (a layout shift) but shows it in its place.
 */
export function LoadingState({
  label = 'Loading...',
  isWholePage = false,
}: {
  label?: string;
  isWholePage?: boolean;
}) {
  return (
    <div
      role="status"
      className="flex min-h-40 flex-col items-center justify-center gap-3 text-muted"
      data-whole-page-loading={isWholePage ? '' : undefined}
    >
      <Spinner size="lg" />
      <p>{label}</p>
    </div>
  );
}
