import { eq, inArray } from 'drizzle-orm';
import type { GeneratedTask } from '#shared/checklist/checklist-types.ts';
import { planRegeneration } from '#shared/checklist/regenerate-checklist.ts';
import type { Db } from '../db/client.ts';
import { tasks } from '../tasks/tasks.schema.ts';

const toRow = (lovedOneId: string, task: GeneratedTask) => ({
  lovedOneId,
  key: task.key,
  title: task.title,
  category: task.category,
  area: task.area,
  description: task.description,
  estimatedMinutes: task.estimatedMinutes,
  dueDate: task.dueDate,
  sortOrder: task.sortOrder,
  status: 'pending' as const,
  isCustom: false,
  isPersonalized: true,
  // Generated tasks have no author: 'created by' is for tasks a person wrote.
  createdByUserId: null,
});

/**
 * Inserts generated tasks; a key the loved one already has is skipped (the unique index on
 * (loved_one_id, key)), so two concurrent seeds of the same checklist leave one copy. Returns
 * how many rows were actually inserted.
 */
export async function insertGeneratedTasks(
  db: Db,
  lovedOneId: string,
  generated: readonly GeneratedTask[],
): Promise<number> {
  if (generated.length === 0) return 0;
  const inserted = await db
    .insert(tasks)
    .values(generated.map((task) => toRow(lovedOneId, task)))
    .onConflictDoNothing()
    .returning({ id: tasks.id });
  return inserted.length;
}

export type RegenerationResult = { added: number; updated: number; removed: number; kept: number };

/**
 * Re-personalising: generated tasks nobody has touched follow the new answers (refreshed,
 * added or removed); custom tasks and touched ones stay exactly as they are. Run it inside the
 * transaction that saves the new answers.
 */
export async function regenerateTasks(
  db: Db,
  lovedOneId: string,
  generated: readonly GeneratedTask[],
): Promise<RegenerationResult> {
  const stored = await db
    .select({
      id: tasks.id,
      generatedKey: tasks.key,
      isCustom: tasks.isCustom,
      status: tasks.status,
      notes: tasks.notes,
      assignedToUserId: tasks.assignedToUserId,
    })
    .from(tasks)
    .where(eq(tasks.lovedOneId, lovedOneId));
  const plan = planRegeneration(stored, generated);

  if (plan.deleteIds.length > 0) await db.delete(tasks).where(inArray(tasks.id, plan.deleteIds));
  for (const { id, task } of plan.update) {
    await db
      .update(tasks)
      .set({
        title: task.title,
        category: task.category,
        area: task.area,
        description: task.description,
        estimatedMinutes: task.estimatedMinutes,
        dueDate: task.dueDate,
        sortOrder: task.sortOrder,
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, id));
  }
  const added = await insertGeneratedTasks(db, lovedOneId, plan.insert);
  return { added, updated: plan.update.length, removed: plan.deleteIds.length, kept: plan.keep.length };
}
