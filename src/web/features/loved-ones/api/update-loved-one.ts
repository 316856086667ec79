import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LovedOneProfileInput } from '#shared/loved-ones/loved-one-profile.ts';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

async function updateLovedOne(input: {
  lovedOneId: string;
  profile: LovedOneProfileInput;
  photo: File | null;
}) {
  // The photo goes first: if it is refused, nothing typed in the form has been saved half-way.
  if (input.photo) {
    const form = new FormData();
    form.set('photo', input.photo);
    await apiFetch(`/api/loved-ones/${encodeURIComponent(input.lovedOneId)}/photo`, {
      method: 'PUT',
      body: form,
    });
  }
  return unwrap(
    api['loved-ones'][':lovedOneId'].$patch({ param: { lovedOneId: input.lovedOneId }, json: input.profile }),
  );
}

export function useUpdateLovedOne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLovedOne,
    onSettled: async (_data, _error, { lovedOneId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lovedOnes.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
        // A new name can retitle the memorial page, and the tasks that speak of them by name.
        queryClient.invalidateQueries({ queryKey: queryKeys.memorials.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.list(lovedOneId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.task.all }),
        // Task titles also show on inventory items linked to them and in the checklist's own list; the
        // answers' prefill carries the profile's name.
        queryClient.invalidateQueries({ queryKey: queryKeys.inventory.items(lovedOneId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.checklist(lovedOneId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.answers(lovedOneId) }),
      ]);
    },
  });
}
