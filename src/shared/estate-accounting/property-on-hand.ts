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
  /** What has been given in kind of each asset, in whole or in part, at its value when given, by its item. */
  givenInKind: ReadonlyMap<string, number>;
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
  const givenInKind = new Map<string, number>();
  for (const line of lines) {
    if (line.kind === 'receipt' && line.fromItemId)
      cameInCents.set(line.fromItemId, (cameInCents.get(line.fromItemId) ?? 0) + line.amountCents);
    if (line.kind === 'distribution' && line.inKindItemId)
      givenInKind.set(line.inKindItemId, (givenInKind.get(line.inKindItemId) ?? 0) + line.amountCents);
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
    givenInKind,
  };
}

/**
 * What money in from an asset came to over its inventory value (below nothing: under it). An asset with
 * no value recorded is carried at nothing, so all it fetched is over.
 */
export function fetchedOverValue(cameInCents: number, valueCents: number | null): number {
  return cameInCents - (valueCents ?? 0);
}

type ChargesAndCredits = {
  /** The estate's property at the death, at its inventory value: what the executor took charge of. */
  inventoryCents: number;
  /** Money in other than from the inventory's assets: interest, refunds, rent. */
  otherReceiptsCents: number;
  /** What assets fetched above their inventory value, and below it. */
  gainsCents: number;
  lossesCents: number;
  /** Property given in kind, carried at its inventory value (the ledger records its value when given). */
  givenInKindCents: number;
  totalChargesCents: number;
  totalCreditsCents: number;
};

/**
 * The account as a court's summary sets it out: the executor is charged with the property at the death,
 * the other money that came in and the gains, and credited with what was paid out, the losses, what
 * reached the heirs and what is still on hand. The two always agree: an asset is carried at its
 * inventory value (nothing, when none is recorded) until money comes in from it, when what it fetched
 * over or under that value is a gain or a loss, or until it is given in kind, at that value.
 */
export function chargesAndCredits<Asset extends EstateAsset>(
  assets: readonly Asset[],
  lines: readonly AccountLine[],
): ChargesAndCredits {
  const totals = ledgerTotals(lines);
  const onHand = propertyOnHand(assets, lines);
  const estate = assets.filter((asset) => isEstateProperty(asset.ownership));
  const carried = (asset: Asset) => asset.valueCents ?? 0;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const sold = estate.filter((asset) => onHand.cameInCents.has(asset.itemId));
  const proceeds = sold.map((asset) => onHand.cameInCents.get(asset.itemId) ?? 0);
  const outcomes = sold.map((asset, index) => fetchedOverValue(proceeds[index] ?? 0, asset.valueCents));
  const given = estate.filter(
    (asset) => onHand.givenInKind.has(asset.itemId) && !onHand.cameInCents.has(asset.itemId),
  );
  const inventoryCents = sum(estate.map(carried));
  const otherReceiptsCents = totals.receiptsCents - sum(proceeds);
  const gainsCents = sum(outcomes.filter((outcome) => outcome > 0));
  const lossesCents = -sum(outcomes.filter((outcome) => outcome < 0));
  const givenInKindCents = sum(given.map(carried));
  return {
    inventoryCents,
    otherReceiptsCents,
    gainsCents,
    lossesCents,
    givenInKindCents,
    totalChargesCents: inventoryCents + otherReceiptsCents + gainsCents,
    totalCreditsCents:
      totals.disbursementsCents +
      lossesCents +
      totals.distributionsCents +
      givenInKindCents +
      onHand.inAllCents,
  };
}
