import { describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, isDueSoon, isOverdue } from './due-soon.ts';

describe('the due-soon window ("Due this week" on the dashboard, "Due in the next 7 days" in the digest)', () => {
  const today = '2026-12-28';

  it('is seven calendar days counting today, across a month and a year end', () => {
    expect(DUE_SOON_DAYS).toBe(7);
    expect(isDueSoon('2026-12-27', today)).toBe(false); // yesterday: overdue instead
    expect(isDueSoon('2026-12-28', today)).toBe(true); // today
    expect(isDueSoon('2027-01-03', today)).toBe(true); // today + 6: the last day
    expect(isDueSoon('2027-01-04', today)).toBe(false); // today + 7: next week
    expect(isDueSoon(null, today)).toBe(false);
  });

  it('calls only dates before today overdue', () => {
    expect(isOverdue('2026-12-27', today)).toBe(true);
    expect(isOverdue('2026-12-28', today)).toBe(false);
    expect(isOverdue(null, today)).toBe(false);
  });
});
