import type { ReactNode } from 'react';
import { RetryNotice } from '#web/components/ui/retry-notice.tsx';

/**
 * In place of a screen whose data could not come while the browser is offline (useIsOnline, the same
 * rule as the banner): not an error, nothing is lost. Harbor asks again by itself when the connection
 * returns; the button is for a person who would rather not wait.
 */
export function OfflineNotice(props: {
  /** What will happen, and what still works meanwhile. */
  children: ReactNode;
  onRetry: () => void;
  isRetrying: boolean;
  headingLevel?: 1 | 2;
}) {
  return <RetryNotice title="You're offline" {...props} />;
}
