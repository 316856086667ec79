import type { QueryClient } from '@tanstack/react-query';
import { forgetJournalDrafts } from '#web/features/wellbeing/api/journal-draft-storage.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { forgetOfflineData } from '#web/pwa/forget-offline-data.ts';
import { signOutOnServer } from './auth-client.ts';

/** Drops everything this device kept of the signed-in person: a shared family computer must not show it. */
function forgetSignedInPerson(queryClient: QueryClient): void {
  try {
    sessionStorage.clear();
  } catch {
    // Storage can be blocked; nothing is kept there then.
  }
  forgetJournalDrafts();
  void forgetOfflineData();
  queryClient.clear();
  queryClient.setQueryData(queryKeys.session.all, null);
}

/**
 * The one sign-out. The server is asked to end the session first (while the cookie is still sent);
 * whatever it answers — 'Session not found', an error, no connection — this device then forgets the
 * person and leaves, as the spec says: sign-out clears the local user and session, failures are ignored.
 */
export async function signOut(queryClient: QueryClient, leave: () => void): Promise<void> {
  await signOutOnServer().catch(() => undefined);
  forgetSignedInPerson(queryClient);
  leave();
}
