import type { Ownership } from '../inventory/ownership.ts';
import type { AssetPlan } from './asset-plans.ts';
import { WHOLE_ESTATE_BASIS_POINTS } from './heirs.ts';
import type { LedgerAmount } from './ledger.ts';
import { propertyOnHand } from './property-on-hand.ts';

// What each heir's share comes to so far (decision 089): a share is a percentage of what is left after
// debts and specific gifts, so it becomes a sum once the account knows what is on hand and owed.

type Heir = {
  id: string;
  /** Null: a specific gift only, outside the shares. */
  shareBasisPoints: number | null;
  received: { cashCents: number; inKindCents: number };
};
type Asset = {
  itemId: string;
  valueCents: number | null;
  ownership: Ownership | null;
  plan: AssetPlan | null;
  planHeirId: string | null;
};
type Line = LedgerAmount & { fromItemId: string | null; inKindItemId: string | null };

type ResidueEstimate = {
  /** Cash and property on hand, property at its inventory value. */
  onHandCents: number;
  /** The inventory's debts less what the account has paid of them. */
  debtsOwedCents: number;
  /** Debts whose amount owed isn't recorded, so the estimate can't take them off. */
  debtsNotValued: number;
  /** Assets still held that are planned for someone who has a specific gift only, not a share. */
  specificGiftsCents: number;
  /** What the heirs with shares have already received, cash and property: it was part of what they share. */
  alreadySharedCents: number;
  /** What is left to share: never below nothing, since an estate short of its debts has nothing to share. */
  residueCents: number;
  /** Whether the debts still owed come to more than the estate holds. */
  isShort: boolean;
  /**
   * Assets given in kind for less than their inventory value. Gifts are recorded at their value, not as
   * parts of the asset, so a half given away and a whole given at a lower value look the same: either
   * way the asset leaves what is on hand, and the page says that a part still the estate's isn't counted.
   */
  givenBelowValue: number;
  /** Each heir with a share: what it comes to, and what is still to reach them (below nothing: more has). */
  shares: Map<string, { comesToCents: number; stillToReceiveCents: number }>;
};

/**
 * Each share's cents of the residue, together exactly their percentages of it to the cent: each is
 * rounded down, and the cents left go one each to the largest remainders (first listed on a tie), so
 * two halves of 101¢ are 51¢ and 50¢, never 51¢ twice.
 */
function apportion(residueCents: number, basisPoints: readonly number[]): number[] {
  // In whole numbers (cents times basis points), so no fraction is lost to floating point.
  const scaled = basisPoints.map((points) => residueCents * points);
  const cents = scaled.map((one) => Math.floor(one / WHOLE_ESTATE_BASIS_POINTS));
  const wholeCents = Math.round(scaled.reduce((total, one) => total + one, 0) / WHOLE_ESTATE_BASIS_POINTS);
  let left = wholeCents - cents.reduce((total, one) => total + one, 0);
  const byRemainder = scaled
    .map((one, index) => ({ index, remainder: one % WHOLE_ESTATE_BASIS_POINTS }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    cents[index] = (cents[index] ?? 0) + 1;
    left -= 1;
  }
  return cents;
}

/**
 * What each share comes to on today's figures. The residue is what is on hand, less the debts still owed
 * and the assets kept for specific gifts, plus what the heirs with shares have already received; each
 * share is its percentage of that, less what that heir has received. An estimate: taxes, fees and
 * expenses still to come lower it, and property is at its recorded value.
 */
export function estimateShares(input: {
  heirs: readonly Heir[];
  assets: readonly Asset[];
  lines: readonly Line[];
  debts: readonly { remainingCents: number | null }[];
}): ResidueEstimate {
  const onHand = propertyOnHand(input.assets, input.lines);
  const giftOnly = new Set(
    input.heirs.filter((heir) => heir.shareBasisPoints === null).map((heir) => heir.id),
  );
  const specificGiftsCents = onHand.held
    .filter(
      (asset) => asset.plan === 'distribute' && asset.planHeirId !== null && giftOnly.has(asset.planHeirId),
    )
    .reduce((total, asset) => total + (asset.valueCents ?? 0), 0);
  const debtsOwedCents = input.debts.reduce((total, debt) => total + (debt.remainingCents ?? 0), 0);
  const sharing = input.heirs.filter((heir) => heir.shareBasisPoints !== null);
  const receivedBy = (heir: Heir) => heir.received.cashCents + heir.received.inKindCents;
  const alreadySharedCents = sharing.reduce((total, heir) => total + receivedBy(heir), 0);
  const left = onHand.inAllCents - debtsOwedCents - specificGiftsCents + alreadySharedCents;
  const residueCents = Math.max(0, left);
  const comesTo = apportion(
    residueCents,
    sharing.map((heir) => heir.shareBasisPoints ?? 0),
  );
  const shares = new Map(
    sharing.map((heir, index) => {
      const comesToCents = comesTo[index] ?? 0;
      return [heir.id, { comesToCents, stillToReceiveCents: comesToCents - receivedBy(heir) }] as const;
    }),
  );
  const givenBelowValue = input.assets.filter((asset) => {
    const givenCents = onHand.givenInKind.get(asset.itemId);
    return givenCents !== undefined && asset.valueCents !== null && givenCents < asset.valueCents;
  }).length;
  return {
    onHandCents: onHand.inAllCents,
    debtsOwedCents,
    debtsNotValued: input.debts.filter((debt) => debt.remainingCents === null).length,
    specificGiftsCents,
    alreadySharedCents,
    residueCents,
    isShort: onHand.inAllCents < debtsOwedCents,
    givenBelowValue,
    shares,
  };
}
