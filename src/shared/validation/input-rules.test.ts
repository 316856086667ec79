import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, isDateOutOfRange, isIsoDate, requiredDay } from './dates.ts';
import { checkInputText, findInputProblem, INPUT_MESSAGES } from './input-rules.ts';

describe('the input rule every text passes', () => {
  it('keeps newlines, tabs, Windows newlines and any language', () => {
    for (const text of ['Dear Mum,\nwe miss you.\r\n\tLove', 'ゆうこ 👨‍👩‍👧 مرحبا', "Mum's garden"]) {
      expect(checkInputText(text)).toBeNull();
    }
  });

  it.each(['\u0000', 'Mum\u0000', 'a\u0007b', '\u001b[31m', 'line\rbreak', '\u000b', '\u007f', '\u0085'])(
    'refuses the invisible control character in %j',
    (text) => expect(checkInputText(text)).toBe('Please remove unusual invisible characters from this text.'),
  );

  it('refuses a date, alone or starting a date-time, outside 1850-2200 and keeps those inside', () => {
    for (const date of ['0000-01-01', '1849-12-31', '2201-01-01', '+275760-09-13', '0000-01-01T00:00:00Z'])
      expect(checkInputText(date)).toBe('Please enter a date between 1850 and 2200.');
    for (const date of ['1850-01-01', '2026-11-01', '2200-12-31', '2026-11-01T09:30:00.000Z'])
      expect(checkInputText(date)).toBeNull();
    // Text that merely mentions a year is not a date.
    expect(checkInputText('Born 0001, a joke of his')).toBeNull();
  });

  it('finds the first problem anywhere in a parsed body, with its path', () => {
    expect(findInputProblem({ title: 'ok', notes: ['fine', { text: 'bad\u0000' }] })).toEqual({
      path: 'notes.1.text',
      message: INPUT_MESSAGES.controlCharacters,
    });
    expect(findInputProblem({ dueDate: '0000-01-01' })).toEqual({
      path: 'dueDate',
      message: DATE_MESSAGES.outOfRange,
    });
    expect(findInputProblem({ 'key\u0000': 1 })?.message).toBe(INPUT_MESSAGES.controlCharacters);
    expect(findInputProblem({ title: 'Call the bank', count: 3, done: false, none: null })).toBeNull();
  });

  it('walks deeply nested input without overflowing the stack', () => {
    let nested: unknown = 'deep\u0000';
    for (let depth = 0; depth < 20_000; depth += 1) nested = [nested];
    expect(findInputProblem(nested)?.message).toBe(INPUT_MESSAGES.controlCharacters);
  });
});

describe('the shared date rule', () => {
  it('is a real calendar day within Harbor years', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('2201-01-01')).toBe(false);
    expect(isDateOutOfRange('1849-12-31')).toBe(true);
    expect(isDateOutOfRange('not a date')).toBe(false);
  });
});

describe('requiredDay', () => {
  it('refuses a blank day with the message given, and a day that is not one as such', () => {
    const day = requiredDay('Please enter the day');
    expect(day.parse(' 2026-11-02 ')).toBe('2026-11-02');
    expect(day.safeParse('').error?.issues[0]?.message).toBe('Please enter the day');
    expect(day.safeParse(undefined).error?.issues[0]?.message).toBe('Please enter the day');
    expect(day.safeParse('2026-13-01').error?.issues[0]?.message).toBe(DATE_MESSAGES.notADate);
  });
});
