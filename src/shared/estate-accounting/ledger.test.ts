import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from '../inventory/money.ts';
import {
  ACCOUNT_DATE_MESSAGES,
  accountDateProblem,
  assetsGivenOverValue,
  debtOverpaidCents,
  debtRemainingCents,
  LEDGER_KINDS,
  LEDGER_MESSAGES,
  type LedgerKind,
  ledgerEntrySchema,
  ledgerTotals,
  linesBeforeTheAccount,
  withCashOnHand,
} from './ledger.ts';

const entry = fc.record({
  kind: fc.constantFrom(...LEDGER_KINDS),
  // An estate's entries together stay far below 2^53 cents, where numbers are exact.
  amountCents: fc.integer({ min: 1, max: Math.floor(MAX_CENTS / 1000) }),
  inKind: fc.boolean(),
});
/** As recorded: only a distribution can be property rather than cash. */
const recorded = (entries: { kind: LedgerKind; amountCents: number; inKind: boolean }[]) =>
  entries.map((one) => ({ ...one, inKind: one.kind === 'distribution' && one.inKind }));

describe('ledgerTotals', () => {
  it('keeps receipts − disbursements − distributions = balance on hand, to the cent, in any order', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 200 }).map(recorded), (entries) => {
        const totals = ledgerTotals(entries);
        expect(totals.receiptsCents - totals.disbursementsCents - totals.distributionsCents).toBe(
          totals.balanceCents,
        );
        // Every entry is counted once: property given in kind apart, never in the cash on hand.
        expect(
          totals.receiptsCents + totals.disbursementsCents + totals.distributionsCents + totals.inKindCents,
        ).toBe(entries.reduce((sum, one) => sum + one.amountCents, 0));
        expect(totals.inKindCents).toBe(
          entries.filter((one) => one.inKind).reduce((sum, one) => sum + one.amountCents, 0),
        );
        expect(ledgerTotals([...entries].reverse())).toEqual(totals);
      }),
    );
  });

  it('adds each kind apart', () => {
    expect(
      ledgerTotals([
        { kind: 'receipt', amountCents: 1_000_050 },
        { kind: 'disbursement', amountCents: 25_025 },
        { kind: 'distribution', amountCents: 500_000 },
        { kind: 'distribution', amountCents: 1_800_000, inKind: true },
        { kind: 'receipt', amountCents: 1 },
      ]),
    ).toEqual({
      receiptsCents: 1_000_051,
      disbursementsCents: 25_025,
      distributionsCents: 500_000,
      inKindCents: 1_800_000,
      balanceCents: 475_026,
    });
  });
});

describe('withCashOnHand', () => {
  it('runs the cash on hand line by line, ending on the balance on hand', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 200 }).map(recorded), (entries) => {
        const lines = withCashOnHand(entries);
        expect(lines.at(-1)?.cashOnHandCents).toBe(ledgerTotals(entries).balanceCents);
        // Each figure is the one before it moved by its own line, and property given leaves it alone.
        lines.forEach((line, index) => {
          const before = index === 0 ? 0 : (lines[index - 1]?.cashOnHandCents ?? 0);
          expect(line.cashOnHandCents - before).toBe(ledgerTotals([line]).balanceCents);
          if (line.inKind) expect(line.cashOnHandCents).toBe(before);
        });
      }),
    );
  });

  it('goes below nothing when more was paid than had come in, and keeps each line as it was', () => {
    const lines = withCashOnHand([
      { kind: 'disbursement', amountCents: 50_000, description: 'Funeral home' },
      { kind: 'receipt', amountCents: 120_000, description: 'Bank account closed' },
      { kind: 'distribution', amountCents: 900_000, inKind: true, description: 'The car' },
      { kind: 'distribution', amountCents: 30_000, description: 'To Sam' },
    ]);
    expect(lines.map((line) => [line.description, line.cashOnHandCents])).toEqual([
      ['Funeral home', -50_000],
      ['Bank account closed', 70_000],
      ['The car', 70_000],
      ['To Sam', 40_000],
    ]);
  });
});

describe('debtRemainingCents', () => {
  it('takes the payments off the debt and stops at nothing owed', () => {
    expect(debtRemainingCents(120_000, [20_000, 50_000])).toBe(50_000);
    expect(debtRemainingCents(120_000, [200_000])).toBe(0);
    expect(debtRemainingCents(null, [1])).toBeNull();
  });
});

describe('debtOverpaidCents', () => {
  it('says what was paid beyond the debt, and nothing where it is within it or unknown', () => {
    expect(debtOverpaidCents(320_040, [320_040, 50_000])).toBe(50_000);
    expect(debtOverpaidCents(120_000, [20_000])).toBe(0);
    expect(debtOverpaidCents(null, [1])).toBe(0);
  });
});

describe('assetsGivenOverValue', () => {
  const house = { itemId: 'house', valueCents: 30_000_000 };
  const car = { itemId: 'car', valueCents: 1_800_000 };
  const piano = { itemId: 'piano', valueCents: null };
  const gift = (inKindItemId: string | null, amountCents: number) => ({ inKindItemId, amountCents });

  it('lets one asset be given more than once while the gifts stay within its value', () => {
    expect(assetsGivenOverValue([house], [gift('house', 15_000_000), gift('house', 15_000_000)])).toEqual([]);
  });

  it('names each asset whose gifts add up to more than its value, with what they add up to', () => {
    expect(
      assetsGivenOverValue(
        [house, car],
        [gift('house', 15_000_000), gift('car', 1_000_000), gift('house', 15_000_001), gift(null, 9_000_000)],
      ),
    ).toEqual([{ asset: house, givenCents: 30_000_001, valueCents: 30_000_000 }]);
  });

  it('weighs only gifts in kind, and nothing against an asset with no value recorded', () => {
    expect(assetsGivenOverValue([car, piano], [gift(null, 5_000_000), gift('piano', 100)])).toEqual([]);
  });
});

