import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import type { AddedTaxDocumentInput, TaxDocumentStatus } from '#shared/tax-documents/tax-documents.ts';
import { ApiError, api, apiFetch, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';
import { sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

const getTaxDocuments = (lovedOneId: string) =>
  unwrap(api['tax-documents'][':lovedOneId'].$get({ param: { lovedOneId } }));
export type TaxDocumentItem = Awaited<ReturnType<typeof getTaxDocuments>>['documents'][number];

export const useTaxDocuments = (lovedOneId: string) =>
  useQuery({ queryKey: queryKeys.taxDocuments.list(lovedOneId), queryFn: () => getTaxDocuments(lovedOneId) });

export const taxDocumentFileHref = (lovedOneId: string, documentKey: string) =>
  `/api/tax-documents/${encodeURIComponent(lovedOneId)}/${encodeURIComponent(documentKey)}/file`;

export const taxPacketHref = (lovedOneId: string) =>
  `/api/tax-documents/${encodeURIComponent(lovedOneId)}/packet.zip?timeZone=${encodeURIComponent(localTimeZone())}`;

/** Each change answers with the document as it now stands; the list refetches to agree with the server. */
function useTaxDocumentChange<Variables>(
  lovedOneId: string,
  change: (variables: Variables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.taxDocuments.list(lovedOneId) }),
  });
}

export const useSetTaxDocumentStatus = (lovedOneId: string) =>
  useTaxDocumentChange(
    lovedOneId,
    ({ documentKey, status }: { documentKey: string; status: TaxDocumentStatus }) =>
      unwrap(
        api['tax-documents'][':lovedOneId'][':documentKey'].status.$put({
          param: { lovedOneId, documentKey },
          json: { status },
        }),
      ),
  );

/**
 * A change to a kept copy names the copy the page showed (null for none): the server refuses it (409)
 * when someone kept another since, rather than lose theirs.
 */
type CopyChange = { documentKey: string; seenCopyId: string | null };

/** A copy kept by someone else since the page last showed the document. */
export const isKeptMeanwhile = (error: unknown) => error instanceof ApiError && error.code === 'CONFLICT';

/** Multipart, which the typed client cannot describe. */
export const useKeepTaxDocumentFile = (lovedOneId: string) =>
  useTaxDocumentChange(lovedOneId, ({ documentKey, seenCopyId, file }: CopyChange & { file: File }) => {
    const form = new FormData();
    form.set('file', file);
    const replaces = seenCopyId ? `?replaces=${encodeURIComponent(seenCopyId)}` : '';
    return apiFetch(`${taxDocumentFileHref(lovedOneId, documentKey)}${replaces}`, {
      method: 'PUT',
      body: form,
    });
  });

export const useRemoveTaxDocumentFile = (lovedOneId: string) =>
  useTaxDocumentChange(lovedOneId, ({ documentKey, seenCopyId }: CopyChange & { seenCopyId: string }) =>
    resendIfLost(() =>
      unwrap(
        api['tax-documents'][':lovedOneId'][':documentKey'].file.$delete({
          param: { lovedOneId, documentKey },
          query: { removes: seenCopyId },
        }),
      ),
    ),
  );

/** The same paper sent again after a failure carries the same submission key, so it is added once (decision 080). */
export function useAddTaxDocument(lovedOneId: string) {
  const keys = useSubmissionKeys();
  return useTaxDocumentChange(lovedOneId, async (document: AddedTaxDocumentInput) => {
    const added = await unwrap(
      api['tax-documents'][':lovedOneId'].added.$post(
        { param: { lovedOneId }, json: document },
        sentOnce(keys.keyFor(document)),
      ),
    );
    keys.renew();
    return added;
  });
}

export const useRemoveTaxDocument = (lovedOneId: string) =>
  useTaxDocumentChange(lovedOneId, ({ documentKey, seenCopyId }: CopyChange) =>
    resendIfLost(() =>
      unwrap(
        api['tax-documents'][':lovedOneId'][':documentKey'].$delete({
          param: { lovedOneId, documentKey },
          query: seenCopyId ? { removes: seenCopyId } : {},
        }),
      ),
    ),
  );
