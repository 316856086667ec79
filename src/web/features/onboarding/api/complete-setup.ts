import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import type { OnboardingAnswersInput } from '#shared/onboarding/onboarding-answers.ts';
import type { OnboardingPath } from '#shared/onboarding/questions.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

type SetupInput = { path: OnboardingPath; answers: OnboardingAnswersInput };

/**
 * Setup's Continue: the server creates the loved one, answers and checklist in one go, once for the
 * same answers sent again after a failure (their answer may have been lost on the way).
 */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (input: SetupInput) =>
      unwrap(
        api.onboarding.setup.$post(
          { query: { timeZone: localTimeZone() }, json: input },
          sentOnce(keys.keyFor(input)),
        ),
      ),
    onSuccess: () => {
      keys.renew();
      return queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.status });
    },
  });
}
