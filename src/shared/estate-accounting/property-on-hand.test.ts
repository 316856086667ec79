import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OWNERSHIPS } from '../inventory/ownership.ts';
import { LEDGER_KINDS, ledgerTotals } from './ledger.ts';
import { chargesAndCredits, fetchedOverValue, propertyOnHand } from './property-on-hand.ts';

const asset = (itemId: string, valueCents: number | null, ownership: (typeof OWNERSHIPS)[number] | null) => ({
  itemId,
  valueCents,
  ownership,
});
const line = (
  kind: (typeof LEDGER_KINDS)[number],
  amountCents: number,
  links: { fromItemId?: string; inKindItemId?: string } = {},
) => ({
  kind,
  amountCents,
  inKind: Boolean(links.inKindItemId),
  fromItemId: links.fromItemId ?? null,
  inKindItemId: links.inKindItemId ?? null,
});

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
/** An estate of six assets held any way, and an account naming any of them, as recorded. */
const anAccount = fc
  .tuple(
    fc.tuple(
      ...ids.map(() =>
        fc.record({
          valueCents: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
          ownership: fc.option(fc.constantFrom(...OWNERSHIPS)),
        }),
      ),
    ),
    fc.array(
      fc.record({
        kind: fc.constantFrom(...LEDGER_KINDS),
        amountCents: fc.integer({ min: 1, max: 100_000_000 }),
        itemId: fc.option(fc.constantFrom(...ids)),
      }),
      { maxLength: 30 },
    ),
  )
  .map(([drawn, drawnLines]) => ({
    estate: drawn.map((one, index) => ({ itemId: ids[index]!, ...one })),
    // Only money in names the asset it came from, only a gift the asset given.
    lines: drawnLines.map((one) =>
      line(one.kind, one.amountCents, {
        fromItemId: one.kind === 'receipt' ? (one.itemId ?? undefined) : undefined,
        inKindItemId: one.kind === 'distribution' ? (one.itemId ?? undefined) : undefined,
      }),
    ),
  }));

describe('propertyOnHand', () => {
  const house = asset('house', 30_000_000, 'sole');
  const car = asset('car', 1_800_000, 'sole');
  const checking = asset('checking', 1_250_000, null);
  const jointSavings = asset('joint', 4_000_000, 'joint_survivorship');
  const painting = asset('painting', null, 'sole');
  const assets = [house, car, checking, jointSavings, painting];

  it('holds every asset of the estate until money comes in from it or it is given, and never what passes outside probate', () => {
    const onHand = propertyOnHand(assets, []);
    expect(onHand.held).toEqual([house, car, checking, painting]);
    expect(onHand.heldValueCents).toBe(33_050_000);
    expect(onHand.heldWithoutValue).toBe(1);
    expect(onHand.inAllCents).toBe(33_050_000);
  });

  it('lets a sold house and a car given in kind go, with the sale counted in the cash on hand', () => {
    const onHand = propertyOnHand(assets, [
      line('receipt', 32_000_000, { fromItemId: 'house' }),
      line('receipt', 5_000),
      line('disbursement', 1_200_000),
      line('distribution', 1_900_000, { inKindItemId: 'car' }),
    ]);
    expect(onHand.held).toEqual([checking, painting]);
    expect(onHand.heldValueCents).toBe(1_250_000);
    expect(onHand.cameInCents.get('house')).toBe(32_000_000);
    // 320,050.00 in − 12,000.00 out = 308,050.00 cash, and the checking account still at 12,500.00.
    expect(onHand.inAllCents).toBe(30_805_000 + 1_250_000);
  });

  it('adds every payment that came in from one asset, such as a brokerage account paid out twice', () => {
    const onHand = propertyOnHand(assets, [
      line('receipt', 600_000, { fromItemId: 'checking' }),
      line('receipt', 650_500, { fromItemId: 'checking' }),
    ]);
    expect(onHand.cameInCents.get('checking')).toBe(1_250_500);
    expect(onHand.held).not.toContain(checking);
  });

  it('comes to what the estate holds when bills are paid straight from an account in the inventory', () => {
    const onHand = propertyOnHand([checking], [line('disbursement', 250_000)]);
    expect(onHand.held).toEqual([checking]);
    expect(onHand.inAllCents).toBe(1_000_000);
  });

  it('splits the estate’s assets into held, turned into money and given, whatever the account says', () => {
    fc.assert(
      fc.property(anAccount, ({ estate, lines }) => {
        const onHand = propertyOnHand(estate, lines);
        const named = new Set(lines.flatMap((one) => [one.fromItemId, one.inKindItemId]));
        for (const one of estate) {
          const theEstates = one.ownership === null || one.ownership === 'sole';
          expect(onHand.held.includes(one)).toBe(theEstates && !named.has(one.itemId));
        }
        expect(onHand.heldValueCents).toBe(onHand.held.reduce((sum, one) => sum + (one.valueCents ?? 0), 0));
        expect(onHand.inAllCents).toBe(ledgerTotals(lines).balanceCents + onHand.heldValueCents);
      }),
    );
  });
});

describe('fetchedOverValue', () => {
  it('weighs what came in against the inventory value, all of it over when none is recorded', () => {
    expect(fetchedOverValue(32_000_000, 30_000_000)).toBe(2_000_000);
    expect(fetchedOverValue(1_000_000, 1_250_000)).toBe(-250_000);
    expect(fetchedOverValue(500, null)).toBe(500);
  });
});

describe('chargesAndCredits', () => {
  const house = asset('house', 30_000_000, 'sole');
  const car = asset('car', 1_800_000, 'sole');
  const checking = asset('checking', 1_250_000, null);
  const jointSavings = asset('joint', 4_000_000, 'joint_survivorship');

  it('charges the property at the death, other money in and gains; credits what went out and what is on hand', () => {
    const summary = chargesAndCredits(
      [house, car, checking, jointSavings],
      [
        line('receipt', 32_000_000, { fromItemId: 'house' }),
        line('receipt', 1_000_000, { fromItemId: 'checking' }),
        line('receipt', 5_000),
        line('disbursement', 1_200_000),
        line('distribution', 2_000_000),
        line('distribution', 1_900_000, { inKindItemId: 'car' }),
      ],
    );
    expect(summary).toEqual({
      // The house, the car and the checking account; the joint savings was never the estate's.
      inventoryCents: 33_050_000,
      otherReceiptsCents: 5_000,
      // The house fetched $20,000 more than its value; the checking account paid out $2,500 less.
      gainsCents: 2_000_000,
      lossesCents: 250_000,
      // The car at its value at the death, not the $19,000 it was given at.
      givenInKindCents: 1_800_000,
      totalChargesCents: 35_055_000,
      totalCreditsCents: 35_055_000,
    });
  });

  it('always balances, whatever the account and however the assets were held', () => {
    fc.assert(
      fc.property(anAccount, ({ estate, lines }) => {
        const summary = chargesAndCredits(estate, lines);
        expect(summary.totalChargesCents).toBe(summary.totalCreditsCents);
        expect(summary.gainsCents).toBeGreaterThanOrEqual(0);
        expect(summary.lossesCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
