import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from '../inventory/money.ts';
import {
  debtRemainingCents,
  LEDGER_KINDS,
  LEDGER_MESSAGES,
  ledgerEntrySchema,
  ledgerTotals,
} from './ledger.ts';

const entry = fc.record({
  kind: fc.constantFrom(...LEDGER_KINDS),
  // An estate's entries together stay far below 2^53 cents, where numbers are exact.
  amountCents: fc.integer({ min: 1, max: Math.floor(MAX_CENTS / 1000) }),
});

describe('ledgerTotals', () => {
  it('keeps receipts − disbursements − distributions = balance on hand, to the cent, in any order', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 200 }), (entries) => {
        const totals = ledgerTotals(entries);
        expect(totals.receiptsCents - totals.disbursementsCents - totals.distributionsCents).toBe(
          totals.balanceCents,
        );
        expect(totals.receiptsCents + totals.disbursementsCents + totals.distributionsCents).toBe(
          entries.reduce((sum, one) => sum + one.amountCents, 0),
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
        { kind: 'receipt', amountCents: 1 },
      ]),
    ).toEqual({
      receiptsCents: 1_000_051,
      disbursementsCents: 25_025,
      distributionsCents: 500_000,
      balanceCents: 475_026,
    });
  });
});

describe('debtRemainingCents', () => {
  it('takes the payments off the debt and stops at nothing owed', () => {
    expect(debtRemainingCents(120_000, [20_000, 50_000])).toBe(50_000);
    expect(debtRemainingCents(120_000, [200_000])).toBe(0);
    expect(debtRemainingCents(null, [1])).toBeNull();
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

  it('lets only a payment out pay a debt', () => {
    const debtItemId = '7f7c1c55-2b8e-4a1e-9d55-2f2b1c0a9e11';
    const refused = ledgerEntrySchema.safeParse({ ...valid, debtItemId });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(LEDGER_MESSAGES.debtOnlyForPayments);
    expect(ledgerEntrySchema.safeParse({ ...valid, kind: 'disbursement', debtItemId }).success).toBe(true);
  });
});
