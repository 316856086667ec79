import { describe, expect, it } from 'vitest';
import { ESTATE_ACCOUNT_PAGE } from './estate-account-page.ts';

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
