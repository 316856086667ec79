import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';

/**
 * Ends a member's access at once (every request checks the grant) and hands their tasks back:
 * tasks assigned to them become Unassigned rather than pointing at someone who can no longer see them.
 */
export async function removeMember(db: Db, lovedOneId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(lovedOneAccess)
      .where(and(eq(lovedOneAccess.lovedOneId, lovedOneId), eq(lovedOneAccess.userId, userId)))
      .returning({ id: lovedOneAccess.id });
    if (removed.length === 0) throw notFound('Member not found');
    await tx
      .update(tasks)
      .set({ assignedToUserId: null, updatedAt: new Date() })
      .where(and(eq(tasks.lovedOneId, lovedOneId), eq(tasks.assignedToUserId, userId)));
  });
}
