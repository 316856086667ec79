import { and, eq } from 'drizzle-orm';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';

/**
 * Ends a member's access at once (every request checks the grant) and hands their work back: tasks
 * and inventory items assigned to them become Unassigned rather than pointing at someone who can no
 * longer see them. What they made stays with the loved one (documents, items, tributes, expenses, the
 * tax papers they kept, the estate account's lines and time log; an expense keeps its payer, so the estate still
 * knows whom it owes, and the team sees a former member).
 * Their account export leaves all of it out from now on (export-account-data.ts, decision 030).
 */
export async function removeMember(db: Db, lovedOneId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(lovedOneAccess)
      .where(and(eq(lovedOneAccess.lovedOneId, lovedOneId), eq(lovedOneAccess.userId, userId)))
      .returning({ id: lovedOneAccess.id });
    if (removed.length === 0) {
      // The admin holds the loved one itself, not a grant: they hand it over instead (decision 076).
      const [admin] = await tx
        .select({ id: lovedOnes.id })
        .from(lovedOnes)
        .where(and(eq(lovedOnes.id, lovedOneId), eq(lovedOnes.adminUserId, userId)));
      if (admin) throw new AppError('FORBIDDEN', TEAM_MESSAGES.adminNotRemoved);
      // Someone no longer on the team has nothing left to hand back (decision 081).
      return;
    }
    const now = new Date();
    await tx
      .update(tasks)
      .set({ assignedToUserId: null, updatedAt: now })
      .where(and(eq(tasks.lovedOneId, lovedOneId), eq(tasks.assignedToUserId, userId)));
    await tx
      .update(inventoryItems)
      .set({ assignedToUserId: null, updatedAt: now })
      .where(and(eq(inventoryItems.lovedOneId, lovedOneId), eq(inventoryItems.assignedToUserId, userId)));
  });
}
