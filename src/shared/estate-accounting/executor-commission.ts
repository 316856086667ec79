import type { InventoryKind } from '../inventory/inventory-kinds.ts';
import type { Ownership } from '../inventory/ownership.ts';
import { isEstateProperty, type LedgerAmount } from './ledger.ts';

// The executor's commission where a statute counts it on the money received and paid out (decision 085
// named it and gave no figure; decision 091 works it out from the estate account, Texas first).

/**
 * Texas Estates Code §352.002: 5% of the cash actually received and of the cash actually paid out, never
 * more than 5% of the gross fair market value of the estate under administration. Not counted: funds the
 * person had at the death on hand or in a financial institution or brokerage firm, life insurance
 * proceeds, and cash paid to an heir as an heir.
 */
const TEXAS_PERCENT = 5;

/**
 * Money in from these was held at the death in a bank or brokerage, or is insurance. An insurance
 * policy in the inventory is most often life insurance; one that isn't may count, which the court
 * decides, so leaving it out never claims more than the statute allows.
 */
const RECEIPTS_NOT_COUNTED: ReadonlySet<InventoryKind> = new Set(['bank_account', 'investment', 'insurance']);

type Asset = {
  itemId: string;
  kind: InventoryKind;
  valueCents: number | null;
  ownership: Ownership | null;
};
type Line = LedgerAmount & { fromItemId: string | null };

/** The figures; the statute, its summary and its source are the state's row (STATE_RULES). */
type ExecutorCommission = {
  percent: number;
  /** Cash received that the statute counts, and what it leaves out (named accounts, insurance). */
  receivedCents: number;
  receivedLeftOutCents: number;
  /** Cash paid out that the statute counts, and what it leaves out (cash to heirs). */
  paidCents: number;
  paidLeftOutCents: number;
  /** The percent of each, together, before the cap. */
  byFormulaCents: number;
  /** The cap: the percent of the probate assets' value; null when no asset has a value recorded. */
  capCents: number | null;
  /** Probate assets with no value recorded, which would raise the cap. */
  assetsWithoutValue: number;
  /** The formula's figure within the cap: what the statute gives on the account so far. */
  commissionCents: number;
};

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** Texas's commission on the account so far, from its lines and the inventory's assets. */
function texasCommission(assets: readonly Asset[], lines: readonly Line[]): ExecutorCommission {
  const kindOf = new Map(assets.map((asset) => [asset.itemId, asset.kind]));
  const sum = (kept: readonly Line[]) => kept.reduce((total, line) => total + line.amountCents, 0);
  const cash = lines.filter((line) => !line.inKind);
  const receipts = cash.filter((line) => line.kind === 'receipt');
  const leftOutReceipts = receipts.filter((line) => {
    const kind = line.fromItemId ? kindOf.get(line.fromItemId) : undefined;
    return kind !== undefined && RECEIPTS_NOT_COUNTED.has(kind);
  });
  const receivedLeftOutCents = sum(leftOutReceipts);
  const receivedCents = sum(receipts) - receivedLeftOutCents;
  const paidCents = sum(cash.filter((line) => line.kind === 'disbursement'));
  const paidLeftOutCents = sum(cash.filter((line) => line.kind === 'distribution'));
  const byFormulaCents = percentOf(receivedCents, TEXAS_PERCENT) + percentOf(paidCents, TEXAS_PERCENT);
  const probate = assets.filter((asset) => isEstateProperty(asset.ownership));
  const valued = probate.flatMap((asset) => (asset.valueCents === null ? [] : [asset.valueCents]));
  const capCents =
    valued.length === 0
      ? null
      : percentOf(
          valued.reduce((total, value) => total + value, 0),
          TEXAS_PERCENT,
        );
  return {
    percent: TEXAS_PERCENT,
    receivedCents,
    receivedLeftOutCents,
    paidCents,
    paidLeftOutCents,
    byFormulaCents,
    capCents,
    assetsWithoutValue: probate.length - valued.length,
    commissionCents: capCents === null ? byFormulaCents : Math.min(byFormulaCents, capCents),
  };
}

/** Whether Harbor works out the state's commission from the estate account: Texas, so far. */
export function isCommissionCountedFromAccount(stateCode: string | null): boolean {
  return stateCode === 'TX';
}

/**
 * The commission the state's statute gives on the estate account so far, where Harbor can work it out
 * from the account; null elsewhere (the Probate Calculator then says what the state sets).
 */
export function commissionFromAccount(
  stateCode: string | null,
  account: { assets: readonly Asset[]; lines: readonly Line[] },
): ExecutorCommission | null {
  return isCommissionCountedFromAccount(stateCode) ? texasCommission(account.assets, account.lines) : null;
}
