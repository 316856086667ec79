import type { ReactNode } from 'react';
import { messageOf } from '#web/lib/api-client.ts';
import { RetryNotice } from './ui/retry-notice.tsx';
import { LoadingState } from './ui/spinner.tsx';

type LoadedQuery<Data> = {
  data: Data | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

type NotLoadedProps = {
  query: LoadedQuery<unknown>;
  /** What could not be loaded, e.g. "We couldn’t load the estate account". */
  failedTitle: string;
  loadingLabel?: string;
};

/**
 * In place of a screen whose data has not come: the spinner while it comes, or why it could not, with
 * Try again. For a screen that returns early with it (`if (!query.data) return <NotLoaded …/>`).
 */
export function NotLoaded({ query, failedTitle, loadingLabel }: NotLoadedProps) {
  if (!query.error) return <LoadingState label={loadingLabel} />;
  return (
    <RetryNotice title={failedTitle} onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
      <p>{messageOf(query.error)}</p>
    </RetryNotice>
  );
}

/**
 * A screen's data: while it comes, the spinner; if it could not come, why, with Try again; then the
 * screen. Once it has come, a failed refresh keeps the screen as it was, with whatever is typed in its
 * forms: a screen never empties under someone because a later fetch failed. `noteFailedRefresh` says
 * above the screen that it may be out of date (for the operator's tables, where that matters).
 */
export function WhenLoaded<Data>({
  query,
  noteFailedRefresh = false,
  children,
  ...notLoaded
}: NotLoadedProps & {
  query: LoadedQuery<Data>;
  noteFailedRefresh?: boolean;
  children: (data: Data) => ReactNode;
}) {
  if (query.data === undefined) return <NotLoaded query={query} {...notLoaded} />;
  if (!(noteFailedRefresh && query.error)) return children(query.data);
  return (
    <>
      <RetryNotice
        title="Not refreshed"
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        isStatus
      >
        <p>{messageOf(query.error)} What is shown below may be out of date.</p>
      </RetryNotice>
      {children(query.data)}
    </>
  );
}
