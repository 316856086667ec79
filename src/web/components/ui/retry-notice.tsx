import { CloudOff } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from './button.tsx';

/**
 * A calm notice in place of, or above, a screen whose data could not come: a connection or the records
 * out of reach. Not an error: nothing is lost, and Try again asks once more.
 */
export function RetryNotice({
  title,
  children,
  onRetry,
  isRetrying,
  headingLevel = 2,
  isStatus = false,
}: {
  title: string;
  /** What happened, and what still works meanwhile. */
  children: ReactNode;
  onRetry: () => void;
  isRetrying: boolean;
  headingLevel?: 1 | 2;
  /** Announced when it appears (a banner over a screen that is still there). */
  isStatus?: boolean;
}) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      role={isStatus ? 'status' : undefined}
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-muted p-4 sm:flex-row sm:items-center"
    >
      <CloudOff aria-hidden="true" className="size-6 shrink-0 text-muted" />
      <div className="flex flex-1 flex-col gap-1">
        <Heading id={titleId} className="font-semibold">
          {title}
        </Heading>
        <div className="text-muted">{children}</div>
      </div>
      <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
        Try again
      </Button>
    </section>
  );
}
