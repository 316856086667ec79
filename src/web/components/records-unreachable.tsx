import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { RetryNotice } from '#web/components/ui/retry-notice.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const RECORDS_UNREACHABLE = {
  title: 'We can’t reach our records right now',
  body: 'Nothing you have saved is lost. Harbor should be back in a moment.',
};

/** The server (or the proxy in front of it) says it is briefly unavailable — not "you did something wrong". */
const isUnavailableError = (error: unknown) =>
  error instanceof ApiError && [502, 503, 504].includes(error.status);

/**
 * True while a screen's data failed because Harbor could not reach its database. The session check is
 * left to RequireAuth, which shows the full-page notice instead of sending anyone to sign in.
 */
function useRecordsUnreachable(queryClient: QueryClient): boolean {
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () =>
      cache
        .getAll()
        .some(
          (query) => query.queryKey[0] !== queryKeys.session.all[0] && isUnavailableError(query.state.error),
        ),
  );
}

function RecordsUnreachableNotice({
  queryClient,
  headingLevel,
}: {
  queryClient: QueryClient;
  headingLevel: 1 | 2;
}) {
  const [isRetrying, setIsRetrying] = useState(false);
  const retry = async () => {
    setIsRetrying(true);
    try {
      await queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    } finally {
      setIsRetrying(false);
    }
  };
  return (
    <RetryNotice
      title={RECORDS_UNREACHABLE.title}
      headingLevel={headingLevel}
      isStatus
      onRetry={() => void retry()}
      isRetrying={isRetrying}
    >
      <p>{RECORDS_UNREACHABLE.body}</p>
    </RetryNotice>
  );
}

/** Above every screen while Harbor cannot reach its records; the screen's own error state stays below. */
export function RecordsUnreachableBanner() {
  const queryClient = useQueryClient();
  if (!useRecordsUnreachable(queryClient)) return null;
  return (
    <div className="mb-6">
      <RecordsUnreachableNotice queryClient={queryClient} headingLevel={2} />
    </div>
  );
}

/** In place of a signed-in screen when not even the session could be checked: nobody is signed out. */
export function RecordsUnreachablePage() {
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-xl py-10">
      <RecordsUnreachableNotice queryClient={queryClient} headingLevel={1} />
    </div>
  );
}
