import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitsInADay,
  formatMinutes,
  minutesAsHours,
  parseHours,
  TIME_LOG_MESSAGES,
  timeEntrySchema,
} from './time-log.ts';

describe('parseHours', () => {
  it('reads hours as a decimal or as hours and minutes', () => {
    expect(parseHours('1.5')).toBe(90);
    expect(parseHours('1,5')).toBe(90);
    expect(parseHours('2')).toBe(120);
    expect(parseHours('0.25')).toBe(15);
    expect(parseHours(' 1:30 ')).toBe(90);
    expect(parseHours('0:05')).toBe(5);
    expect(parseHours('24')).toBe(1440);
  });

  it('refuses no time, more than a day, minutes past 59 and words', () => {
    for (const refused of ['0', '0:00', '24.5', '25', '1:75', 'an hour', '-1', '1.555', '']) {
      expect(parseHours(refused), refused).toBeNull();
    }
  });
});

describe('formatMinutes', () => {
  it('writes hours and minutes as people say them', () => {
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(1_935)).toBe('32 h 15 min');
  });

  it('reads back every whole minute of a day written as hours and minutes', () => {
    expect(minutesAsHours(90)).toBe('1:30');
    expect(minutesAsHours(5)).toBe('0:05');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), (minutes) => {
        expect(parseHours(minutesAsHours(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('timeEntrySchema', () => {
  it('keeps the minutes and the work, and says what is wrong under each field', () => {
    expect(timeEntrySchema.parse({ onDate: '2026-11-02', hours: '2.5', work: ' Met the bank ' })).toEqual({
      onDate: '2026-11-02',
      hours: 150,
      work: 'Met the bank',
    });
    const refused = timeEntrySchema.safeParse({ onDate: '2026-11-02', hours: 'all day', work: '' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hours', TIME_LOG_MESSAGES.hoursInvalid],
      ['work', TIME_LOG_MESSAGES.workRequired],
    ]);
  });

  it('asks for the day the work was done, not the day something was paid', () => {
    const refused = timeEntrySchema.safeParse({ onDate: '', hours: '1', work: 'Met the bank' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['onDate', 'Please enter the day the work was done'],
    ]);
  });
});

describe('fitsInADay', () => {
  it('lets a day fill to 24 hours and no further', () => {
    expect(fitsInADay(0, 24 * 60)).toBe(true);
    expect(fitsInADay(22 * 60 + 30, 90)).toBe(true);
    expect(fitsInADay(22 * 60 + 30, 91)).toBe(false);
  });

  it('says what the day already holds when it is full', () => {
    expect(TIME_LOG_MESSAGES.dayFull(180)).toBe(
      '3 h is already logged on this day, and a day holds at most 24 hours',
    );
  });
});
