import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disableTwoFactor,
  regenerateBackupCodes,
  startTwoFactorSetup,
  verifyTotpCode,
} from '#web/features/auth/api/auth-client.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';

export function useSessions() {
  return useQuery({
    queryKey: queryKeys.security.sessions,
    queryFn: () => unwrap(api.security.sessions.$get()),
  });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      resendIfLost(() => unwrap(api.security.sessions[':sessionId'].$delete({ param: { sessionId } }))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.sessions }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.security.sessions['sign-out-others'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.sessions }),
  });
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: queryKeys.security.twoFactor,
    queryFn: () => unwrap(api.security['two-factor'].$get()),
  });
}

/** Turning it on or off replaces this browser's session (Better Auth), so the session and the list refresh. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.security.twoFactor }),
      queryClient.invalidateQueries({ queryKey: queryKeys.security.sessions }),
      queryClient.invalidateQueries({ queryKey: queryKeys.session.all }),
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
