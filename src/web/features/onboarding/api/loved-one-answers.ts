import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import type { OnboardingAnswersInput } from '#shared/onboarding/onboarding-answers.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const fetchLovedOneAnswers = (lovedOneId: string) =>
  unwrap(api.onboarding['loved-ones'][':lovedOneId'].answers.$get({ param: { lovedOneId } }));

type LovedOneAnswers = Awaited<ReturnType<typeof fetchLovedOneAnswers>>;

/** A loved one's saved onboarding answers, to prefill re-personalising (admin only). */
export function useLovedOneAnswers(lovedOneId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.onboarding.answers(lovedOneId),
    queryFn: () => fetchLovedOneAnswers(lovedOneId),
    enabled,
  });
}

/** What new answers would add to and remove from the checklist; nothing is written. */
export const previewLovedOneAnswers = (lovedOneId: string, answers: OnboardingAnswersInput) =>
  unwrap(
    api.onboarding['loved-ones'][':lovedOneId'].answers.preview.$post({
      param: { lovedOneId },
      query: { timeZone: localTimeZone() },
      json: { answers },
    }),
  );

/**
 * New answers, as confirmed from the preview: the server regenerates only the generated tasks
 * nobody has touched, and removes only those listed in `removeTaskIds`.
 */
export function useUpdateLovedOneAnswers(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, removeTaskIds }: { answers: OnboardingAnswersInput; removeTaskIds: string[] }) =>
      unwrap(
        api.onboarding['loved-ones'][':lovedOneId'].answers.$put({
          param: { lovedOneId },
          query: { timeZone: localTimeZone() },
          json: { answers, confirm: { removeTaskIds } },
        }),
      ),
    onSuccess: (_saved, { answers }) => {
      // The next Personalise opens on what was just saved, even before its answers are fetched again.
      queryClient.setQueryData(
        queryKeys.onboarding.answers(lovedOneId),
        (before: LovedOneAnswers | undefined) => (before ? { ...before, answers } : before),
      );
      // Every view of this loved one's tasks (the tasks tab, the dashboard, the checklist) is stale now.
      return queryClient.invalidateQueries();
    },
  });
}

/** The spec's auto-seeding, for the tasks tab: idempotent on the server, so calling twice is harmless. */
export function seedChecklist(lovedOneId: string) {
  return unwrap(
    api.onboarding['loved-ones'][':lovedOneId'].seed.$post({
      param: { lovedOneId },
      query: { timeZone: localTimeZone() },
    }),
  );
}
