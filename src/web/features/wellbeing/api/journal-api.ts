import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JournalDraft, JournalEntryFormInput } from '#shared/wellbeing/journal-input.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { mutationKeys, queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';
import { sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

export const useJournalEntries = (q: string) =>
  useQuery({
    queryKey: queryKeys.journal.entries(q),
    queryFn: () => unwrap(api.journal.entries.$get({ query: q ? { q } : {} })),
    placeholderData: (previous) => previous,
  });

export type JournalEntryData = NonNullable<ReturnType<typeof useJournalEntries>['data']>['entries'][number];

export const useServerDraft = () =>
  useQuery({
    queryKey: queryKeys.journal.draft,
    queryFn: () => unwrap(api.journal.draft.$get()),
    staleTime: Infinity,
  });

export const saveServerDraft = (draft: JournalDraft) => unwrap(api.journal.draft.$put({ json: draft }));
export const clearServerDraft = () => unwrap(api.journal.draft.$delete());

/** A new entry sent again after a failure carries the same submission key, so it is saved once. */
export function useSaveJournalEntry() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationKey: mutationKeys.saveJournalEntry,
    mutationFn: ({ id, entry }: { id: string | null; entry: JournalEntryFormInput }) =>
      id
        ? unwrap(api.journal.entries[':id'].$put({ param: { id }, json: entry }))
        : unwrap(api.journal.entries.$post({ json: entry }, sentOnce(keys.keyFor(entry)))),
    onSuccess: () => {
      keys.renew();
      return queryClient.invalidateQueries({ queryKey: queryKeys.journal.all });
    },
  });
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      resendIfLost(() => unwrap(api.journal.entries[':id'].$delete({ param: { id } }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.journal.all }),
  });
}
