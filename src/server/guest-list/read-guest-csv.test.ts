import { describe, expect, it } from 'vitest';
import { GUEST_LIST_MESSAGES } from '#shared/guest-list/guest-list-messages.ts';
import { readGuestCsv } from './read-guest-csv.ts';

describe('readGuestCsv', () => {
  it('reads the name and e-mail columns in any order, with quotes and commas in names', () => {
    const csv =
      '\uFEFFEmail,Phone,Name\r\nann@example.com,555,"Hale, Ann"\r\n\r\nBOB@example.com,,"Bob ""Bobby"" Stone"\r\n';
    expect(readGuestCsv(csv)).toEqual({
      guests: [
        { line: 2, name: 'Hale, Ann', email: 'ann@example.com', note: null },
        { line: 4, name: 'Bob "Bobby" Stone', email: 'bob@example.com', note: null },
      ],
      problems: [],
    });
  });

  it('reports each bad row by its line and keeps the good ones', () => {
    const read = readGuestCsv('name,email,note\nAnn,ann@example.com,Cousin\nBob,,\nCara,cara@,\n');
    expect(read.guests).toEqual([{ line: 2, name: 'Ann', email: 'ann@example.com', note: 'Cousin' }]);
    expect(read.problems).toEqual([
      { line: 3, reason: GUEST_LIST_MESSAGES.noEmail },
      { line: 4, reason: GUEST_LIST_MESSAGES.emailInvalid },
    ]);
  });

  it('asks for the columns it needs, and says where a broken quote is', () => {
    expect(readGuestCsv('who,address\nAnn,ann@example.com\n').problems).toEqual([
      { line: 1, reason: GUEST_LIST_MESSAGES.csvColumns },
    ]);
    expect(readGuestCsv('name,email\nAnn,ann@example.com\n"Bob,bob@example.com\n').problems).toEqual([
      { line: 3, reason: GUEST_LIST_MESSAGES.csvUnreadable },
    ]);
  });
});
