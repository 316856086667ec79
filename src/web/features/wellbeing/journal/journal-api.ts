import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JournalDraft, JournalEntryFormInput } from '#shared/wellbeing/journal-input.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

/** Names the save, so the page's gentle crisis note can read what the last save answered. */
export const SAVE_JOURNAL_ENTRY_KEY = ['journal', 'save'] as const;

const journalKeys = {
  all: ['journal'] as const,
  entries: (q: string) => ['journal', 'entries', q] as const,
  draft: ['journal', 'draft'] as const,
};

export const useJournalEntries = (q: string) =>
  useQuery({
    queryKey: journalKeys.entries(q),
    queryFn: () => unwrap(api.journal.entries.$get({ query: q ? { q } : {} })),
    placeholderData: (previous) => previous,
  });

export type JournalEntryData = NonNullable<ReturnType<typeof useJournalEntries>['data']>['entries'][number];

export const useServerDraft = () =>
  useQuery({
    queryKey: journalKeys.draft,
    queryFn: () => unwrap(api.journal.draft.$get()),
    staleTime: Infinity,
  });

export const saveServerDraft = (draft: JournalDraft) => unwrap(api.journal.draft.$put({ json: draft }));
export const clearServerDraft = () => unwrap(api.journal.draft.$delete());

export function useSaveJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_JOURNAL_ENTRY_KEY,
    mutationFn: ({ id, entry }: { id: string | null; entry: JournalEntryFormInput }) =>
      id
        ? unwrap(api.journal.entries[':id'].$put({ param: { id }, json: entry }))
        : unwrap(api.journal.entries.$post({ json: entry })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.journal.entries[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
