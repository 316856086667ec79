import { describe, expect, it } from 'vitest';
import { GUEST_LIST_MESSAGES } from './guest-list-messages.ts';
import { readPastedGuests, splitGuestLine } from './read-pasted-guests.ts';

describe('splitGuestLine', () => {
  it.each([
    ['Ann Hale <ann@example.com>', 'Ann Hale', 'ann@example.com'],
    ['"Hale, Ann" <ann@example.com>', 'Hale, Ann', 'ann@example.com'],
    ['Ann Hale, ann@example.com', 'Ann Hale', 'ann@example.com'],
    ['Hale, Ann, ann@example.com', 'Hale, Ann', 'ann@example.com'],
    ['ann@example.com, Ann Hale', 'Ann Hale', 'ann@example.com'],
    ['Ann Hale\tann@example.com', 'Ann Hale', 'ann@example.com'],
    ['Ann Hale ann@example.com', 'Ann Hale', 'ann@example.com'],
    ['ann@example.com', '', 'ann@example.com'],
    ['<ann@example.com>', '', 'ann@example.com'],
  ])('reads %j', (line, name, email) => {
    expect(splitGuestLine(line)).toEqual({ name, email });
  });
});

describe('readPastedGuests', () => {
  it('keeps good lines with their numbers, normalised, and reports each bad one by number', () => {
    const read = readPastedGuests(
      ['Ann Hale <Ann@Example.COM>', '', 'Bob Stone', 'Cara, cara@example', 'dev@example.org', ''].join('\n'),
    );
    expect(read.guests).toEqual([
      { line: 1, name: 'Ann Hale', email: 'ann@example.com', note: null },
      { line: 5, name: null, email: 'dev@example.org', note: null },
    ]);
    expect(read.problems).toEqual([
      { line: 3, reason: GUEST_LIST_MESSAGES.noEmail },
      { line: 4, reason: GUEST_LIST_MESSAGES.emailInvalid },
    ]);
  });

  it('refuses a name with markup and counts Windows line ends like any other', () => {
    const read = readPastedGuests('ok@example.com\r\n<script>x</script> <x@example.com>');
    expect(read.problems).toEqual([{ line: 2, reason: 'Content contains potentially dangerous elements' }]);
  });
});
