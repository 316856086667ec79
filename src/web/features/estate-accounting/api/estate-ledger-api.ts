import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import type { LedgerEntryInput } from '#shared/estate-accounting/ledger.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';
import { sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

const getLedger = (lovedOneId: string) =>
  unwrap(api['estate-accounting'][':lovedOneId'].ledger.$get({ param: { lovedOneId } }));
export type EstateLedger = Awaited<ReturnType<typeof getLedger>>;

export const accountingPdfHref = (lovedOneId: string) =>
  `/api/estate-accounting/${encodeURIComponent(lovedOneId)}/accounting.pdf?timeZone=${encodeURIComponent(localTimeZone())}`;

export const ledgerCsvHref = (lovedOneId: string) =>
  `/api/estate-accounting/${encodeURIComponent(lovedOneId)}/ledger.csv`;

export const inventoryPdfHref = (lovedOneId: string) =>
  `/api/estate-accounting/${encodeURIComponent(lovedOneId)}/inventory.pdf?timeZone=${encodeURIComponent(localTimeZone())}`;

export const useEstateLedger = (lovedOneId: string) =>
  useQuery({ queryKey: queryKeys.estateLedger.lines(lovedOneId), queryFn: () => getLedger(lovedOneId) });

export function useRecordLedgerEntry(lovedOneId: string) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (entry: LedgerEntryInput) =>
      unwrap(
        api['estate-accounting'][':lovedOneId'].ledger.$post(
          { param: { lovedOneId }, query: { timeZone: localTimeZone() }, json: entry },
          sentOnce(keys.keyFor(entry)),
        ),
      ),
    onSuccess: () => {
      keys.renew();
      return queryClient.invalidateQueries({ queryKey: queryKeys.estateLedger.lines(lovedOneId) });
    },
  });
}

export function useChangeLedgerEntry(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, entry }: { entryId: string; entry: LedgerEntryInput }) =>
      unwrap(
        api['estate-accounting'][':lovedOneId'].ledger[':entryId'].$put({
          param: { lovedOneId, entryId },
          query: { timeZone: localTimeZone() },
          json: entry,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.estateLedger.lines(lovedOneId) }),
  });
}

export function useRemoveLedgerEntry(lovedOneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      resendIfLost(() =>
        unwrap(
          api['estate-accounting'][':lovedOneId'].ledger[':entryId'].$delete({
            param: { lovedOneId, entryId },
          }),
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.estateLedger.lines(lovedOneId) }),
  });
}
