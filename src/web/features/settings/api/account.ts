import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, ProfileInput } from '#shared/validation/account.ts';
import { SESSION_QUERY_KEY } from '#web/features/auth/api/use-session.ts';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';

export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => unwrap(api.account.profile.$get()) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => unwrap(api.account.profile.$patch({ json: input })),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => unwrap(api.account.password.$post({ json: input })),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => unwrap(api.account.$delete({ json: { password } })),
  });
}

/** Saves the export through a temporary link, the way a browser saves any download. */
export async function downloadMyData(): Promise<void> {
  const response = await apiFetch('/api/account/export');
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'harbor-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
