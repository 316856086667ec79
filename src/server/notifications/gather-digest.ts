import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { isDueSoon, isOverdue } from '#shared/dates/due-soon.ts';
import type { DigestContent, DigestTask } from '#shared/notifications/compose-digest.ts';
import type { Db } from '../db/client.ts';
import { findNameReadBy } from '../loved-ones/planner-names.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import type { Recipient } from './notification-recipients.ts';

const WEEK_MS = 7 * 86_400_000;

/** What one person's digest for one loved one says, measured from their `today` and the instant `now`. */
export async function gatherDigest(
  db: Db,
  input: { recipient: Recipient; today: string; now: Date; checklistUrl: string },
): Promise<DigestContent> {
  const { recipient, today, now } = input;
  const [open, finished] = await Promise.all([
    db
      .select({
        title: tasks.title,
        dueDate: tasks.dueDate,
        assignedToUserId: tasks.assignedToUserId,
      })
      .from(tasks)
      .where(
        and(eq(tasks.lovedOneId, recipient.lovedOneId), inArray(tasks.status, ['pending', 'in_progress'])),
      )
      .orderBy(asc(tasks.dueDate), asc(tasks.sortOrder)),
    db
      .select({ title: tasks.title })
      .from(tasks)
      .where(
        and(
          eq(tasks.lovedOneId, recipient.lovedOneId),
          eq(tasks.status, 'completed'),
          gte(tasks.completedAt, new Date(now.getTime() - WEEK_MS)),
          lte(tasks.completedAt, now),
        ),
      )
      .orderBy(desc(tasks.completedAt)),
  ]);
  const toDigestTask = (task: (typeof open)[number]): DigestTask => ({
    title: task.title,
    dueDate: task.dueDate,
    isYours: task.assignedToUserId === recipient.userId,
  });
  const overdue = open.filter((task) => isOverdue(task.dueDate, today));
  const dueSoon = open.filter((task) => isDueSoon(task.dueDate, today));
  const listed = new Set([...overdue, ...dueSoon]);
  const alsoYours = open.filter((task) => task.assignedToUserId === recipient.userId && !listed.has(task));
  return {
    recipientFirstName: recipient.firstName,
    lovedOneName: await findNameReadBy(db, recipient.userId, {
      id: recipient.lovedOneId,
      kind: recipient.lovedOneKind,
      adminUserId: recipient.lovedOneAdminUserId,
      firstName: recipient.lovedOneFirstName,
      lastName: recipient.lovedOneLastName,
      nameGiven: recipient.lovedOneNameGiven,
    }),
    overdue: overdue.map(toDigestTask),
    dueSoon: dueSoon.map(toDigestTask),
    alsoYours: alsoYours.map(toDigestTask),
    finishedTitles: finished.map((task) => task.title),
    checklistUrl: input.checklistUrl,
  };
}
