import type { Ownership } from '../inventory/ownership.ts';
import { isEstateProperty, type LedgerAmount, ledgerTotals } from './ledger.ts';

// What the estate holds at the end of the account besides its cash (decision 088): the balance on hand
// is only money, so the house not yet sold and the account not yet closed are counted here, at their
// value at the date of death, the value the inventory gave the court.

type EstateAsset = { itemId: string; valueCents: number | null; ownership: Ownership | null };
type AccountLine = LedgerAmount & { fromItemId: string | null; inKindItemId: string | null };

type PropertyOnHand<Asset> = {
  /** The estate's assets not yet sold, collected or given in kind, in the inventory's order. */
  held: Asset[];
  /** What they were worth at the date of death; an asset with no value recorded adds nothing. */
  heldValueCents: number;
  /** How many of them have no value recorded, so a total is never read as complete when it isn't. */
  heldWithoutValue: number;
  /** The balance on hand and the property still held, together. */
  inAllCents: number;
  /** The money that has come in from each asset (a sale, or an account closed), by its item. */
  cameInCents: ReadonlyMap<string, number>;
};

/**
 * The property on hand. An asset leaves it once money comes in from it or once it is given in kind, in
 * whole or in part: the account records gifts at their value when given, not as shares of the asset,
 * so what may be left of a part-given asset can't be worked out (a gift of half a house to one child
 * waits on the other half's). What passes outside probate was never the estate's to hold.
 * Paying bills straight from an account in the inventory leaves the balance below nothing and the
 * account at its full value; together they still come to what the estate holds.
 */
export function propertyOnHand<Asset extends EstateAsset>(
  assets: readonly Asset[],
  lines: readonly AccountLine[],
): PropertyOnHand<Asset> {
  const cameInCents = new Map<string, number>();
  const givenInKind = new Set<string>();
  for (const line of lines) {
    if (line.kind === 'receipt' && line.fromItemId)
      cameInCents.set(line.fromItemId, (cameInCents.get(line.fromItemId) ?? 0) + line.amountCents);
    if (line.kind === 'distribution' && line.inKindItemId) givenInKind.add(line.inKindItemId);
  }
  const held = assets.filter(
    (asset) =>
      isEstateProperty(asset.ownership) && !cameInCents.has(asset.itemId) && !givenInKind.has(asset.itemId),
  );
  const heldValueCents = held.reduce((total, asset) => total + (asset.valueCents ?? 0), 0);
  return {
    held,
    heldValueCents,
    heldWithoutValue: held.filter((asset) => asset.valueCents === null).length,
    inAllCents: ledgerTotals(lines).balanceCents + heldValueCents,
    cameInCents,
  };
}
