import type { GeneratedTask } from './checklist-types.ts';

/** The fields of a stored task that decide whether regeneration may replace it. */
export type StoredTaskState = {
  isCustom: boolean;
  status: string;
  notes: string | null;
  assignedToUserId: string | null;
  /** A document is attached, or an inventory item is linked to it. */
  hasAttachments: boolean;
};

/**
 * Regeneration replaces only generated tasks nobody has touched: still pending, no notes, no
 * assignee, nothing attached or linked. Custom tasks and started work always stay: a pending task
 * holding a scanned death certificate went with its document when the answers changed.
 */
export function isUntouchedGeneratedTask(task: StoredTaskState): boolean {
  return (
    !task.isCustom &&
    task.status === 'pending' &&
    !task.notes?.trim() &&
    task.assignedToUserId === null &&
    !task.hasAttachments
  );
}

export type StoredGeneratedTask = StoredTaskState & { id: string; generatedKey: string | null };

type RegenerationPlan<T extends StoredGeneratedTask> = {
  /** New tasks whose key no stored task has. */
  insert: GeneratedTask[];
  /** Untouched stored tasks whose key is generated again: refresh title, text, date, order. */
  update: { id: string; task: GeneratedTask }[];
  /** Untouched stored tasks the new answers no longer call for. */
  deleteIds: string[];
  /** Everything else: custom tasks and touched ones, whatever the new answers say. */
  keep: T[];
};

/**
 * What to do with a loved one's stored tasks when the answers change, matched by key. A touched
 * task is kept as the user left it even if its key is generated again, and is not inserted twice.
 */
export function planRegeneration<T extends StoredGeneratedTask>(
  stored: readonly T[],
  generated: readonly GeneratedTask[],
): RegenerationPlan<T> {
  const generatedByKey = new Map(generated.map((task) => [task.key, task]));
  const storedKeys = new Set(stored.flatMap((task) => (task.generatedKey ? [task.generatedKey] : [])));
  const plan: RegenerationPlan<T> = {
    insert: generated.filter((task) => !storedKeys.has(task.key)),
    update: [],
    deleteIds: [],
    keep: [],
  };
  for (const task of stored) {
    const replacement = task.generatedKey ? generatedByKey.get(task.generatedKey) : undefined;
    if (!isUntouchedGeneratedTask(task) || !task.generatedKey) plan.keep.push(task);
    else if (replacement) plan.update.push({ id: task.id, task: replacement });
    else plan.deleteIds.push(task.id);
  }
  return plan;
}
