import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountDateProblem } from '#shared/estate-accounting/ledger.ts';
import { fitsInADay, TIME_LOG_MESSAGES, type timeEntrySchema } from '#shared/estate-accounting/time-log.ts';
import type { Db } from '../db/client.ts';
import { invalidField, notFound } from '../infra/app-error.ts';
import { madeWithId, makeOnce } from '../infra/make-once.ts';
import { executorTimeEntries } from './estate-accounting.schema.ts';
import { openEstateAccountFor } from './estate-references.ts';

/**
 * Adds a day's work to the executor's time log; the executor (the admin) keeps it, as the ledger. It is
 * checked as `checkTimeEntry` says. The same form sent again with its submission key leads to the entry
 * it logged (makeOnce).
 */
export async function logExecutorTime(
  db: Db,
  input: {
    userId: string;
    lovedOneId: string;
    today: string;
    entry: TimeEntry;
    submissionKey: string | undefined;
  },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'record', TIME_LOG_MESSAGES.entryNotFound);
  const submission = { userId: input.userId, kind: 'time-entry', key: input.submissionKey };
  return db.transaction((tx) =>
    makeOnce(
      tx,
      submission,
      async () => {
        await checkTimeEntry(tx, lovedOne, input);
        const [saved] = await tx
          .insert(executorTimeEntries)
          .values({
            lovedOneId: lovedOne.id,
            onDate: input.entry.onDate,
            minutes: input.entry.hours,
            work: input.entry.work,
            loggedByUserId: input.userId,
          })
          .returning({ id: executorTimeEntries.id });
        return saved!;
      },
      madeWithId,
    ),
  );
}

/** Corrects an entry of the time log (the wrong day, a mistyped time), checked as a new entry is. */
export async function changeExecutorTime(
  db: Db,
  input: { userId: string; lovedOneId: string; entryId: string; today: string; entry: TimeEntry },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'change', TIME_LOG_MESSAGES.entryNotFound);
  await db.transaction(async (tx) => {
    await checkTimeEntry(tx, lovedOne, input);
    const changed = await tx
      .update(executorTimeEntries)
      .set({ onDate: input.entry.onDate, minutes: input.entry.hours, work: input.entry.work })
      .where(and(eq(executorTimeEntries.id, input.entryId), eq(executorTimeEntries.lovedOneId, lovedOne.id)))
      .returning({ id: executorTimeEntries.id });
    if (changed.length === 0) throw notFound(TIME_LOG_MESSAGES.entryNotFound);
  });
}

type TimeEntry = z.output<typeof timeEntrySchema>;

/**
 * The day falls between the death and today, and what is logged on it stays within 24 hours, counting
 * every other entry of that day (an entry being corrected counts only as it now is).
 */
async function checkTimeEntry(
  tx: Db,
  lovedOne: { id: string; dateOfDeath: string | null },
  input: { today: string; entry: TimeEntry; entryId?: string },
) {
  const { onDate, hours: minutes } = input.entry;
  const dateProblem = accountDateProblem(onDate, { dateOfDeath: lovedOne.dateOfDeath, today: input.today });
  if (dateProblem) throw invalidField('onDate', dateProblem);
  const [day] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${executorTimeEntries.minutes}), 0)::int` })
    .from(executorTimeEntries)
    .where(
      and(
        eq(executorTimeEntries.lovedOneId, lovedOne.id),
        eq(executorTimeEntries.onDate, onDate),
        input.entryId ? ne(executorTimeEntries.id, input.entryId) : undefined,
      ),
    );
  const loggedMinutes = day?.minutes ?? 0;
  if (!fitsInADay(loggedMinutes, minutes))
    throw invalidField('hours', TIME_LOG_MESSAGES.dayFull(loggedMinutes));
}

/** Takes an entry off the time log (a mistake). */
export async function removeExecutorTime(
  db: Db,
  input: { userId: string; lovedOneId: string; entryId: string },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'remove', TIME_LOG_MESSAGES.entryNotFound);
  await db
    .delete(executorTimeEntries)
    .where(and(eq(executorTimeEntries.id, input.entryId), eq(executorTimeEntries.lovedOneId, lovedOne.id)));
}
