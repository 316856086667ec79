import { type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import type { SignedInSession } from '#shared/first-view/first-view-state.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

type Session = SignedInSession;

/** An expired session is a signed-out one (the spec's "expired when past expires_at"). */
const isSessionExpired = (session: Session | null, now = Date.now()) =>
  !session?.session.expiresAt || new Date(session.session.expiresAt).getTime() <= now;

async function fetchSession(): Promise<Session | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  if (!response.ok) {
    // An unreadable session counts as signed out rather than breaking every screen.
    if (response.status >= 500)
      throw new ApiError(response.status, 'SESSION_CHECK_FAILED', 'Session check failed');
    return null;
  }
  const body = (await response.json()) as Session | null;
  return isSessionExpired(body) ? null : body;
}

/**
 * Starts the cache with the session the server put in the page (decision 049). Returns the entry's key,
 * or null when the session has already expired (then the app asks, as without it).
 */
export function seedSession(queryClient: QueryClient, session: Session): QueryKey | null {
  if (isSessionExpired(session)) return null;
  queryClient.setQueryData(queryKeys.session.all, session);
  return queryKeys.session.all;
}

/** The auth state: `isLoading` first, then a user or null. */
export function useSession() {
  const query = useQuery({
    queryKey: queryKeys.session.all,
    queryFn: fetchSession,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    retry: 1,
    // Offline, the service worker answers for the person it last saw, or not at all: then the check must
    // end (unknown, see isUnknown) rather than wait for a connection behind a spinner.
    networkMode: 'always',
  });
  return {
    user: query.data?.user ?? null,
    session: query.data ?? null,
    isLoading: query.isPending,
    // The session could not be checked (server or database down): unknown, not signed out.
    isUnknown: query.isError && query.data === undefined,
  };
}
