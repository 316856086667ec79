import { eq } from 'drizzle-orm';
import { composeAssignmentNotice, composeCompletionNotice } from '#shared/notifications/compose-notices.ts';
import { fullName } from '#shared/team/person-name.ts';
import type { Db } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { findNameReadBy, namingColumns } from '../loved-ones/planner-names.ts';
import { findPeople } from '../team/team-people.ts';
import { type MailContext, withUnsubscribe } from './mail-context.ts';
import { wantsNotice } from './notification-preferences.repository.ts';

type NoticeTask = { id: string; lovedOneId: string; title: string; dueDate: string | null };

/** The loved one's name as the recipient reads it (givenName). */
async function lovedOneNameFor(db: Db, lovedOneId: string, recipientUserId: string): Promise<string | null> {
  const [row] = await db.select(namingColumns).from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
  return row ? findNameReadBy(db, recipientUserId, row) : null;
}

/**
 * Queues "a task for you" or "done: a task you assigned" in the caller's transaction. Nobody is told
 * about their own action, and a person who turned the notice off is not told at all.
 */
export async function queueTaskNotice(
  db: Db,
  context: MailContext,
  notice: {
    kind: 'assignment' | 'completion';
    task: NoticeTask;
    recipientUserId: string;
    actorUserId: string;
  },
): Promise<void> {
  const { kind, task, recipientUserId, actorUserId } = notice;
  if (recipientUserId === actorUserId || !(await wantsNotice(db, recipientUserId, kind))) return;
  const people = await findPeople(db, [recipientUserId, actorUserId]);
  const recipient = people.get(recipientUserId);
  if (!recipient) return;
  const actor = people.get(actorUserId);
  const input = {
    recipientFirstName: recipient.firstName,
    actorName: actor ? fullName(actor) : 'Someone on the team',
    taskTitle: task.title,
    lovedOneName: await lovedOneNameFor(db, task.lovedOneId, recipient.userId),
    taskUrl: `${context.appUrl}/task/${task.id}`,
  };
  const mail =
    kind === 'assignment'
      ? composeAssignmentNotice({ ...input, dueDate: task.dueDate })
      : composeCompletionNotice(input);
  await enqueueMail(
    db,
    withUnsubscribe(context, { userId: recipient.userId, email: recipient.email }, kind, mail),
  );
}
