import type { JournalEntry } from '../../shared/wellbeing/moods.ts';
import type { Db } from '../db/client.ts';
import { makeOnce } from '../infra/make-once.ts';
import { insertJournalEntry } from './journal.repository.ts';
import { crisisLevelOfEntry } from './journal-crisis-level.ts';
import type { PrivateText } from './private-text-cipher.ts';
import { readJournalEntry } from './read-journal-entry.ts';

/**
 * Saves a new entry and says how worried its words should make us. The same entry sent again with its
 * submission key leads to the one it saved (makeOnce), and is read the same way.
 */
export async function createJournalEntry(
  db: Db,
  userId: string,
  input: JournalEntry & { entryDate: string },
  options: { text: PrivateText; submissionKey: string | undefined },
) {
  const { text, submissionKey } = options;
  const entry = await db.transaction((tx) =>
    makeOnce(
      tx,
      { userId, kind: 'journal-entry', key: submissionKey },
      () => insertJournalEntry(tx, userId, input, text),
      (id) => readJournalEntry(tx, userId, id, text),
    ),
  );
  return { entry, crisisLevel: crisisLevelOfEntry(input) };
}
