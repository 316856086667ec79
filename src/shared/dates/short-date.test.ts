import { format, parseISO } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from './calendar-days.ts';
import { SHORT_DATE } from './display-formats.ts';
import { formatShortIsoDate } from './short-date.ts';

/** Every calendar day from start to end, both included. */
const daysBetween = (start: string, end: string) => {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
};

const withDateFns = (isoDate: string) => format(parseISO(isoDate), SHORT_DATE);

// Every day of a leap year and of a common year (every month, every single-digit day, Feb 29),
// the turn of the centuries the app shows (dates of birth and death from 1900, due dates to 2200),
// and years outside that range, down to ones Intl writes without leading zeros.
const spread = [
  ...daysBetween('2024-01-01', '2024-12-31'),
  ...daysBetween('2026-01-01', '2026-12-31'),
  '1900-01-01',
  '1900-02-28',
  '1900-03-01',
  '1948-03-14',
  '1999-12-31',
  '2000-01-01',
  '2000-02-29',
  '2100-02-28',
  '2100-03-01',
  '2200-12-31',
  '0000-01-01',
  '0001-01-01',
  '0050-06-05',
  '0999-02-03',
  '1000-01-01',
  '9999-12-31',
];

describe('formatShortIsoDate', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTimeZone;
  });

  it('writes the short date', () => {
    expect(formatShortIsoDate('1948-03-14')).toBe('Mar 14, 1948');
    expect(formatShortIsoDate('2026-01-02')).toBe('Jan 2, 2026');
    expect(formatShortIsoDate('2024-02-29')).toBe('Feb 29, 2024');
    expect(formatShortIsoDate('2026-09-30')).toBe('Sep 30, 2026');
    expect(formatShortIsoDate('0999-12-01')).toBe('Dec 1, 0999');
    expect(formatShortIsoDate('0050-06-05')).toBe('Jun 5, 0050');
  });

  // SHORT_DATE and this formatter write the same format twice (see short-date.ts); this is the guard.
  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Kolkata'])(
    "agrees with date-fns' SHORT_DATE, showing the stored day, in %s",
    async (timeZone) => {
      process.env.TZ = timeZone;
      // A fresh module in this zone, as a browser's would load it.
      vi.resetModules();
      const fresh = await import('./short-date.ts');
      for (const isoDate of spread)
        expect([isoDate, fresh.formatShortIsoDate(isoDate)]).toEqual([isoDate, withDateFns(isoDate)]);
    },
  );

  it('refuses what is not a calendar date, as date-fns does', () => {
    for (const notADate of [
      '',
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-01-00',
      '2026-13-01',
      '2026-3-1',
      'soon',
    ]) {
      expect(() => formatShortIsoDate(notADate)).toThrow(RangeError);
      expect(() => withDateFns(notADate)).toThrow(RangeError);
    }
  });
});
