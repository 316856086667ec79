import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type ChatState = { answers: Record<string, unknown>; lovedOneId: string | null };

/** The chat's saved answers (question key → answer, null = skipped) and the loved one it made. */
export function useChatAnswers() {
  return useQuery({
    queryKey: queryKeys.onboarding.chat,
    queryFn: async (): Promise<ChatState> => {
      const body = await unwrap(api.onboarding.chat.$get());
      return { answers: body.answers as Record<string, unknown>, lovedOneId: body.lovedOneId };
    },
    // The chat keeps its own copy while it runs; a refetch must not rewind the conversation.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function saveChatAnswer(questionKey: string, answer: unknown) {
  return unwrap(
    api.onboarding.chat.answers[':questionKey'].$put({ param: { questionKey }, json: { answer } }),
  );
}

export function useStartOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.onboarding.chat.answers.$delete()),
    onSuccess: () =>
      queryClient.setQueryData<ChatState>(queryKeys.onboarding.chat, { answers: {}, lovedOneId: null }),
  });
}

export type ChecklistChanges = NonNullable<Awaited<ReturnType<typeof previewFinish>>['changes']>;
export type ChecklistChangeConfirmation = { removeTaskIds: string[] };
type FinishOutcome =
  | { kind: 'review'; lovedOneId: string; changes: ChecklistChanges }
  | { kind: 'finished'; lovedOneId: string; isNew: boolean };

const previewFinish = () =>
  unwrap(api.onboarding.chat.finish.preview.$post({ query: { timeZone: localTimeZone() } }));

const hasChanges = (changes: ChecklistChanges) => changes.add.length > 0 || changes.remove.length > 0;

/**
 * Finishing the chat. A checklist made before is never changed unseen: without a confirmation the
 * server's preview comes first, and if the new answers would add or remove tasks the outcome is
 * 'review' (nothing written); finishing again with the confirmation applies exactly that.
 */
export function useFinishChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirmation?: ChecklistChangeConfirmation): Promise<FinishOutcome> => {
      let confirm = confirmation;
      if (!confirm) {
        const preview = await previewFinish();
        if (preview.lovedOneId && preview.changes) {
          if (hasChanges(preview.changes)) {
            return { kind: 'review', lovedOneId: preview.lovedOneId, changes: preview.changes };
          }
          confirm = { removeTaskIds: [] };
        }
      }
      const result = await unwrap(
        api.onboarding.chat.finish.$post({
          query: { timeZone: localTimeZone() },
          json: confirm ? { confirm } : {},
        }),
      );
      return { kind: 'finished', ...result };
    },
    onSuccess: async (outcome) => {
      if (outcome.kind !== 'finished') return;
      await queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.status });
      await queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.checklist(outcome.lovedOneId) });
    },
  });
}
