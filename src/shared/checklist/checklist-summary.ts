import { CHECKLIST_CATEGORIES, type ChecklistCategory } from './checklist-types.ts';

type CategoryCount = { category: ChecklistCategory; count: number };

/**
 * Task counts per category in display order, for the category cards. A category with no tasks
 * is left out, except Other, which the spec keeps always present. Tasks whose category is not
 * one of ours (a custom task's free text) are counted under Other.
 */
export function checklistSummary(tasks: readonly { category: string }[]): CategoryCount[] {
  const counts = new Map<ChecklistCategory, number>(CHECKLIST_CATEGORIES.map((category) => [category, 0]));
  for (const task of tasks) {
    const category = counts.has(task.category as ChecklistCategory)
      ? (task.category as ChecklistCategory)
      : 'Other';
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return CHECKLIST_CATEGORIES.filter(
    (category) => category === 'Other' || (counts.get(category) ?? 0) > 0,
  ).map((category) => ({ category, count: counts.get(category) ?? 0 }));
}
