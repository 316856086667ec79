import type { InventoryKind } from '../inventory/inventory-kinds.ts';
import type { Ownership } from '../inventory/ownership.ts';
import { isEstateProperty, type LedgerAmount } from './ledger.ts';

// The executor's commission where a statute sets it as a percentage of the money received and paid out
// (decision 085 named those states and gave no figure; decision 091 works it out from the estate account
// where the percentage is the statute's, not the court's: Texas and Georgia).

type CommissionRule = {
  /** Of the cash received and, again, of the cash paid out. */
  percent: number;
  /**
   * Texas: funds the person had at the death in a bank or brokerage, and insurance proceeds, earn no
   * commission when collected.
   */
  leavesOutBankedAndInsurance: boolean;
  /** Texas earns nothing on cash paid to heirs as heirs; Georgia counts "distributive shares". */
  countsCashToHeirs: boolean;
  /** Texas: never more than this percent of the gross value of the estate under administration. */
  capPercent: number | null;
  /** Georgia: the court may allow up to this percent of the value of property handed over in kind. */
  inKindUpToPercent: number | null;
};

const COMMISSION_RULES: Readonly<Partial<Record<string, CommissionRule>>> = {
  // Texas Estates Code §352.002.
  TX: {
    percent: 5,
    leavesOutBankedAndInsurance: true,
    countsCashToHeirs: false,
    capPercent: 5,
    inKindUpToPercent: null,
  },
  // Official Code of Georgia §53-6-60(b)(1) and (3).
  GA: {
    percent: 2.5,
    leavesOutBankedAndInsurance: false,
    countsCashToHeirs: true,
    capPercent: null,
    inKindUpToPercent: 3,
  },
};

/**
 * Money in from these was held at the death in a bank or brokerage, or is insurance. An insurance
 * policy in the inventory is most often life insurance; one that isn't may count, which the court
 * decides, so leaving it out never claims more than the statute allows.
 */
const BANKED_OR_INSURANCE: ReadonlySet<InventoryKind> = new Set(['bank_account', 'investment', 'insurance']);

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
  /** Whether money in from a named bank, brokerage or insurance account is left out (Texas). */
  leavesOutBankedAndInsurance: boolean;
  /** Cash received that the statute counts, and what it leaves out. */
  receivedCents: number;
  receivedLeftOutCents: number;
  /** Cash paid out that the statute counts, and what it leaves out (cash to heirs, in Texas). */
  paidCents: number;
  paidLeftOutCents: number;
  /** The percent of each, together, before any cap. */
  byFormulaCents: number;
  /**
   * Where the statute caps it: the cap's percent of the probate assets' value (null while no such asset
   * has a value), and how many probate assets have none, which would raise it.
   */
  cap: { percent: number; cents: number | null; assetsWithoutValue: number } | null;
  /** Where the court may add a share of property handed over in kind: what was given, and the most. */
  inKind: { upToPercent: number; givenCents: number; upToCents: number } | null;
  /** The formula's figure within any cap: what the statute gives on the account so far. */
  commissionCents: number;
};

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
const sum = (lines: readonly Line[]) => lines.reduce((total, line) => total + line.amountCents, 0);

function countCommission(
  rule: CommissionRule,
  assets: readonly Asset[],
  lines: readonly Line[],
): ExecutorCommission {
  const kindOf = new Map(assets.map((asset) => [asset.itemId, asset.kind]));
  const cash = lines.filter((line) => !line.inKind);
  const receipts = cash.filter((line) => line.kind === 'receipt');
  const receivedLeftOutCents = rule.leavesOutBankedAndInsurance
    ? sum(
        receipts.filter((line) => {
          const kind = line.fromItemId ? kindOf.get(line.fromItemId) : undefined;
          return kind !== undefined && BANKED_OR_INSURANCE.has(kind);
        }),
      )
    : 0;
  const receivedCents = sum(receipts) - receivedLeftOutCents;
  const toHeirsCents = sum(cash.filter((line) => line.kind === 'distribution'));
  const paidLeftOutCents = rule.countsCashToHeirs ? 0 : toHeirsCents;
  const paidCents = sum(cash.filter((line) => line.kind !== 'receipt')) - paidLeftOutCents;
  const byFormulaCents = percentOf(receivedCents, rule.percent) + percentOf(paidCents, rule.percent);
  const cap = rule.capPercent === null ? null : capOf(rule.capPercent, assets);
  const givenCents = sum(lines.filter((line) => line.inKind));
  return {
    percent: rule.percent,
    leavesOutBankedAndInsurance: rule.leavesOutBankedAndInsurance,
    receivedCents,
    receivedLeftOutCents,
    paidCents,
    paidLeftOutCents,
    byFormulaCents,
    cap,
    inKind:
      rule.inKindUpToPercent === null
        ? null
        : {
            upToPercent: rule.inKindUpToPercent,
            givenCents,
            upToCents: percentOf(givenCents, rule.inKindUpToPercent),
          },
    commissionCents:
      cap === null || cap.cents === null ? byFormulaCents : Math.min(byFormulaCents, cap.cents),
  };
}

/** The cap on what goes through probate, at the inventory's value; what passes outside it never counts. */
function capOf(percent: number, assets: readonly Asset[]) {
  const probate = assets.filter((asset) => isEstateProperty(asset.ownership));
  const valued = probate.flatMap((asset) => (asset.valueCents === null ? [] : [asset.valueCents]));
  return {
    percent,
    cents:
      valued.length === 0
        ? null
        : percentOf(
            valued.reduce((total, value) => total + value, 0),
            percent,
          ),
    assetsWithoutValue: probate.length - valued.length,
  };
}

/** Whether Harbor works out the state's commission from the estate account. */
export function isCommissionCountedFromAccount(stateCode: string | null): boolean {
  return stateCode !== null && COMMISSION_RULES[stateCode] !== undefined;
}

/**
 * The commission the state's statute gives on the estate account so far, where Harbor can work it out
 * from the account; null elsewhere (the Probate Calculator then says what the state sets).
 */
export function commissionFromAccount(
  stateCode: string | null,
  account: { assets: readonly Asset[]; lines: readonly Line[] },
): ExecutorCommission | null {
  const rule = stateCode === null ? undefined : COMMISSION_RULES[stateCode];
  return rule ? countCommission(rule, account.assets, account.lines) : null;
}
