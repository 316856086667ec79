import { createEvents, type EventAttributes } from 'ics';
import { addDays } from '#shared/dates/calendar-days.ts';
import { type Checklist, checklistOwnerName } from './list-checklist.ts';

const toDateArray = (date: string): [number, number, number] => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
};

/**
 * The dated tasks as all-day calendar events (the day they are due: DATE values, ending the next
 * day, exclusive, as RFC 5545 has whole days), so the few real deadlines
 * sit in the calendar the person already uses. Completed tasks are left out; each event's UID
 * is the task id, so importing the file again updates rather than duplicates.
 */
export function renderChecklistIcs(checklist: Checklist): string {
  const owner = checklistOwnerName(checklist);
  const events: EventAttributes[] = checklist.groups.flatMap((group) =>
    group.tasks
      .filter((task) => task.dueDate && task.status !== 'completed')
      .map((task) => ({
        uid: `${task.id}@harbor`,
        start: toDateArray(task.dueDate as string),
        end: toDateArray(addDays(task.dueDate as string, 1)),
        title: task.title,
        description: task.description ?? undefined,
        categories: [group.category],
        transp: 'TRANSPARENT' as const,
      })),
  );
  const { error, value } = createEvents(events, {
    productId: 'harbor/checklist',
    calName: owner ? `Harbor: ${owner}` : 'Harbor checklist',
  });
  if (error || value === null) throw error ?? new Error('could not build the calendar file');
  return value;
}
