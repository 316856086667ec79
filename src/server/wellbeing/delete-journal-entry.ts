import { JOURNAL_MESSAGES } from '../../shared/wellbeing/journal-input.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { findJournalEntry, removeJournalEntry } from './journal.repository.ts';
import { requireOwnRecord } from './require-own-record.ts';

export async function deleteJournalEntry(db: Db, userId: string, id: string) {
  const row = requireOwnRecord(await findJournalEntry(db, id), userId, 'delete', JOURNAL_MESSAGES.notFound);
  if (!(await removeJournalEntry(db, row))) throw notFound(JOURNAL_MESSAGES.notFound);
}
