import { describe, expect, it } from 'vitest';
import { buildWeeklyFunnel, recentWeekStarts, weekStartOf } from './weekly-funnel.ts';

describe('weekStartOf', () => {
  it('gives the Monday of the week in UTC', () => {
    expect(weekStartOf(new Date('2026-11-22T23:59:00Z'))).toBe('2026-11-16'); // a Sunday
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(weekStartOf(new Date('2026-01-01T12:00:00Z'))).toBe('2025-12-29'); // across a year
  });
});

describe('recentWeekStarts', () => {
  it('lists the weeks oldest first, ending with this week', () => {
    expect(recentWeekStarts(new Date('2026-11-20T10:00:00Z'), 3)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
  });
});

describe('buildWeeklyFunnel', () => {
  it('fills every step of every week, zero when nothing happened, and ignores other weeks', () => {
    const rows = buildWeeklyFunnel(
      [
        { weekStart: '2026-11-16', name: 'sign_up', count: 2 },
        { weekStart: '2026-11-16', name: 'waitlist_opened', count: 5 },
        { weekStart: '2026-10-05', name: 'sign_up', count: 9 },
      ],
      ['2026-11-09', '2026-11-16'],
    );
    expect(rows).toEqual([
      {
        weekStart: '2026-11-09',
        waitlist_opened: 0,
        waitlist_submitted: 0,
        sign_up: 0,
        assessment_complete: 0,
        checklist_generated: 0,
      },
      {
        weekStart: '2026-11-16',
        waitlist_opened: 5,
        waitlist_submitted: 0,
        sign_up: 2,
        assessment_complete: 0,
        checklist_generated: 0,
      },
    ]);
  });
});
