import {
  buildChecklistContext,
  type ChecklistContext,
  resolve,
  type TaskDefinition,
  UNNAMED_PERSON,
} from './checklist-context.ts';
import {
  CHECKLIST_CATEGORIES,
  type ChecklistCategory,
  type ChecklistInput,
  type GeneratedTask,
  TASK_TITLE_MAX_LENGTH,
} from './checklist-types.ts';
import { PLANNING_AHEAD_TASKS } from './planning-ahead-tasks.ts';
import { RECENT_LOSS_TASKS } from './recent-loss-tasks.ts';

const DEFINITIONS_BY_PATH = {
  'recent-loss': RECENT_LOSS_TASKS,
  'planning-ahead': PLANNING_AHEAD_TASKS,
} as const satisfies Record<ChecklistInput['path'], readonly TaskDefinition[]>;

const CATEGORY_RANK: ReadonlyMap<ChecklistCategory, number> = new Map(
  CHECKLIST_CATEGORIES.map((category, rank) => [category, rank]),
);

/**
 * The personalised checklist for a set of onboarding answers: pure and deterministic (the same
 * input always gives the same tasks in the same order), so the server can regenerate it and
 * match tasks by key.
 */
export function generateChecklist(input: ChecklistInput): GeneratedTask[] {
  return buildTasks(DEFINITIONS_BY_PATH[input.path], buildChecklistContext(input));
}

/**
 * A task's title by the person's name, or by 'their' where a long name would take it past the limit
 * every task is edited under.
 */
function titleOf(definition: TaskDefinition, context: ChecklistContext): string {
  const title = resolve(definition.title, context);
  if (title.length <= TASK_TITLE_MAX_LENGTH) return title;
  return resolve(definition.title, { ...context, person: UNNAMED_PERSON });
}

/**
 * The tasks that a list of definitions gives for a context, ordered by category and then by
 * definition order (the order a person would do them). A key or title (case-insensitive) that
 * repeats is dropped: the first one wins.
 */
export function buildTasks(
  definitions: readonly TaskDefinition[],
  context: ChecklistContext,
): GeneratedTask[] {
  const seenKeys = new Set<string>();
  const seenTitles = new Set<string>();
  const tasks: Omit<GeneratedTask, 'sortOrder'>[] = [];

  for (const definition of definitions) {
    if (definition.when && !definition.when(context)) continue;
    const title = titleOf(definition, context);
    const titleKey = title.toLowerCase();
    if (seenKeys.has(definition.key) || seenTitles.has(titleKey)) continue;
    seenKeys.add(definition.key);
    seenTitles.add(titleKey);
    tasks.push({
      key: definition.key,
      title,
      category: resolve(definition.category, context),
      area: definition.area,
      description: resolve(definition.description, context),
      estimatedMinutes: resolve(definition.estimatedMinutes, context),
      dueDate: definition.dueDate?.(context) ?? null,
    });
  }

  // Array.prototype.sort is stable, so definition order holds within a category.
  return tasks
    .sort((a, b) => (CATEGORY_RANK.get(a.category) ?? 0) - (CATEGORY_RANK.get(b.category) ?? 0))
    .map((task, index) => ({ ...task, sortOrder: index + 1 }));
}
