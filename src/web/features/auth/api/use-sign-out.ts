import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOutOnServer } from './auth-client.ts';
import { useResetAfterSignOut } from './use-session.ts';

/** Ends the session on the server, forgets everything cached in the browser, and leaves. */
export function useSignOut() {
  const resetAfterSignOut = useResetAfterSignOut();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/') => {
      await signOutOnServer();
      resetAfterSignOut();
      navigate(to, { replace: true });
    },
    [navigate, resetAfterSignOut],
  );
}
