import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import type { AssetPlanInput } from '#shared/estate-accounting/asset-plans.ts';
import type { HeirInput } from '#shared/estate-accounting/heirs.ts';
import type { TimeEntryInput } from '#shared/estate-accounting/time-log.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';
import { type SubmissionKeys, sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

/**
 * Heirs, plans and the time log are read with the ledger, so every change to them refreshes it. What
 * a change adds carries a submission key (`keys`), renewed once it is added.
 */
function useLedgerChange<T>(
  lovedOneId: string,
  change: (variables: T, keys: SubmissionKeys) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (variables: T) => change(variables, keys),
    onSuccess: () => keys.renew(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.estateLedger.lines(lovedOneId) }),
  });
}

export const useAddHeir = (lovedOneId: string) =>
  useLedgerChange(lovedOneId, (heir: HeirInput, keys) =>
    unwrap(
      api['estate-accounting'][':lovedOneId'].heirs.$post(
        { param: { lovedOneId }, json: heir },
        sentOnce(keys.keyFor(heir)),
      ),
    ),
  );

export const useChangeHeir = (lovedOneId: string) =>
  useLedgerChange(lovedOneId, ({ heirId, heir }: { heirId: string; heir: HeirInput }) =>
    unwrap(
      api['estate-accounting'][':lovedOneId'].heirs[':heirId'].$put({
        param: { lovedOneId, heirId },
        json: heir,
      }),
    ),
  );

export const useRemoveHeir = (lovedOneId: string) =>
  useLedgerChange(lovedOneId, (heirId: string) =>
    resendIfLost(() =>
      unwrap(
        api['estate-accounting'][':lovedOneId'].heirs[':heirId'].$delete({ param: { lovedOneId, heirId } }),
      ),
    ),
  );

export const usePlanAsset = (lovedOneId: string) =>
  useLedgerChange(lovedOneId, ({ itemId, plan }: { itemId: string; plan: AssetPlanInput }) =>
    unwrap(
      api['estate-accounting'][':lovedOneId'].assets[':itemId'].plan.$put({
        param: { lovedOneId, itemId },
        json: plan,
      }),
    ),
  );

export const useLogTime = (lovedOneId: string) =>
  useLedgerChange(lovedOneId, (entry: TimeEntryInput, keys) =>
    unwrap(
      api['estate-accounting'][':lovedOneId'].time.$post(
        { param: { lovedOneId }, query: { timeZone: localTimeZone() }, json: entry },
        sentOnce(keys.keyFor(entry)),
      ),
    ),
  );

export const useChangeTime = (lovedOneId: string) =>
  useLedgerChange(lovedOneId, ({ entryId, entry }: { entryId: string; entry: TimeEntryInput }) =>
    unwrap(
      api['estate-accounting'][':lovedOneId'].time[':entryId'].$put({
        param: { lovedOneId, entryId },
        query: { timeZone: localTimeZone() },
        json: entry,
      }),
    ),
  );

export const useRemoveTime = (lovedOneId: string) =>
  useLedgerChange(lovedOneId, (entryId: string) =>
    resendIfLost(() =>
      unwrap(
        api['estate-accounting'][':lovedOneId'].time[':entryId'].$delete({ param: { lovedOneId, entryId } }),
      ),
    ),
  );
