import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountDateProblem } from '#shared/estate-accounting/ledger.ts';
import { fitsInADay, TIME_LOG_MESSAGES, type timeEntrySchema } from '#shared/estate-accounting/time-log.ts';
import type { Db } from '../db/client.ts';
import { invalidField } from '../infra/app-error.ts';
import { madeWithId, makeOnce } from '../infra/make-once.ts';
import { executorTimeEntries } from './estate-accounting.schema.ts';
import { openEstateAccountFor } from './estate-references.ts';

/**
 * Adds a day's work to the executor's time log; the executor (the admin) keeps it, as the ledger. The day
 * falls between the death and today, and what is logged on it stays within 24 hours. The same form sent
 * again with its submission key leads to the entry it logged (makeOnce).
 */
export async function logExecutorTime(
  db: Db,
  input: {
    userId: string;
    lovedOneId: string;
    today: string;
    entry: z.output<typeof timeEntrySchema>;
    submissionKey: string | undefined;
  },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'record', TIME_LOG_MESSAGES.entryNotFound);
  const { onDate, hours: minutes } = input.entry;
  const dateProblem = accountDateProblem(onDate, { dateOfDeath: lovedOne.dateOfDeath, today: input.today });
  if (dateProblem) throw invalidField('onDate', dateProblem);
  const submission = { userId: input.userId, kind: 'time-entry', key: input.submissionKey };
  return db.transaction((tx) =>
    makeOnce(
      tx,
      submission,
      async () => {
        const [day] = await tx
          .select({ minutes: sql<number>`coalesce(sum(${executorTimeEntries.minutes}), 0)::int` })
          .from(executorTimeEntries)
          .where(
            and(eq(executorTimeEntries.lovedOneId, lovedOne.id), eq(executorTimeEntries.onDate, onDate)),
          );
        const loggedMinutes = day?.minutes ?? 0;
        if (!fitsInADay(loggedMinutes, minutes))
          throw invalidField('hours', TIME_LOG_MESSAGES.dayFull(loggedMinutes));
        const [saved] = await tx
          .insert(executorTimeEntries)
          .values({
            lovedOneId: lovedOne.id,
            onDate,
            minutes,
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
