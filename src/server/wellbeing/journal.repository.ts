import { and, desc, eq, sql } from 'drizzle-orm';
import type { JournalDraft } from '../../shared/wellbeing/journal-input.ts';
import type { JournalEntry } from '../../shared/wellbeing/moods.ts';
import type { Db } from '../db/client.ts';
import type { PrivateText } from './private-text-cipher.ts';
import { journalDrafts, journalEntries } from './wellbeing.schema.ts';
import { isUuid } from './wellbeing-params.ts';

type JournalEntryView = {
  id: string;
  entryDate: string;
  title: string | null;
  body: string;
  promptId: string | null;
  createdAt: string;
  updatedAt: string;
};

type EntryRow = typeof journalEntries.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toEntryView(row: EntryRow, text: PrivateText): JournalEntryView {
  return {
    id: row.id,
    entryDate: row.entryDate,
    title: text.openOptional('journal.title', row.titleCiphertext),
    body: text.open('journal.body', row.bodyCiphertext),
    promptId: row.promptId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const sealed = (entry: JournalEntry & { entryDate: string }, text: PrivateText) => ({
  entryDate: entry.entryDate,
  titleCiphertext: text.sealOptional('journal.title', entry.title),
  bodyCiphertext: text.seal('journal.body', entry.body),
  promptId: entry.promptId,
});

export async function listJournalEntries(db: Db, userId: string, text: PrivateText) {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt));
  return rows.map((row) => toEntryView(row, text));
}

/** Any person's entry: whether the asker may have it is the personal-records policy's answer. */
export async function findJournalEntry(db: Db, id: string): Promise<EntryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(journalEntries).where(eq(journalEntries.id, id));
  return row;
}

export async function insertJournalEntry(
  db: Db,
  userId: string,
  entry: JournalEntry & { entryDate: string },
  text: PrivateText,
) {
  const [row] = await db
    .insert(journalEntries)
    .values({ userId, ...sealed(entry, text) })
    .returning();
  return toEntryView(row!, text);
}

/** Undefined when the entry went between the check and the write (deleted in another tab). */
export async function replaceJournalEntry(
  db: Db,
  row: EntryRow,
  entry: JournalEntry & { entryDate: string },
  text: PrivateText,
) {
  const [updated] = await db
    .update(journalEntries)
    .set({ ...sealed(entry, text), updatedAt: sql`now()` })
    .where(and(eq(journalEntries.id, row.id), eq(journalEntries.userId, row.userId)))
    .returning();
  return updated && toEntryView(updated, text);
}

export async function removeJournalEntry(db: Db, row: EntryRow): Promise<void> {
  await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, row.id), eq(journalEntries.userId, row.userId)));
}

export async function findJournalDraft(db: Db, userId: string, text: PrivateText) {
  const [row] = await db.select().from(journalDrafts).where(eq(journalDrafts.userId, userId));
  if (!row) return null;
  return {
    ...(JSON.parse(text.open('journal.draft', row.draftCiphertext)) as JournalDraft),
    updatedAt: iso(row.updatedAt),
  };
}

export async function saveJournalDraft(db: Db, userId: string, draft: JournalDraft, text: PrivateText) {
  const draftCiphertext = text.seal('journal.draft', JSON.stringify(draft));
  const [row] = await db
    .insert(journalDrafts)
    .values({ userId, draftCiphertext })
    .onConflictDoUpdate({ target: journalDrafts.userId, set: { draftCiphertext, updatedAt: sql`now()` } })
    .returning({ updatedAt: journalDrafts.updatedAt });
  return { ...draft, updatedAt: iso(row!.updatedAt) };
}

export async function deleteJournalDraft(db: Db, userId: string) {
  await db.delete(journalDrafts).where(eq(journalDrafts.userId, userId));
}
