import { describe, expect, it } from 'vitest';
import { dcLegalHolidays, nextIrsBusinessDay } from './irs-business-days.ts';

describe('dcLegalHolidays', () => {
  it('lists the days 2026’s holidays are kept', () => {
    expect([...dcLegalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-04-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
      '2027-01-01',
    ]);
  });

  it('keeps Inauguration Day only in the year after an election, and a Saturday New Year on December 31', () => {
    expect(dcLegalHolidays(2025).has('2025-01-20')).toBe(true);
    expect(dcLegalHolidays(2029).has('2029-01-19')).toBe(false); // January 20, 2029 is a Saturday: not kept
    expect(dcLegalHolidays(2033).has('2033-01-20')).toBe(true);
    expect(dcLegalHolidays(2027).has('2027-01-20')).toBe(false);
    expect(dcLegalHolidays(2021).has('2021-12-31')).toBe(true); // January 1, 2022 was a Saturday
  });
});

describe('nextIrsBusinessDay', () => {
  it('gives the dates the IRS gave for past filing seasons', () => {
    expect(nextIrsBusinessDay('2022-04-15')).toBe('2022-04-18'); // Emancipation Day kept on Friday the 15th
    expect(nextIrsBusinessDay('2023-04-15')).toBe('2023-04-18'); // Saturday; Emancipation Day kept Monday
    expect(nextIrsBusinessDay('2024-04-15')).toBe('2024-04-15');
    expect(nextIrsBusinessDay('2025-04-15')).toBe('2025-04-15');
  });

  it('moves a deadline off Christmas, Labor Day, Veterans Day and New Year’s Day', () => {
    expect(nextIrsBusinessDay('2025-12-25')).toBe('2025-12-26');
    expect(nextIrsBusinessDay('2026-09-07')).toBe('2026-09-08');
    expect(nextIrsBusinessDay('2026-11-11')).toBe('2026-11-12');
    expect(nextIrsBusinessDay('2027-01-01')).toBe('2027-01-04'); // Friday holiday, then a weekend
  });

  it('counts a holiday only from the year it first moved a deadline', () => {
    // Juneteenth became a federal holiday in June 2021: a Form 706 due Friday June 19, 2020 stayed then.
    expect(nextIrsBusinessDay('2020-06-19')).toBe('2020-06-19');
    expect(nextIrsBusinessDay('2026-06-19')).toBe('2026-06-22');
    // The IRS first kept DC Emancipation Day in 2007: April 16, 2004 was an ordinary Friday.
    expect(nextIrsBusinessDay('2004-04-16')).toBe('2004-04-16');
    expect(nextIrsBusinessDay('2007-04-16')).toBe('2007-04-17');
    expect(dcLegalHolidays(2020).has('2020-06-19')).toBe(false);
    expect(dcLegalHolidays(2021).has('2021-06-18')).toBe(true); // June 19, 2021 was a Saturday
  });

  it('leaves an ordinary weekday alone', () => {
    expect(nextIrsBusinessDay('2026-11-27')).toBe('2026-11-27');
  });
});
