import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { TeamPerson } from './list-team-people.ts';
import { toTaskView } from './task-view.ts';
import { tasks } from './tasks.schema.ts';

/** The visible tasks of a loved one: custom ones first (newest on top), then the checklist's order. */
export async function listTasks(db: Db, lovedOneId: string, team: readonly TeamPerson[]) {
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.lovedOneId, lovedOneId), ne(tasks.status, 'hidden')))
    .orderBy(
      desc(tasks.isCustom),
      sql`case when ${tasks.isCustom} then ${tasks.createdAt} end desc`,
      asc(tasks.sortOrder),
      asc(tasks.createdAt),
      asc(tasks.id),
    );
  return rows.map((row) => toTaskView(row, team));
}
