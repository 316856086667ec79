import type { JournalEntry } from '../../shared/wellbeing/moods.ts';
import type { Db } from '../db/client.ts';
import { insertJournalEntry } from './journal.repository.ts';
import { crisisLevelOfEntry } from './journal-crisis-level.ts';
import type { PrivateText } from './private-text-cipher.ts';

export async function createJournalEntry(
  db: Db,
  userId: string,
  input: JournalEntry & { entryDate: string },
  text: PrivateText,
) {
  const entry = await insertJournalEntry(db, userId, input, text);
  return { entry, crisisLevel: crisisLevelOfEntry(input) };
}
