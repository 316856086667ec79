import { describe, expect, it } from 'vitest';
import { checklistSummary } from './checklist-summary.ts';
import { generateChecklist } from './generate-checklist.ts';
import { ALL_OPTIONS_ANSWERS, ALL_OPTIONS_TODAY } from './sample-answers.ts';

describe('checklistSummary', () => {
  it('counts tasks per category in display order', () => {
    expect(
      checklistSummary([
        { category: 'Other' },
        { category: 'Legal & Financial' },
        { category: 'Urgent Needs (First 48 Hours)' },
        { category: 'Legal & Financial' },
      ]),
    ).toEqual([
      { category: 'Urgent Needs (First 48 Hours)', count: 1 },
      { category: 'Legal & Financial', count: 2 },
      { category: 'Other', count: 1 },
    ]);
  });

  it('always lists Other, even with no tasks', () => {
    expect(checklistSummary([])).toEqual([{ category: 'Other', count: 0 }]);
  });

  it('counts a task with an unknown category under Other', () => {
    expect(checklistSummary([{ category: 'Pets' }, { category: 'Other' }])).toEqual([
      { category: 'Other', count: 2 },
    ]);
  });

  it('adds up to the number of generated tasks', () => {
    const tasks = generateChecklist({
      path: 'recent-loss',
      answers: ALL_OPTIONS_ANSWERS,
      today: ALL_OPTIONS_TODAY,
    });
    const summary = checklistSummary(tasks);
    expect(summary.map((entry) => entry.category)).toEqual([
      'Urgent Needs (First 48 Hours)',
      'Memorial Planning',
      'Legal & Financial',
      'Home, Property & Accounts',
      'Other',
    ]);
    expect(summary.reduce((sum, entry) => sum + entry.count, 0)).toBe(tasks.length);
  });
});
