import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, ProfileInput } from '#shared/validation/account.ts';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { saveResponse } from '#web/lib/save-file.ts';
import { sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

export function useProfile() {
  return useQuery({ queryKey: queryKeys.account.profile, queryFn: () => unwrap(api.account.profile.$get()) });
}

/** The shared loved ones deleting the account would take from others; asked each time the dialog opens. */
export function useDeletionImpact(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.deletionImpact,
    queryFn: () => unwrap(api.account['deletion-impact'].$get()),
    enabled,
    staleTime: 0,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => unwrap(api.account.profile.$patch({ json: input })),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.account.profile, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
    },
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const response = await apiFetch('/api/account/avatar', { method: 'POST', body: form });
      return (await response.json()) as { avatarUrl: string };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.profile }),
  });
}

/**
 * The same change sent again after its answer was lost carries the same submission key, so the server
 * answers it as made instead of refusing the old password it names (decision 080).
 */
export function useChangePassword() {
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      unwrap(api.account.password.$post({ json: input }, sentOnce(keys.keyFor(input)))),
    onSuccess: () => keys.renew(),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => unwrap(api.account.$delete({ json: { password } })),
  });
}

/** Saves the export the way a browser saves any download. */
export async function downloadMyData(): Promise<void> {
  await saveResponse(await apiFetch('/api/account/export'), 'harbor-data.zip');
}
