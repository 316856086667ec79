import { describe, expect, it } from 'vitest';
import { RECENT_LOSS_TASKS } from '../checklist/recent-loss-tasks.ts';
import { INVENTORY_KINDS } from './inventory-kinds.ts';
import {
  itemProgressByArea,
  MATCHING_TASK_KEYS,
  newTaskForItem,
  suggestedTaskId,
  withItemProgress,
} from './inventory-tasks.ts';

describe('items and checklist tasks', () => {
  it('matches every kind to tasks the checklist generator really makes', () => {
    const keys = new Set(RECENT_LOSS_TASKS.map((task) => task.key));
    for (const kind of INVENTORY_KINDS) {
      expect(MATCHING_TASK_KEYS[kind].length, kind).toBeGreaterThan(0);
      for (const key of MATCHING_TASK_KEYS[kind]) expect(keys.has(key), `${kind} → ${key}`).toBe(true);
    }
  });

  it('suggests the best matching task the checklist has, or none', () => {
    const tasks = [
      { id: 'car', key: 'car-loan' },
      { id: 'custom', key: null },
      { id: 'loans', key: 'other-loans' },
    ];
    expect(suggestedTaskId('loan_debt', tasks)).toBe('loans');
    expect(suggestedTaskId('vehicle', tasks)).toBe('car');
    expect(suggestedTaskId('bank_account', tasks)).toBeNull();
  });

  it('names a new task after the item and keeps it within the title limit', () => {
    expect(newTaskForItem({ kind: 'credit_card', institution: 'Card Co' })).toEqual({
      title: 'Close the credit card with Card Co',
      category: 'Legal & Financial',
      area: 'financial',
    });
    const long = newTaskForItem({ kind: 'online_account', institution: 'x'.repeat(200) });
    expect([...long.title]).toHaveLength(80);
    expect(long.title.endsWith('…')).toBe(true);
    expect(long).toMatchObject({ category: 'Home, Property & Accounts', area: 'accounts' });
  });
});

describe('items on the dashboard cards', () => {
  const items = [
    { kind: 'bank_account', status: 'closed' },
    { kind: 'credit_card', status: 'in_progress' },
    { kind: 'insurance', status: 'claimed' },
    { kind: 'online_account', status: 'to_notify' },
  ] as const;

  it('counts closed / total per card', () => {
    expect(itemProgressByArea(items)).toEqual([
      { area: 'financial', count: 3, doneCount: 2 },
      { area: 'accounts', count: 1, doneCount: 0 },
    ]);
  });

  it('adds the items to the tasks of their card only', () => {
    const areas = [
      { area: 'legal', total: 4, completed: 1, percent: 25 },
      { area: 'financial', total: 1, completed: 1, percent: 100 },
      { area: 'accounts', total: 0, completed: 0, percent: 0 },
    ];
    expect(withItemProgress(areas, itemProgressByArea(items))).toEqual([
      { area: 'legal', total: 4, completed: 1, percent: 25, items: null },
      // 1 task done + 2 of 3 items: 3 of 4.
      { area: 'financial', total: 1, completed: 1, percent: 75, items: { count: 3, doneCount: 2 } },
      { area: 'accounts', total: 0, completed: 0, percent: 0, items: { count: 1, doneCount: 0 } },
    ]);
    expect(withItemProgress(areas, itemProgressByArea([]))[1]).toMatchObject({ percent: 100, items: null });
  });
});
