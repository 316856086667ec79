import { JOURNAL_MESSAGES } from '../../shared/wellbeing/journal-input.ts';
import type { JournalEntry } from '../../shared/wellbeing/moods.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { findJournalEntry, replaceJournalEntry } from './journal.repository.ts';
import { crisisLevelOfEntry } from './journal-crisis-level.ts';
import type { PrivateText } from './private-text-cipher.ts';
import { requireOwnRecord } from './require-own-record.ts';

export async function updateJournalEntry(
  db: Db,
  userId: string,
  id: string,
  input: JournalEntry & { entryDate: string },
  text: PrivateText,
) {
  const row = requireOwnRecord(await findJournalEntry(db, id), userId, 'edit', JOURNAL_MESSAGES.notFound);
  const entry = await replaceJournalEntry(db, row, input, text);
  if (!entry) throw notFound(JOURNAL_MESSAGES.notFound);
  return { entry, crisisLevel: crisisLevelOfEntry(input) };
}
