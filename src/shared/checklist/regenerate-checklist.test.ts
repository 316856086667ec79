import { describe, expect, it } from 'vitest';
import type { GeneratedTask } from './checklist-types.ts';
import {
  isUntouchedGeneratedTask,
  planRegeneration,
  type StoredGeneratedTask,
} from './regenerate-checklist.ts';

const untouched = {
  isCustom: false,
  status: 'pending',
  notes: null,
  assignedToUserId: null,
  hasAttachments: false,
};

function stored(id: string, generatedKey: string | null, changes: Partial<StoredGeneratedTask> = {}) {
  return { ...untouched, id, generatedKey, ...changes };
}

function generated(key: string): GeneratedTask {
  return {
    key,
    title: `Task ${key}`,
    category: 'Other',
    area: 'support',
    description: 'Text.',
    estimatedMinutes: 10,
    dueDate: null,
    sortOrder: 1,
  };
}

describe('isUntouchedGeneratedTask', () => {
  it('is true for a pending generated task with no notes and no assignee', () => {
    expect(isUntouchedGeneratedTask(untouched)).toBe(true);
    expect(isUntouchedGeneratedTask({ ...untouched, notes: '   ' })).toBe(true);
  });

  it.each([
    ['a custom task', { isCustom: true }],
    ['a started task', { status: 'in_progress' }],
    ['a completed task', { status: 'completed' }],
    ['a hidden task', { status: 'hidden' }],
    ['a task with notes', { notes: 'Called them on Monday' }],
    ['an assigned task', { assignedToUserId: 'user-2' }],
    ['a task with a document or a linked inventory item', { hasAttachments: true }],
  ])('is false for %s', (_what, changes) => {
    expect(isUntouchedGeneratedTask({ ...untouched, ...changes })).toBe(false);
  });
});

describe('planRegeneration', () => {
  it('updates untouched tasks still generated, deletes those no longer generated, inserts new ones', () => {
    const plan = planRegeneration(
      [stored('1', 'forward-mail'), stored('2', 'car-loan')],
      [generated('forward-mail'), generated('cell-phone')],
    );
    expect(plan.update).toEqual([{ id: '1', task: generated('forward-mail') }]);
    expect(plan.deleteIds).toEqual(['2']);
    expect(plan.insert).toEqual([generated('cell-phone')]);
    expect(plan.keep).toEqual([]);
  });

  it('keeps custom tasks and touched generated tasks, and does not insert their keys again', () => {
    const custom = stored('1', null, { isCustom: true });
    const started = stored('2', 'forward-mail', { status: 'in_progress' });
    const assignedButGone = stored('3', 'car-loan', { assignedToUserId: 'user-2' });
    const plan = planRegeneration([custom, started, assignedButGone], [generated('forward-mail')]);
    expect(plan.keep).toEqual([custom, started, assignedButGone]);
    expect(plan.insert).toEqual([]);
    expect(plan.update).toEqual([]);
    expect(plan.deleteIds).toEqual([]);
  });

  it('inserts everything into an empty checklist', () => {
    const plan = planRegeneration([], [generated('a'), generated('b')]);
    expect(plan.insert.map((task) => task.key)).toEqual(['a', 'b']);
  });
});
