import { describe, expect, it } from 'vitest';
import { isTimeZone, latestTodayOnEarth, localDateTime, todayIn } from './time-zones.ts';

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

describe('localDateTime', () => {
  it("reads the zone's wall clock to the second", () => {
    expect(localDateTime(new Date('2026-07-15T15:04:05Z'), 'America/Chicago')).toEqual({
      date: '2026-07-15',
      weekday: 3,
      hour: 10,
      minute: 4,
      second: 5,
    });
    expect(localDateTime(new Date('2026-03-01T03:45:30Z'), 'Asia/Kolkata')).toMatchObject({
      hour: 9,
      minute: 15,
      second: 30,
    });
  });
  it('writes midnight as hour 0 of the new day', () => {
    expect(localDateTime(new Date('2026-01-01T05:00:00Z'), 'America/New_York')).toMatchObject({
      date: '2026-01-01',
      weekday: 4,
      hour: 0,
    });
  });
});

describe('isTimeZone', () => {
  it('recognises IANA time zones and nothing else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
