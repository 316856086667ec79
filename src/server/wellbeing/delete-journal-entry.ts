import type { Db } from '../db/client.ts';
import { findJournalEntry, removeJournalEntry } from './journal.repository.ts';
import { ownRecordToDelete } from './require-own-record.ts';

export async function deleteJournalEntry(db: Db, userId: string, id: string) {
  const row = ownRecordToDelete(await findJournalEntry(db, id), userId);
  if (row) await removeJournalEntry(db, row);
}
