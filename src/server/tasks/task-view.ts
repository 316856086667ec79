import type { TeamPerson } from './list-team-people.ts';
import type { tasks } from './tasks.schema.ts';

type TaskRow = typeof tasks.$inferSelect;

/** A task as the browser sees it, with its assignee's name when that person is on the team. */
export function toTaskView(row: TaskRow, team: readonly TeamPerson[]) {
  const person = row.assignedToUserId ? team.find((p) => p.userId === row.assignedToUserId) : undefined;
  return {
    id: row.id,
    lovedOneId: row.lovedOneId,
    title: row.title,
    category: row.category,
    area: row.area,
    description: row.description,
    notes: row.notes,
    status: row.status as 'pending' | 'in_progress' | 'completed',
    isCustom: row.isCustom,
    estimatedMinutes: row.estimatedMinutes,
    dueDate: row.dueDate,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    assignedToUserId: row.assignedToUserId,
    assignee: person
      ? {
          userId: person.userId,
          firstName: person.firstName,
          lastName: person.lastName,
          avatarUrl: person.avatarUrl,
        }
      : null,
  };
}
