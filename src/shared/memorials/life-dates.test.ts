import { describe, expect, it } from 'vitest';
import { lifeDates, longDate } from './life-dates.ts';

describe('memorial dates', () => {
  it("shows calendar dates as 'MMMM d, yyyy' whatever the time zone", () => {
    expect(longDate('1948-03-14')).toBe('March 14, 1948');
    expect(longDate('2026-01-01')).toBe('January 1, 2026');
    expect(lifeDates('1948-03-14', '2026-10-01')).toBe('March 14, 1948 – October 1, 2026');
    expect(lifeDates(null, '2026-10-01')).toBe('Died October 1, 2026');
    expect(lifeDates(null, null)).toBeNull();
  });
});
