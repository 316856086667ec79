import { matchesJournalSearch } from '../../shared/wellbeing/journal-input.ts';
import type { Db } from '../db/client.ts';
import { listJournalEntries } from './journal.repository.ts';
import type { PrivateText } from './private-text-cipher.ts';

/**
 * Search decrypts this person's entries and filters them here: the text is never readable in
 * the database, so it cannot be searched there (docs/decisions on journal encryption).
 */
export async function searchJournalEntries(db: Db, userId: string, query: string, text: PrivateText) {
  const entries = await listJournalEntries(db, userId, text);
  const q = query.trim();
  return q ? entries.filter((entry) => matchesJournalSearch(q, entry.title, entry.body)) : entries;
}
