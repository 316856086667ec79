import { describe, expect, it } from 'vitest';
import { addDaysIso, isIsoDate, isTimeZone, latestTodayOnEarth, todayIn } from './calendar-dates.ts';

describe('todayIn', () => {
  // 2026-03-10 03:30 UTC: still the 9th in Los Angeles, already the 10th in London and Auckland.
  const now = new Date('2026-03-10T03:30:00Z');
  it("answers the user's own calendar day", () => {
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-03-09');
    expect(todayIn('Europe/London', now)).toBe('2026-03-10');
    expect(todayIn('Pacific/Auckland', now)).toBe('2026-03-10');
  });
  it('knows the newest date anywhere, so no user is told their today is in the future', () => {
    expect(latestTodayOnEarth(new Date('2026-03-10T11:00:00Z'))).toBe('2026-03-11');
  });
});

describe('calendar helpers', () => {
  it('adds whole days across months, leap days and daylight-saving changes', () => {
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2026-03-07', 7)).toBe('2026-03-14');
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-3-1')).toBe(false);
  });
  it('recognises IANA time zones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
