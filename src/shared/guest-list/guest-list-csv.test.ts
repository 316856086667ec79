import { describe, expect, it } from 'vitest';
import { guestListCsv, NOT_ON_LIST } from './guest-list-csv.ts';

describe('guestListCsv', () => {
  it('writes name, e-mail, day invited and party size per event, quoting commas and defusing formulas', () => {
    const csv = guestListCsv(
      [
        { id: 's', heading: 'Funeral service, March 14, 2026' },
        { id: 'r', heading: 'Reception' },
      ],
      [
        {
          name: 'Hale, Ann',
          email: 'ann@example.com',
          invitedAt: '2026-03-01T09:30:00.000Z',
          replies: { s: 2, r: null },
        },
        {
          name: '=HYPERLINK("http://x")',
          email: 'x@example.com',
          invitedAt: null,
          replies: { s: null, r: null },
        },
        { name: null, email: 'just@example.com', invitedAt: null, replies: {} },
      ],
      [{ name: '+Cara', email: 'cara@example.com', replies: { s: null, r: 4 } }],
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFName,Email,Invited,"Funeral service, March 14, 2026",Reception',
      '"Hale, Ann",ann@example.com,2026-03-01,2,',
      `"'=HYPERLINK(""http://x"")",x@example.com,,,`,
      ',just@example.com,,,',
      `'+Cara,cara@example.com,${NOT_ON_LIST},,4`,
      '',
    ]);
  });

  it.each(['=1+1', '+1', '-1+1', '@SUM(A1)'])('starts a cell beginning %j with an apostrophe', (name) => {
    const row = guestListCsv([], [{ name, email: 'a@b.co', invitedAt: null, replies: {} }], []).split(
      '\r\n',
    )[1];
    expect(row).toBe(`'${name},a@b.co,`);
  });
});
