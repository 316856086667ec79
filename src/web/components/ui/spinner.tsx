import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const dimension = { sm: 'size-4', md: 'size-6', lg: 'size-10' }[size];
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', dimension, className)} />;
}

/** A centred loading state with words, for screen readers and for people. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-40 flex-col items-center justify-center gap-3 text-muted">
      <Spinner size="lg" />
      <p>{label}</p>
    </div>
  );
}
