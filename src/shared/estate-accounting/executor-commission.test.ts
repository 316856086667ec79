import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATE_RULES } from '../state-rules/state-rules.ts';
import { commissionFromAccount, isCommissionCountedFromAccount } from './executor-commission.ts';

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
  ({ kind: 'receipt', amountCents, fromItemId, inKindItemId: null }) as const;
const paid = (amountCents: number) =>
  ({ kind: 'disbursement', amountCents, fromItemId: null, inKindItemId: null }) as const;
const toHeir = (amountCents: number, inKindItemId: string | null = null) =>
  ({
    kind: 'distribution',
    amountCents,
    inKind: inKindItemId !== null,
    fromItemId: null,
    inKindItemId,
  }) as const;

describe('commissionFromAccount', () => {
  it('is worked out only where the statute counts what is received and paid out: Texas, Georgia, Alabama and North Carolina', () => {
    // California and New York count on the estate's value, which the Probate Calculator does.
    for (const state of ['CA', 'NY', null])
      expect(commissionFromAccount(state, { assets, lines: [receipt(100)] })).toBeNull();
    for (const state of ['TX', 'GA'])
      expect(commissionFromAccount(state, { assets, lines: [] })).toMatchObject({ commissionCents: 0 });
    // Alabama and North Carolina count the property received at its value before any money moves.
    expect(commissionFromAccount('AL', { assets: [], lines: [] })).toMatchObject({ commissionCents: 0 });
  });

  it('works out every state whose statute counts the pay on what is received and paid out, and no other', () => {
    for (const row of Object.values(STATE_RULES))
      expect(isCommissionCountedFromAccount(row.code), row.code).toBe(
        row.executorCompensation?.countedOnMoneyInAndOut === true,
      );
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
        toHeir(900_000, 'house'),
      ],
    });
    expect(commission).toEqual({
      percent: 5,
      received: 'cash',
      leavesOutBankedAndInsurance: true,
      leavesOutRealProperty: false,
      countsGiftsInKind: false,
      receivedCents: 32_080_000,
      receivedLeftOutCents: 11_750_000,
      countedOnceCents: 0,
      receivedWithoutValue: 0,
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
        toHeir(900_000, 'brokerage'),
      ],
    });
    expect(commission).toEqual({
      percent: 2.5,
      received: 'cash',
      leavesOutBankedAndInsurance: false,
      leavesOutRealProperty: false,
      countsGiftsInKind: false,
      receivedCents: 43_250_000,
      receivedLeftOutCents: 0,
      countedOnceCents: 0,
      receivedWithoutValue: 0,
      paidCents: 6_200_000,
      paidLeftOutCents: 0,
      byFormulaCents: 1_081_250 + 155_000,
      cap: null,
      // Property handed over as it is: the court may allow up to 3% of its value, on top.
      inKind: { upToPercent: 3, givenCents: 900_000, upToCents: 27_000 },
      commissionCents: 1_236_250,
    });
  });

  /** One account, counted by Alabama's statute and by North Carolina's. */
  const saleClosingAndShares = [
    // The house, worth $300,000 at the death, fetched $320,000: $20,000 more was received.
    receipt(32_000_000, 'house'),
    // The checking account closed into the estate's: already counted at its value.
    receipt(1_250_000, 'checking'),
    // A refund, from nothing in the inventory, is received in full.
    receipt(80_000),
    paid(1_200_000),
    toHeir(5_000_000),
    // The brokerage account handed over as it is, at its value that day.
    toHeir(450_000, 'brokerage'),
  ];

  it('in Alabama, counts up to 2.5% of the property received at its value, each asset once, and of all paid out or handed over', () => {
    const commission = commissionFromAccount('AL', { assets, lines: saleClosingAndShares });
    expect(commission).toEqual({
      percent: 2.5,
      received: 'propertyAtValue',
      leavesOutBankedAndInsurance: false,
      leavesOutRealProperty: false,
      countsGiftsInKind: true,
      // The estate's property at its value (the joint savings went to its co-owner), the refund and the gain.
      receivedCents: 41_750_000 + 80_000 + 2_000_000,
      receivedLeftOutCents: 0,
      countedOnceCents: 31_250_000,
      receivedWithoutValue: 0,
      paidCents: 1_200_000 + 5_000_000 + 450_000,
      paidLeftOutCents: 0,
      byFormulaCents: 1_095_750 + 166_250,
      cap: null,
      inKind: null,
      commissionCents: 1_262_000,
    });
  });

  it('rounds the percentage once, on both sides together', () => {
    // 2.5% of 20¢ is half a cent each way: a cent in all, not one for each side.
    const commission = commissionFromAccount('GA', { assets: [], lines: [receipt(20), paid(20)] });
    expect(commission).toMatchObject({ receivedCents: 20, paidCents: 20, byFormulaCents: 1 });
  });

  it('counts an asset sold below its value at its value, and one with no value by the money it brought in', () => {
    const car = { itemId: 'car', kind: 'vehicle', valueCents: 1_000_000, ownership: 'sole' } as const;
    const painting = { itemId: 'painting', kind: 'other', valueCents: null, ownership: 'sole' } as const;
    const ring = { itemId: 'ring', kind: 'other', valueCents: null, ownership: null } as const;
    const commission = commissionFromAccount('AL', {
      assets: [car, painting, ring],
      lines: [receipt(800_000, 'car'), receipt(300_000, 'painting')],
    });
    expect(commission).toMatchObject({
      receivedCents: 1_000_000 + 300_000,
      countedOnceCents: 800_000,
      // The ring is still held with no value: what it is worth would add to what was received.
      receivedWithoutValue: 1,
    });
  });

  it('in North Carolina, counts up to 5% of the personal property received at its value and of the cash spent, leaving out real property and heirs', () => {
    const commission = commissionFromAccount('NC', { assets, lines: saleClosingAndShares });
    expect(commission).toEqual({
      percent: 5,
      received: 'propertyAtValue',
      leavesOutBankedAndInsurance: false,
      leavesOutRealProperty: true,
      countsGiftsInKind: false,
      // The checking account, the policy and the brokerage account at their value, and the refund.
      receivedCents: 1_250_000 + 10_000_000 + 500_000 + 80_000,
      // The house at its value and the money its sale brought in: counted only where it paid debts or legacies.
      receivedLeftOutCents: 30_000_000 + 32_000_000,
      countedOnceCents: 1_250_000,
      receivedWithoutValue: 0,
      paidCents: 1_200_000,
      paidLeftOutCents: 5_000_000,
      byFormulaCents: 591_500 + 60_000,
      cap: null,
      inKind: null,
      commissionCents: 651_500,
    });
  });

  const itemIds = ['house', 'checking', 'policy', 'brokerage', 'joint', 'gone'] as const;
  const anyLine = fc.oneof(
    fc.record({
      kind: fc.constant('receipt' as const),
      amountCents: fc.integer({ min: 1, max: 10_000_000_000 }),
      fromItemId: fc.constantFrom(null, ...itemIds),
      inKindItemId: fc.constant(null),
    }),
    fc.record({
      kind: fc.constantFrom('disbursement' as const, 'distribution' as const),
      amountCents: fc.integer({ min: 1, max: 10_000_000_000 }),
      fromItemId: fc.constant(null),
      inKindItemId: fc.constant(null),
    }),
    fc.record({
      kind: fc.constant('distribution' as const),
      amountCents: fc.integer({ min: 1, max: 10_000_000_000 }),
      inKind: fc.constant(true),
      fromItemId: fc.constant(null),
      inKindItemId: fc.constantFrom(...itemIds),
    }),
  );
  const sumOf = (lines: readonly { amountCents: number }[]) =>
    lines.reduce((total, one) => total + one.amountCents, 0);
  // What passes outside probate (the joint savings) was never the estate's.
  const estateValueCents = 30_000_000 + 1_250_000 + 10_000_000 + 500_000;

  it('never gives more than the cap or the formula, and never counts a line twice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('TX', 'GA', 'AL', 'NC'),
        fc.array(anyLine, { maxLength: 50 }),
        (state, lines) => {
          const commission = commissionFromAccount(state, { assets, lines });
          if (!commission) throw new Error('these four states always have a commission');
          const cash = lines.filter((line) => !('inKind' in line));
          const receipts = sumOf(cash.filter((line) => line.kind === 'receipt'));
          const out = sumOf(cash.filter((line) => line.kind !== 'receipt'));
          const given = sumOf(lines.filter((line) => 'inKind' in line));
          if (commission.received === 'cash')
            expect(commission.receivedCents + commission.receivedLeftOutCents).toBe(receipts);
          else
            expect(
              commission.receivedCents + commission.countedOnceCents + commission.receivedLeftOutCents,
            ).toBe(estateValueCents + receipts);
          expect(commission.paidCents + commission.paidLeftOutCents).toBe(
            out + (commission.countsGiftsInKind ? given : 0),
          );
          expect(commission.commissionCents).toBeLessThanOrEqual(commission.byFormulaCents);
          expect(commission.commissionCents).toBeLessThanOrEqual(
            commission.cap?.cents ?? Number.POSITIVE_INFINITY,
          );
          expect(commission.commissionCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('in Alabama and North Carolina, money in from an asset for up to its value adds nothing: it counts once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AL', 'NC'),
        fc.array(anyLine, { maxLength: 20 }),
        fc.constantFrom(checking, policy, brokerage),
        fc.integer({ min: 1, max: 100 }),
        (state, lines, asset, percent) => {
          const untouched = lines.filter((line) => line.fromItemId !== asset.itemId);
          const before = commissionFromAccount(state, { assets, lines: untouched });
          const closed = receipt(Math.floor((asset.valueCents * percent) / 100), asset.itemId);
          const after = commissionFromAccount(state, { assets, lines: [...untouched, closed] });
          expect(after?.receivedCents).toBe(before?.receivedCents);
        },
      ),
    );
  });
});
