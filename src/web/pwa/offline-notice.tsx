import { CloudOff } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';

const OFFLINE_NOTICE = { title: "You're offline", retry: 'Try again' };

/**
 * In place of a screen whose data could not come while the browser is offline (useIsOnline, the same
 * rule as the banner): not an error, nothing is lost. Harbor asks again by itself when the connection
 * returns; the button is for a person who would rather not wait.
 */
export function OfflineNotice({
  children,
  onRetry,
  isRetrying,
  headingLevel = 2,
}: {
  /** What will happen, and what still works meanwhile. */
  children: ReactNode;
  onRetry: () => void;
  isRetrying: boolean;
  headingLevel?: 1 | 2;
}) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-muted p-4 sm:flex-row sm:items-center"
    >
      <CloudOff aria-hidden="true" className="size-6 shrink-0 text-muted" />
      <div className="flex flex-1 flex-col gap-1">
        <Heading id={titleId} className="font-semibold">
          {OFFLINE_NOTICE.title}
        </Heading>
        <div className="text-muted">{children}</div>
      </div>
      <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
        {OFFLINE_NOTICE.retry}
      </Button>
    </section>
  );
}
