import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { GeneratedTask } from '#shared/checklist/checklist-types.ts';
import { planRegeneration } from '#shared/checklist/regenerate-checklist.ts';
import type { Db } from '../db/client.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { taskDocuments, tasks } from '../tasks/tasks.schema.ts';

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

type RegenerationResult = { added: number; updated: number; removed: number; kept: number };

/** What new answers would do to the checklist; the person sees it before anything changes. */
type ChecklistChanges = {
  add: { key: string; title: string }[];
  remove: { id: string; title: string }[];
};

async function planFor(db: Db, lovedOneId: string, generated: readonly GeneratedTask[]) {
  const stored = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      generatedKey: tasks.key,
      isCustom: tasks.isCustom,
      status: tasks.status,
      notes: tasks.notes,
      assignedToUserId: tasks.assignedToUserId,
      // The outer task is named in full: inside the subqueries a bare "id" would be their own.
      hasAttachments: sql<boolean>`(exists (select 1 from ${taskDocuments} where ${taskDocuments.taskId} = "tasks"."id")
        or exists (select 1 from ${inventoryItems} where ${inventoryItems.taskId} = "tasks"."id"))`,
    })
    .from(tasks)
    .where(eq(tasks.lovedOneId, lovedOneId))
    .orderBy(asc(tasks.sortOrder));
  return { stored, plan: planRegeneration(stored, generated) };
}

/** The tasks new answers would add and the untouched generated tasks they would remove. */
export async function previewRegeneration(
  db: Db,
  lovedOneId: string,
  generated: readonly GeneratedTask[],
): Promise<ChecklistChanges> {
  const { stored, plan } = await planFor(db, lovedOneId, generated);
  const removed = new Set(plan.deleteIds);
  return {
    add: plan.insert.map((task) => ({ key: task.key, title: task.title })),
    remove: stored.filter((task) => removed.has(task.id)).map(({ id, title }) => ({ id, title })),
  };
}

/**
 * Re-personalising: generated tasks nobody has touched follow the new answers (refreshed,
 * added or removed); custom tasks and touched ones stay exactly as they are. With
 * `confirmedRemovals`, only tasks the person saw in the preview and confirmed are removed: one
 * touched since, or not shown, stays. Run it inside the transaction that saves the new answers.
 */
export async function regenerateTasks(
  db: Db,
  lovedOneId: string,
  generated: readonly GeneratedTask[],
  confirmedRemovals?: ReadonlySet<string>,
): Promise<RegenerationResult> {
  const { plan } = await planFor(db, lovedOneId, generated);
  const deleteIds = confirmedRemovals
    ? plan.deleteIds.filter((id) => confirmedRemovals.has(id))
    : plan.deleteIds;

  if (deleteIds.length > 0) await db.delete(tasks).where(inArray(tasks.id, deleteIds));
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
  const kept = plan.keep.length + plan.deleteIds.length - deleteIds.length;
  return { added, updated: plan.update.length, removed: deleteIds.length, kept };
}
