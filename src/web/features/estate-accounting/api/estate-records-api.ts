import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetPlanInput } from '#shared/estate-accounting/asset-plans.ts';
import type { HeirInput } from '#shared/estate-accounting/heirs.ts';
import type { TimeEntryInput } from '#shared/estate-accounting/time-log.ts';
import { api, apiFetch, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Heirs, plans and the time log are read with the ledger, so every change to them refreshes it. */
function useLedgerChange<T>(lovedOneId: string, change: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.estateLedger.lines(lovedOneId) }),
  });
}

export const useAddHeir = (lovedOneId: string) =>
  useLedgerChange(lovedOneId, (heir: HeirInput) =>
    unwrap(api['estate-accounting'][':lovedOneId'].heirs.$post({ param: { lovedOneId }, json: heir })),
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
  // The route answers 204 with no body, which the typed client's JSON reader cannot take.
  useLedgerChange(lovedOneId, (heirId: string) =>
    apiFetch(`/api/estate-accounting/${encodeURIComponent(lovedOneId)}/heirs/${encodeURIComponent(heirId)}`, {
      method: 'DELETE',
    }),
  );

export const usePlanAsset = (lovedOneId: string) =>
  // The route answers 204 with no body, which the typed client's JSON reader cannot take.
  useLedgerChange(lovedOneId, ({ itemId, plan }: { itemId: string; plan: AssetPlanInput }) =>
    apiFetch(
      `/api/estate-accounting/${encodeURIComponent(lovedOneId)}/assets/${encodeURIComponent(itemId)}/plan`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(plan),
      },
    ),
  );

export const useLogTime = (lovedOneId: string) =>
  useLedgerChange(lovedOneId, (entry: TimeEntryInput) =>
    unwrap(api['estate-accounting'][':lovedOneId'].time.$post({ param: { lovedOneId }, json: entry })),
  );

export const useRemoveTime = (lovedOneId: string) =>
  // The route answers 204 with no body, which the typed client's JSON reader cannot take.
  useLedgerChange(lovedOneId, (entryId: string) =>
    apiFetch(`/api/estate-accounting/${encodeURIComponent(lovedOneId)}/time/${encodeURIComponent(entryId)}`, {
      method: 'DELETE',
    }),
  );
