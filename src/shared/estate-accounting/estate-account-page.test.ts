import { describe, expect, it } from 'vitest';
import { executorCompensationIn } from '../state-rules/state-rules.ts';
import { ESTATE_ACCOUNT_PAGE } from './estate-account-page.ts';
import { commissionFromAccount } from './executor-commission.ts';

describe('the Estate Account’s removal questions', () => {
  it('name what goes: the kind, what it was, from or to whom, the amount and the day', () => {
    expect(
      ESTATE_ACCOUNT_PAGE.confirmRemove.description({
        kind: 'Money in',
        description: 'Sale of the house',
        party: 'Title company',
        amount: '$25,000.00',
        date: 'October 10, 2026',
      }),
    ).toBe(
      'Money in: Sale of the house, Title company, $25,000.00 on October 10, 2026. The balance on hand is worked out again without it.',
    );
    expect(ESTATE_ACCOUNT_PAGE.confirmRemove.confirm).toBe('Remove entry');
  });

  it('name the heir and their share, and the time entry with its hours', () => {
    const { heirs, timeLog } = ESTATE_ACCOUNT_PAGE;
    expect(heirs.confirmRemove.title('Sam Lane')).toBe('Remove Sam Lane?');
    expect(heirs.confirmRemove.description('Sam Lane', '50%')).toContain('Sam Lane (50%)');
    expect(
      timeLog.confirmRemove.description({
        work: 'Gathered bank statements',
        time: '2 h 30 min',
        date: 'October 6, 2026',
      }),
    ).toBe('Gathered bank statements: 2 h 30 min on October 6, 2026. It comes off the total time.');
  });
});

describe('the executor’s pay card', () => {
  // Each state's words from its own rule and its row's bound, as the page and the accounting PDF word them.
  const introIn = (state: 'TX' | 'GA' | 'AL' | 'NC') => {
    const commission = commissionFromAccount(state, { assets: [], lines: [] });
    const row = executorCompensationIn(state);
    if (!commission || !row) throw new Error(`${state} has a commission`);
    const how = { ...commission, bound: row.bound };
    return [
      ESTATE_ACCOUNT_PAGE.commission.intro(row.statute, how),
      ESTATE_ACCOUNT_PAGE.commission.total(how),
    ];
  };

  it('says a statute that sets the pay sets it, and one that sets a ceiling gives the most', () => {
    expect(introIn('TX')).toEqual([
      'Texas Estates Code §352.002 sets it at 5% of the cash the executor receives and 5% of the cash they pay out. Here is what that comes to on this account so far.',
      'Pay on the account so far',
    ]);
    expect(introIn('AL')).toEqual([
      'Code of Alabama §43-2-848 allows up to 2.5% of the value of the property and money the executor receives and 2.5% of what they pay out or hand over. Here is the most that comes to on this account so far.',
      'The most the court may allow so far',
    ]);
    expect(introIn('NC')[0]).toContain('up to 5% of the value of the personal property and money');
  });
});
