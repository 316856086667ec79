import type { Db } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import { checklistMail } from './checklist-mail.ts';
import { listChecklist } from './list-checklist.ts';

/**
 * Queues the loved one's checklist to `to`, the address of `userId`, which the caller takes from the
 * session, never the request.
 */
export async function emailChecklist(
  db: Db,
  mail: { lovedOneId: string; userId: string; to: string; appUrl: string },
) {
  const checklist = await listChecklist(db, mail.lovedOneId, mail.userId);
  await enqueueMail(db, { to: mail.to, ...checklistMail(checklist, mail.appUrl) });
}
