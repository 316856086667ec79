import { describe, expect, it } from 'vitest';
import { clockTime, serviceTimeLabel, timeZoneChoices, zonedTimeToUtc } from './service-time.ts';

const utc = (date: string, time: string, zone: string) => zonedTimeToUtc(date, time, zone).toISOString();

describe('zonedTimeToUtc', () => {
  it('applies the offset the zone has on that date, summer or winter', () => {
    expect(utc('2026-07-15', '10:00', 'America/Chicago')).toBe('2026-07-15T15:00:00.000Z');
    expect(utc('2026-01-15', '10:00', 'America/Chicago')).toBe('2026-01-15T16:00:00.000Z');
    expect(utc('2026-07-15', '14:30', 'Europe/London')).toBe('2026-07-15T13:30:00.000Z');
    expect(utc('2026-01-15', '14:30', 'Europe/London')).toBe('2026-01-15T14:30:00.000Z');
    expect(utc('2026-03-01', '09:15', 'Asia/Kolkata')).toBe('2026-03-01T03:45:00.000Z');
    expect(utc('2026-01-01', '00:30', 'Australia/Sydney')).toBe('2025-12-31T13:30:00.000Z');
    expect(utc('2026-05-05', '23:45', 'UTC')).toBe('2026-05-05T23:45:00.000Z');
  });

  it('does not depend on the machine’s own zone', () => {
    // The suite may run anywhere; a wall time is only ever read in the zone it names.
    expect(utc('2026-07-15', '10:00', 'Pacific/Auckland')).toBe('2026-07-14T22:00:00.000Z');
    expect(utc('2026-07-15', '10:00', 'America/Los_Angeles')).toBe('2026-07-15T17:00:00.000Z');
  });

  it('moves a time the clocks skip on by the gap, and takes the first of a time that happens twice', () => {
    // Chicago springs forward at 02:00 on 8 March 2026: 02:30 does not exist, 03:30 CDT does.
    expect(utc('2026-03-08', '02:30', 'America/Chicago')).toBe('2026-03-08T08:30:00.000Z');
    expect(utc('2026-03-08', '03:00', 'America/Chicago')).toBe('2026-03-08T08:00:00.000Z');
    // It falls back at 02:00 on 1 November 2026: 01:30 happens in CDT, then again in CST.
    expect(utc('2026-11-01', '01:30', 'America/Chicago')).toBe('2026-11-01T06:30:00.000Z');
    expect(utc('2026-11-01', '02:00', 'America/Chicago')).toBe('2026-11-01T08:00:00.000Z');
  });
});

describe('timeZoneChoices', () => {
  it('offers the known zones and always the one already chosen', () => {
    expect(timeZoneChoices('America/Chicago')).toContain('Europe/London');
    expect(timeZoneChoices('America/Chicago').filter((zone) => zone === 'America/Chicago')).toHaveLength(1);
    // 'UTC' is what a browser set to UTC reports, yet it is not in the runtime's list of zones.
    expect(timeZoneChoices('UTC')).toContain('UTC');
  });
});

describe('serviceTimeLabel', () => {
  it('names the clock the time is on, and says nothing it does not know', () => {
    expect(serviceTimeLabel('10:00', null, 'America/Chicago')).toBe('10:00 AM (Chicago time)');
    expect(serviceTimeLabel('10:00', null, 'America/Argentina/Buenos_Aires')).toBe(
      '10:00 AM (Buenos Aires time)',
    );
    expect(serviceTimeLabel('10:00', null, 'UTC')).toBe('10:00 AM (UTC)');
    expect(serviceTimeLabel('10:00', null, null)).toBe('10:00 AM');
  });

  it('gives the end of an event when it has one', () => {
    expect(serviceTimeLabel('10:00', '12:30', 'America/New_York')).toBe(
      '10:00 AM – 12:30 PM (New York time)',
    );
  });
});

describe('clockTime', () => {
  it('reads the 24-hour clock as a 12-hour one, noon and midnight included', () => {
    expect(clockTime('14:30')).toBe('2:30 PM');
    expect(clockTime('09:05')).toBe('9:05 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('00:15')).toBe('12:15 AM');
    expect(clockTime('23:59')).toBe('11:59 PM');
  });
});
