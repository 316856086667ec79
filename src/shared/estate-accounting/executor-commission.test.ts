import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionFromAccount } from './executor-commission.ts';

const house = { itemId: 'house', kind: 'property', valueCents: 30_000_000, ownership: 'sole' } as const;
const checking = {
  itemId: 'checking',
  kind: 'bank_account',
  valueCents: 1_250_000,
  ownership: null,
} as const;
// Payable to the estate, or not known yet: the estate's, so its value counts towards the cap.
const policy = { itemId: 'policy', kind: 'insurance', valueCents: 10_000_000, ownership: null } as const;
const brokerage = {
  itemId: 'brokerage',
  kind: 'investment',
  valueCents: 500_000,
  ownership: 'sole',
} as const;
const jointSavings = {
  itemId: 'joint',
  kind: 'bank_account',
  valueCents: 4_000_000,
  ownership: 'joint_survivorship',
} as const;
const assets = [house, checking, policy, brokerage, jointSavings];

const receipt = (amountCents: number, fromItemId: string | null = null) =>
  ({ kind: 'receipt', amountCents, fromItemId }) as const;
const paid = (amountCents: number) => ({ kind: 'disbursement', amountCents, fromItemId: null }) as const;
const toHeir = (amountCents: number, inKind = false) =>
  ({ kind: 'distribution', amountCents, inKind, fromItemId: null }) as const;

describe('commissionFromAccount', () => {
  it('is worked out only where the statute sets the percentage of the account: Texas and Georgia', () => {
    // California counts on the estate's value; Alabama and North Carolina leave the rate to the court.
    for (const state of ['CA', 'AL', 'NC', null])
      expect(commissionFromAccount(state, { assets, lines: [receipt(100)] })).toBeNull();
    expect(commissionFromAccount('TX', { assets, lines: [] })).toMatchObject({ commissionCents: 0 });
  });

  it('in Texas, counts 5% of the cash received and paid out, leaving out banked money, insurance and heirs’ cash', () => {
    const commission = commissionFromAccount('TX', {
      assets,
      lines: [
        receipt(32_000_000, 'house'),
        receipt(1_250_000, 'checking'),
        receipt(500_000, 'brokerage'),
        receipt(10_000_000, 'policy'),
        // A tax refund, linked to nothing: cash actually received in the administration.
        receipt(80_000),
        paid(1_200_000),
        paid(45_000),
        toHeir(5_000_000),
        toHeir(900_000, true),
      ],
    });
    expect(commission).toEqual({
      percent: 5,
      leavesOutBankedAndInsurance: true,
      receivedCents: 32_080_000,
      receivedLeftOutCents: 11_750_000,
      paidCents: 1_245_000,
      paidLeftOutCents: 5_000_000,
      byFormulaCents: 1_604_000 + 62_250,
      // 5% of the probate assets' value; the joint savings went to its co-owner, never the estate's.
      cap: { percent: 5, cents: 2_087_500, assetsWithoutValue: 0 },
      inKind: null,
      commissionCents: 1_666_250,
    });
  });

  it('in Texas, never gives more than 5% of what the estate was worth', () => {
    const cottage = {
      itemId: 'cottage',
      kind: 'property',
      valueCents: 1_000_000,
      ownership: 'sole',
    } as const;
    const commission = commissionFromAccount('TX', {
      assets: [cottage],
      lines: [receipt(1_000_000, 'cottage'), paid(1_000_000)],
    });
    expect(commission).toMatchObject({
      byFormulaCents: 100_000,
      cap: { cents: 50_000 },
      commissionCents: 50_000,
    });
  });

  it('has no cap to apply while no probate asset has a value, and says how many have none', () => {
    const commission = commissionFromAccount('TX', {
      assets: [{ ...house, valueCents: null }, jointSavings],
      lines: [receipt(1_000_000), paid(200_000)],
    });
    expect(commission).toMatchObject({
      byFormulaCents: 60_000,
      cap: { cents: null, assetsWithoutValue: 1 },
      commissionCents: 60_000,
    });
  });

  it('in Georgia, counts 2.5% of all cash received and paid out, heirs’ shares too, with no cap', () => {
    const commission = commissionFromAccount('GA', {
      assets,
      lines: [
        receipt(32_000_000, 'house'),
        receipt(1_250_000, 'checking'),
        receipt(10_000_000, 'policy'),
        paid(1_200_000),
        toHeir(5_000_000),
        toHeir(900_000, true),
      ],
    });
    expect(commission).toEqual({
      percent: 2.5,
      leavesOutBankedAndInsurance: false,
      receivedCents: 43_250_000,
      receivedLeftOutCents: 0,
      paidCents: 6_200_000,
      paidLeftOutCents: 0,
      byFormulaCents: 1_081_250 + 155_000,
      cap: null,
      // Property handed over as it is: the court may allow up to 3% of its value, on top.
      inKind: { upToPercent: 3, givenCents: 900_000, upToCents: 27_000 },
      commissionCents: 1_236_250,
    });
  });

  it('never gives more than the cap or the formula, and never counts a line twice', () => {
    const line = fc.oneof(
      fc.record({
        kind: fc.constant('receipt' as const),
        amountCents: fc.integer({ min: 1, max: 10_000_000_000 }),
        fromItemId: fc.constantFrom(null, 'house', 'checking', 'policy', 'brokerage', 'gone'),
      }),
      fc.record({
        kind: fc.constantFrom('disbursement' as const, 'distribution' as const),
        amountCents: fc.integer({ min: 1, max: 10_000_000_000 }),
        fromItemId: fc.constant(null),
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('TX', 'GA'), fc.array(line, { maxLength: 50 }), (state, lines) => {
        const commission = commissionFromAccount(state, { assets, lines });
        if (!commission) throw new Error('Texas and Georgia always have a commission');
        const total = lines.reduce((sum, one) => sum + one.amountCents, 0);
        expect(
          commission.receivedCents +
            commission.receivedLeftOutCents +
            commission.paidCents +
            commission.paidLeftOutCents,
        ).toBe(total);
        expect(commission.commissionCents).toBeLessThanOrEqual(commission.byFormulaCents);
        expect(commission.commissionCents).toBeLessThanOrEqual(
          commission.cap?.cents ?? Number.POSITIVE_INFINITY,
        );
        expect(commission.commissionCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
