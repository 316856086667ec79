import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateShares } from './residue.ts';

const heir = (id: string, shareBasisPoints: number | null, cashCents = 0, inKindCents = 0) => ({
  id,
  shareBasisPoints,
  received: { cashCents, inKindCents },
});
const asset = (itemId: string, valueCents: number | null, planHeirId: string | null = null) => ({
  itemId,
  valueCents,
  ownership: 'sole' as const,
  plan: planHeirId ? ('distribute' as const) : null,
  planHeirId,
});
const money = (
  kind: 'receipt' | 'disbursement' | 'distribution',
  amountCents: number,
  inKindItemId?: string,
) => ({
  kind,
  amountCents,
  inKind: Boolean(inKindItemId),
  fromItemId: null,
  inKindItemId: inKindItemId ?? null,
});

describe('estimateShares', () => {
  it('shares what is left after debts and specific gifts, counting what each heir already has', () => {
    const estimate = estimateShares({
      heirs: [heir('sam', 5000, 1_000_000), heir('ada', 5000), heir('church', null)],
      // The house for the two to share; the piano kept for the church, a specific gift.
      assets: [asset('house', 30_000_000), asset('piano', 500_000, 'church')],
      // $50,000 came in; $10,000 went to Sam in cash.
      lines: [money('receipt', 5_000_000), money('distribution', 1_000_000)],
      debts: [{ remainingCents: 1_200_000 }, { remainingCents: null }],
    });
    // On hand: $40,000 cash, the house and the piano. Less the card and the piano; plus Sam's $10,000.
    expect(estimate).toMatchObject({
      onHandCents: 34_500_000,
      debtsOwedCents: 1_200_000,
      debtsNotValued: 1,
      specificGiftsCents: 500_000,
      alreadySharedCents: 1_000_000,
      residueCents: 33_800_000,
      isShort: false,
    });
    expect(estimate.shares.get('sam')).toEqual({ comesToCents: 16_900_000, stillToReceiveCents: 15_900_000 });
    expect(estimate.shares.get('ada')).toEqual({ comesToCents: 16_900_000, stillToReceiveCents: 16_900_000 });
    expect(estimate.shares.has('church')).toBe(false);
  });

  it('says an estate short of its debts has nothing to share', () => {
    const estimate = estimateShares({
      heirs: [heir('sam', 10_000)],
      assets: [asset('car', 800_000)],
      lines: [],
      debts: [{ remainingCents: 2_000_000 }],
    });
    expect(estimate).toMatchObject({ residueCents: 0, isShort: true });
    expect(estimate.shares.get('sam')).toEqual({ comesToCents: 0, stillToReceiveCents: 0 });
  });

  it('says when an asset was given in kind for less than its value, since a part still held is left out', () => {
    const halfGiven = estimateShares({
      heirs: [heir('sam', 5000, 0, 15_000_000), heir('ada', 5000)],
      assets: [asset('house', 30_000_000)],
      lines: [money('distribution', 15_000_000, 'house')],
      debts: [],
    });
    expect(halfGiven.givenBelowValue).toBe(1);
    const wholeGiven = estimateShares({
      heirs: [heir('sam', 5000, 0, 30_000_000), heir('ada', 5000)],
      assets: [asset('house', 30_000_000)],
      lines: [money('distribution', 30_000_000, 'house')],
      debts: [],
    });
    expect(wholeGiven.givenBelowValue).toBe(0);
  });

  it('splits an odd cent between two halves rather than giving each one', () => {
    const estimate = estimateShares({
      heirs: [heir('sam', 5000), heir('ada', 5000)],
      assets: [],
      lines: [money('receipt', 101)],
      debts: [],
    });
    expect(estimate.residueCents).toBe(101);
    expect(estimate.shares.get('sam')?.comesToCents).toBe(51);
    expect(estimate.shares.get('ada')?.comesToCents).toBe(50);
  });

  it('never shares out more than is left, and each share is its percentage of it to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3333 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (shares, receivedCents, debtCents) => {
          const heirs = shares.map((share, index) =>
            heir(`h${index}`, share, index === 0 ? receivedCents : 0),
          );
          const estimate = estimateShares({
            heirs,
            assets: [asset('house', 50_000_000)],
            lines: [money('distribution', receivedCents)],
            debts: [{ remainingCents: debtCents }],
          });
          const total = [...estimate.shares.values()].reduce((sum, one) => sum + one.comesToCents, 0);
          const whole = shares.reduce((sum, share) => sum + share, 0);
          // Together the shares are their percentages of the residue to the cent, never a cent more.
          expect(total).toBe(Math.round((estimate.residueCents * whole) / 10_000));
          for (const [index, share] of shares.entries()) {
            const exact = (estimate.residueCents * share) / 10_000;
            expect(Math.abs((estimate.shares.get(`h${index}`)?.comesToCents ?? 0) - exact)).toBeLessThan(1);
          }
          for (const [id, share] of estimate.shares) {
            const received = heirs.find((one) => one.id === id)?.received.cashCents ?? 0;
            expect(share.stillToReceiveCents).toBe(share.comesToCents - received);
          }
        },
      ),
    );
  });
});
