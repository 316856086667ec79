import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import type { OnboardingAnswersInput } from '#shared/onboarding/onboarding-answers.ts';
import type { OnboardingPath } from '#shared/onboarding/questions.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

type SetupInput = { path: OnboardingPath; answers: OnboardingAnswersInput; submissionKey: string };

/** Setup's Continue: the server creates the loved one, answers and checklist in one go. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput) =>
      unwrap(api.onboarding.setup.$post({ query: { timeZone: localTimeZone() }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.status }),
  });
}
