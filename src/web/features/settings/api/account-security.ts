import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disableTwoFactor,
  regenerateBackupCodes,
  startTwoFactorSetup,
  verifyTotpCode,
} from '#web/features/auth/api/auth-client.ts';
import { SESSION_QUERY_KEY } from '#web/features/auth/api/use-session.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

export const SESSIONS_QUERY_KEY = ['security', 'sessions'] as const;
export const TWO_FACTOR_QUERY_KEY = ['security', 'two-factor'] as const;

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => unwrap(api.security.sessions.$get()),
  });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      unwrap(api.security.sessions[':sessionId'].$delete({ param: { sessionId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.security.sessions['sign-out-others'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: TWO_FACTOR_QUERY_KEY,
    queryFn: () => unwrap(api.security['two-factor'].$get()),
  });
}

/** Turning it on or off replaces this browser's session (Better Auth), so the session and the list refresh. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
}

export const useStartTwoFactorSetup = () => useMutation({ mutationFn: startTwoFactorSetup });

export function useConfirmTwoFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: verifyTotpCode, onSuccess: refresh });
}

export function useRegenerateBackupCodes() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: regenerateBackupCodes, onSuccess: refresh });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: refresh });
}
