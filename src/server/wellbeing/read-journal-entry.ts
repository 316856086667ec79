import { JOURNAL_MESSAGES } from '../../shared/wellbeing/journal-input.ts';
import type { Db } from '../db/client.ts';
import { findJournalEntry, toEntryView } from './journal.repository.ts';
import type { PrivateText } from './private-text-cipher.ts';
import { requireOwnRecord } from './require-own-record.ts';

export async function readJournalEntry(db: Db, userId: string, id: string, text: PrivateText) {
  const row = requireOwnRecord(await findJournalEntry(db, id), userId, 'read', JOURNAL_MESSAGES.notFound);
  return toEntryView(row, text);
}
