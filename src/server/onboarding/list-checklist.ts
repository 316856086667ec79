import { and, asc, eq, ne } from 'drizzle-orm';
import { CHECKLIST_CATEGORIES, type ChecklistCategory } from '#shared/checklist/checklist-types.ts';
import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import type { Db } from '../db/client.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { findPlannerName, namingColumns } from '../loved-ones/planner-names.ts';
import { tasks } from '../tasks/tasks.schema.ts';

export type ChecklistTask = {
  id: string;
  title: string;
  category: string;
  description: string | null;
  status: string;
  dueDate: string | null;
};

export type ChecklistGroup = { category: ChecklistCategory; tasks: ChecklistTask[] };

export type Checklist = {
  lovedOne: {
    id: string;
    firstName: string;
    lastName: string;
    nameGiven: boolean;
    kind: 'recent-loss' | 'planning-ahead';
    plannerName: string | null;
  };
  groups: ChecklistGroup[];
  total: number;
  completed: number;
};

const categoryOf = (category: string): ChecklistCategory =>
  CHECKLIST_CATEGORIES.includes(category as ChecklistCategory) ? (category as ChecklistCategory) : 'Other';

/**
 * The visible tasks of a loved one grouped by the checklist's categories in their order (a
 * custom task's own category falls under Other, as on the category cards), for the completion
 * view, the PDF, the calendar file and the e-mail. Hidden tasks are left out everywhere. The loved
 * one is named as `readerUserId` reads it.
 */
export async function listChecklist(db: Db, lovedOneId: string, readerUserId: string): Promise<Checklist> {
  const [found] = await db.select(namingColumns).from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
  if (!found) throw new Error(`loved one ${lovedOneId} vanished`);
  const { adminUserId: _admin, ...lovedOne } = found;
  const plannerName = await findPlannerName(db, readerUserId, found);
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      category: tasks.category,
      description: tasks.description,
      status: tasks.status,
      dueDate: tasks.dueDate,
    })
    .from(tasks)
    .where(and(eq(tasks.lovedOneId, lovedOneId), ne(tasks.status, 'hidden')))
    .orderBy(asc(tasks.sortOrder), asc(tasks.createdAt), asc(tasks.id));
  const groups: ChecklistGroup[] = CHECKLIST_CATEGORIES.map((category) => ({ category, tasks: [] }));
  for (const row of rows)
    groups.find((group) => group.category === categoryOf(row.category))?.tasks.push(row);
  return {
    lovedOne: { ...lovedOne, plannerName },
    groups: groups.filter((group) => group.tasks.length > 0 || group.category === 'Other'),
    total: rows.length,
    completed: rows.filter((row) => row.status === 'completed').length,
  };
}

/**
 * 'Rose Lane', or 'My Plans' for planning ahead ('Alex Rivera’s plans' to the rest of the
 * planner's team); used in titles and file names. Null while a
 * relationship stands in for the name: nothing printed or mailed calls them 'Parent'.
 */
export const checklistOwnerName = (checklist: Checklist) => givenName(checklist.lovedOne);

/** A safe ASCII file name: 'harbor-checklist-rose-lane.pdf'. */
export function checklistFileName(checklist: Checklist, extension: 'pdf' | 'ics'): string {
  const slug = (checklistOwnerName(checklist) ?? '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 40);
  return `harbor-checklist${slug ? `-${slug}` : ''}.${extension}`;
}