describe('ledgerEntrySchema', () => {
  const valid = {
    kind: 'receipt',
    onDate: '2026-11-02',
    amount: '1,250.50',
    party: 'IRS',
    description: 'Tax refund',
  };

  it('reads the amount as cents', () => {
    expect(ledgerEntrySchema.parse(valid).amount).toBe(125_050);
  });

  it('asks for the date in the words of the kind of line, with every other problem at once', () => {
    const issuesOf = (input: unknown) =>
      ledgerEntrySchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issuesOf({ ...valid, onDate: '' })).toEqual([['onDate', 'Please enter the date it came in']]);
    expect(issuesOf({ ...valid, kind: 'disbursement', onDate: '  ' })).toEqual([
      ['onDate', 'Please enter the date it was paid'],
    ]);
    expect(
      issuesOf({ ...valid, kind: 'distribution', party: null, onDate: undefined, description: '' }),
    ).toEqual([
      ['description', LEDGER_MESSAGES.descriptionRequired],
      ['onDate', 'Please enter the date it was given'],
      ['heirId', LEDGER_MESSAGES.heirRequired],
    ]);
    // A date that is not one is refused as such, whatever the kind.
    for (const kind of LEDGER_KINDS)
      expect(issuesOf({ ...valid, kind, party: 'IRS', onDate: '2026-02-30' })?.[0]).toEqual([
        'onDate',
        ACCOUNT_DATE_MESSAGES.notADate,
      ]);
  });

  it('lets only a payment out pay a debt', () => {
    const debtItemId = '7f7c1c55-2b8e-4a1e-9d55-2f2b1c0a9e11';
    const refused = ledgerEntrySchema.safeParse({ ...valid, debtItemId });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(LEDGER_MESSAGES.debtOnlyForPayments);
    expect(ledgerEntrySchema.safeParse({ ...valid, kind: 'disbursement', debtItemId }).success).toBe(true);
  });

  it('lets only money in come from an asset', () => {
    const fromItemId = '7f7c1c55-2b8e-4a1e-9d55-2f2b1c0a9e11';
    expect(ledgerEntrySchema.safeParse({ ...valid, kind: 'receipt', fromItemId }).success).toBe(true);
    const refused = ledgerEntrySchema.safeParse({ ...valid, kind: 'disbursement', fromItemId });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['fromItemId', LEDGER_MESSAGES.fromAssetOnlyForReceipts],
    ]);
  });
});

describe('ledgerEntrySchema for distributions', () => {
  const heirId = '0b9a4c8e-6a55-4c61-9f0a-5d7d0f1e2a33';
  const itemId = '7f7c1c55-2b8e-4a1e-9d55-2f2b1c0a9e11';
  const distribution = {
    kind: 'distribution',
    onDate: '2027-03-01',
    amount: '18,000',
    description: 'The car',
  };
  const issuesOf = (input: unknown) =>
    ledgerEntrySchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('names the heir it reached, and needs no other party', () => {
    expect(issuesOf(distribution)).toEqual([['heirId', LEDGER_MESSAGES.heirRequired]]);
    expect(ledgerEntrySchema.parse({ ...distribution, heirId, inKindItemId: itemId })).toMatchObject({
      heirId,
      inKindItemId: itemId,
      party: null,
      amount: 1_800_000,
    });
  });

  it('keeps heirs and property to distributions, and a party to everything else', () => {
    expect(issuesOf({ ...distribution, kind: 'receipt', heirId, inKindItemId: itemId })).toEqual([
      ['heirId', LEDGER_MESSAGES.heirOnlyForDistributions],
      ['inKindItemId', LEDGER_MESSAGES.inKindOnlyForDistributions],
      ['party', LEDGER_MESSAGES.partyRequired],
    ]);
  });
});

describe('accountDateProblem', () => {
  const period = { dateOfDeath: '2026-03-03', today: '2026-11-29' };

  it('accepts the date of death, today and any day between', () => {
    for (const day of ['2026-03-03', '2026-07-01', '2026-11-29'])
      expect(accountDateProblem(day, period), day).toBeNull();
  });

  it('refuses a day before the death and a day after today', () => {
    expect(accountDateProblem('2026-03-02', period)).toBe(ACCOUNT_DATE_MESSAGES.beforeDeath);
    expect(accountDateProblem('2026-11-30', period)).toBe(ACCOUNT_DATE_MESSAGES.inFuture);
  });

  it('has no lower bound while the date of death is not known', () => {
    expect(accountDateProblem('1990-01-01', { ...period, dateOfDeath: null })).toBeNull();
  });
});

describe('linesBeforeTheAccount', () => {
  it('finds the lines dated before a date of death moved later, and none without one', () => {
    const lines = [{ onDate: '2026-11-23' }, { onDate: '2026-11-28' }, { onDate: '2026-11-30' }];
    expect(linesBeforeTheAccount(lines, '2026-11-28')).toEqual([{ onDate: '2026-11-23' }]);
    expect(linesBeforeTheAccount(lines, '2026-11-01')).toEqual([]);
    expect(linesBeforeTheAccount(lines, null)).toEqual([]);
  });
});
