import { and, eq } from 'drizzle-orm';
import { TASK_MESSAGES } from '#shared/permissions/task-permissions.ts';
import { areaForCategory, type CustomTask } from '#shared/tasks/task-schemas.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { makeOnce } from '../infra/make-once.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { addTaskByHand } from './add-task-by-hand.ts';
import { assertAssignable } from './assert-assignable.ts';
import type { TeamPerson } from './list-team-people.ts';
import { tasks } from './tasks.schema.ts';

/**
 * A custom task starts pending, is marked custom and counts towards its category's section card. The
 * same form sent again with its submission key leads to the task it added (makeOnce).
 */
export async function createCustomTask(
  db: Db,
  input: {
    lovedOneId: string;
    createdByUserId: string;
    task: CustomTask;
    team: readonly TeamPerson[];
    /** Links and signing for the assignment notice, when the task is assigned on creation. */
    mail?: MailContext;
    submissionKey?: string;
  },
) {
  const { lovedOneId, createdByUserId, task, team, submissionKey } = input;
  assertAssignable(task.assignedToUserId, team);
  // The feed entry and the assignment notice are written with the task, so neither exists without it.
  return db.transaction((tx) =>
    makeOnce(
      tx,
      { userId: createdByUserId, kind: 'task', key: submissionKey },
      () =>
        addTaskByHand(
          tx,
          {
            lovedOneId,
            title: task.title,
            category: task.category,
            area: areaForCategory(task.category),
            description: task.description,
            assignedToUserId: task.assignedToUserId,
            dueDate: task.dueDate,
            createdByUserId,
          },
          input.mail,
        ),
      async (id) => {
        // Only ever one of this loved one's tasks: the key is the person's, the task the team's.
        const [first] = await tx
          .select()
          .from(tasks)
          .where(and(eq(tasks.id, id), eq(tasks.lovedOneId, lovedOneId)));
        if (!first) throw new AppError('NOT_FOUND', TASK_MESSAGES.notFound);
        return first;
      },
    ),
  );
}
