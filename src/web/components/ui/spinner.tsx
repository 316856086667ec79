import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const dimension = { sm: 'size-4', md: 'size-6', lg: 'size-10' }[size];
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', dimension, className)} />;
}

/** A whole screen's outline while it loads: a heading, a line under it and three cards (issue 21). */
function PageSkeleton({ label }: { label: string }) {
  const block = 'animate-pulse rounded-2xl bg-surface-muted';
  return (
    <div role="status" className="flex flex-col gap-6" data-whole-page-loading="">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className={cn(block, 'h-9 w-2/3 max-w-sm rounded-lg')} />
        <div className={cn(block, 'h-5 w-full max-w-md rounded-lg')} />
      </div>
      <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div className={cn(block, 'h-24')} />
        <div className={cn(block, 'h-24')} />
        <div className={cn(block, 'h-24')} />
      </div>
      <div aria-hidden="true" className={cn(block, 'h-48')} />
    </div>
  );
}

/**
 * A loading state with words, for screen readers and for people. `isWholePage` when it stands for a
 * whole screen: the screen's outline instead of a spinner, and the app shell hides its footer meanwhile
 * (`data-whole-page-loading`), so the screen, when it arrives, does not push the footer down (a layout
 * shift) but shows it in its place.
 */
export function LoadingState({
  label = 'Loading...',
  isWholePage = false,
}: {
  label?: string;
  isWholePage?: boolean;
}) {
  if (isWholePage) return <PageSkeleton label={label} />;
  return (
    <div role="status" className="flex min-h-40 flex-col items-center justify-center gap-3 text-muted">
      <Spinner size="lg" />
      <p>{label}</p>
    </div>
  );
}
