import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { browserTimeZone, onboardingKeys } from './onboarding-keys.ts';

export type ChatState = { answers: Record<string, unknown>; lovedOneId: string | null };

/** The chat's saved answers (question key → answer, null = skipped) and the loved one it made. */
export function useChatAnswers() {
  return useQuery({
    queryKey: onboardingKeys.chat,
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
      queryClient.setQueryData<ChatState>(onboardingKeys.chat, { answers: {}, lovedOneId: null }),
  });
}

export function useFinishChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.onboarding.chat.finish.$post({ query: { timeZone: browserTimeZone() } })),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.status });
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.checklist(result.lovedOneId) });
    },
  });
}
