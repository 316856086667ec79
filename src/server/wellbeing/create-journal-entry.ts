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
  let saved: Awaited<ReturnType<typeof insertJournalEntry>> | undefined;
  const madeId = await db.transaction((tx) =>
    makeOnce(tx, { userId, kind: 'journal-entry', key: submissionKey }, async () => {
      saved = await insertJournalEntry(tx, userId, input, text);
      return saved.id;
    }),
  );
  const entry = saved ?? (await readJournalEntry(db, userId, madeId, text));
  return { entry, crisisLevel: crisisLevelOfEntry(input) };
}
