import { describe, expect, it } from 'vitest';
import {
  countTasks,
  dashboardBadges,
  nextOpenTasks,
  overallProgressPercent,
  type ProgressTask,
  percentOf,
  progressByArea,
} from './progress.ts';

const TODAY = '2026-03-10';
const task = (
  status: ProgressTask['status'],
  dueDate: string | null = null,
  area = 'support',
  sortOrder = 0,
) => ({
  status,
  dueDate,
  area,
  sortOrder,
});

describe('countTasks', () => {
  it('counts statuses and leaves hidden tasks out of every number', () => {
    const counts = countTasks(
      [task('pending'), task('in_progress'), task('completed'), task('hidden', TODAY), task('hidden')],
      TODAY,
    );
    expect(counts).toEqual({
      total: 3,
      completed: 1,
      inProgress: 1,
      notStarted: 1,
      open: 2,
      dueThisWeek: 0,
      overdue: 0,
    });
  });

  it('counts open tasks due within the due-soon window as due this week, and earlier ones as overdue', () => {
    const counts = countTasks(
      [
        task('pending', '2026-03-09'), // yesterday: overdue
        task('pending', '2026-03-10'), // today
        task('in_progress', '2026-03-14'), // inside the window
        task('pending', '2026-03-20'), // ten days ahead: neither
        task('completed', '2026-03-11'), // done: neither
        task('completed', '2026-03-01'), // done late: not overdue
      ],
      TODAY,
    );
    expect(counts.dueThisWeek).toBe(2);
    expect(counts.overdue).toBe(1);
  });
});

describe('progress', () => {
  it('rounds percentages and answers 0 for no tasks', () => {
    expect(percentOf(2, 7)).toBe(29);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('averages task completion with onboarding, or uses tasks alone when onboarding is unknown', () => {
    expect(overallProgressPercent(40, 100)).toBe(70);
    expect(overallProgressPercent(33, 50)).toBe(42);
    expect(overallProgressPercent(40, null)).toBe(40);
  });

  it('gives every section card its own area progress', () => {
    const areas = progressByArea([
      task('completed', null, 'legal'),
      task('pending', null, 'legal'),
      task('hidden', null, 'legal'),
      task('completed', null, 'memorial'),
    ]);
    expect(areas).toEqual([
      { area: 'memorial', total: 1, completed: 1, percent: 100 },
      { area: 'support', total: 0, completed: 0, percent: 0 },
      { area: 'legal', total: 2, completed: 1, percent: 50 },
      { area: 'financial', total: 0, completed: 0, percent: 0 },
      { area: 'accounts', total: 0, completed: 0, percent: 0 },
    ]);
  });
});

describe('dashboardBadges', () => {
  it("shows '10+ pending tasks' only above ten open tasks", () => {
    expect(dashboardBadges({ openTasks: 10, hasMemorial: true, kind: 'recent-loss' })).toEqual([]);
    expect(dashboardBadges({ openTasks: 11, hasMemorial: true, kind: 'recent-loss' })).toEqual([
      '10+ pending tasks',
    ]);
  });
  it("shows 'No memorial page' without a memorial", () => {
    expect(dashboardBadges({ openTasks: 0, hasMemorial: false, kind: 'recent-loss' })).toEqual([
      'No memorial page',
    ]);
  });
  it('never asks for a memorial of a person’s own plans', () => {
    expect(dashboardBadges({ openTasks: 0, hasMemorial: false, kind: 'planning-ahead' })).toEqual([]);
  });
});

describe('nextOpenTasks', () => {
  it('puts the earliest due date first, undated after, then the checklist order, at most four', () => {
    const tasks = [
      { ...task('pending', null, 'support', 1), id: 'undated-1' },
      { ...task('completed', '2026-01-01', 'support', 2), id: 'done' },
      { ...task('pending', '2026-03-20', 'support', 3), id: 'later' },
      { ...task('in_progress', '2026-03-01', 'support', 4), id: 'overdue' },
      { ...task('pending', null, 'support', 0), id: 'undated-0' },
      { ...task('hidden', '2026-01-01', 'support', 5), id: 'hidden' },
      { ...task('pending', null, 'support', 9), id: 'undated-9' },
    ];
    expect(nextOpenTasks(tasks).map((t) => t.id)).toEqual(['overdue', 'later', 'undated-0', 'undated-1']);
  });
});
