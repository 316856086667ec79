import { afterEach, describe, expect, it } from 'vitest';
import { addDays, addMonths, mondayOf, weekdayOf } from './calendar-days.ts';

describe('date arithmetic on YYYY-MM-DD strings', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTimeZone;
  });

  it('adds days across month, year and leap-day boundaries, and takes them away', () => {
    expect(addDays('2025-12-31', 2)).toBe('2026-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-31', 30)).toBe('2025-03-02');
    expect(addDays('2026-03-07', 7)).toBe('2026-03-14');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it.each(['America/New_York', 'Pacific/Auckland', 'Asia/Kolkata', 'UTC'])(
    'gives whole days across a daylight-saving change in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      expect(addDays('2025-03-08', 2)).toBe('2025-03-10');
      expect(addDays('2025-10-31', 3)).toBe('2025-11-03');
      expect(addDays('2025-04-05', 1)).toBe('2025-04-06');
      expect(addMonths('2025-03-09', 1)).toBe('2025-04-09');
    },
  );

  it('clamps to the last day of a shorter month when adding months', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-05-31', 9)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });

  it('names the weekday and the Monday that starts its week', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
