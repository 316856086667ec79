import { z } from 'zod';
import { latestTodayOnEarth } from '../dates/time-zones.ts';
import { isIsoDate } from '../validation/dates.ts';
import { journalPromptIdSchema } from './journal-prompts.ts';
import {
  JOURNAL_BODY_MAX_LENGTH,
  JOURNAL_TITLE_MAX_LENGTH,
  journalEntrySchema,
  WELLBEING_MESSAGES,
} from './moods.ts';

// A journal entry as the page sends it: the entry itself plus the day it is about, and the
// draft the page autosaves while someone writes.

export const JOURNAL_MESSAGES = {
  entryDateInFuture: 'Please choose today or an earlier day',
  saved: 'Entry saved',
  deleted: 'Entry deleted',
  notFound: 'Journal entry not found',
  searchTooLong: 'Please keep the search to 100 characters or fewer',
} as const;

const entryDateSchema = z
  .string({ error: WELLBEING_MESSAGES.dateRequired })
  .min(1, WELLBEING_MESSAGES.dateRequired)
  .refine(isIsoDate, WELLBEING_MESSAGES.dateInvalid)
  // Any day up to the latest "today" on Earth, so no time zone is ever told its today is the future.
  .refine((value) => value <= latestTodayOnEarth(), JOURNAL_MESSAGES.entryDateInFuture);

export const journalEntryInputSchema = journalEntrySchema.extend({ entryDate: entryDateSchema });

export type JournalEntryFormInput = z.input<typeof journalEntryInputSchema>;

/**
 * What is kept while someone writes. Looser than an entry on purpose: a half-written entry is
 * saved however it looks (empty body, any characters) so nothing typed is ever refused and lost.
 */
export const journalDraftSchema = z.object({
  entryDate: z.string().max(10).default(''),
  title: z
    .string()
    .max(JOURNAL_TITLE_MAX_LENGTH * 2)
    .default(''),
  body: z
    .string()
    .max(JOURNAL_BODY_MAX_LENGTH * 2)
    .default(''),
  promptId: journalPromptIdSchema.nullish().transform((value) => value ?? null),
});

export type JournalDraft = z.output<typeof journalDraftSchema>;

export const journalSearchSchema = z.object({
  q: z.string().max(100, JOURNAL_MESSAGES.searchTooLong).optional(),
});

/** Case- and accent-insensitive "contains", used on the decrypted text of one person's entries. */
export function matchesJournalSearch(query: string, ...fields: readonly (string | null)[]): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('en-US');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(fields.filter(Boolean).join('\n'));
  return words.every((word) => haystack.includes(word));
}
