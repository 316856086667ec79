import { type InventoryKind, isRealProperty } from '../inventory/inventory-kinds.ts';
import type { Ownership } from '../inventory/ownership.ts';
import { isEstateProperty, type LedgerAmount } from './ledger.ts';
import { fetchedOverValue, propertyOnHand } from './property-on-hand.ts';

// The executor's commission where a statute sets it as a percentage of what is received and paid out
// (decision 085 named those states and gave no figure; decision 091 works it out from the estate account
// where the percentage is the statute's: Texas and Georgia; decision 093 gives the most the court may
// allow where the statute sets only a ceiling: Alabama and North Carolina).

type CommissionRule = {
  /** Of what is received and, again, of what is paid out. */
  percent: number;
  /**
   * What "received" is: the cash that came in (Texas, Georgia), or the estate's property at its value
   * with the money in beyond it (Alabama's "value of all property received", North Carolina's receipts
   * "including the value of all personal property when received"), each asset counted once.
   */
  received: 'cash' | 'propertyAtValue';
  /**
   * Texas: funds the person had at the death in a bank or brokerage, and insurance proceeds, earn no
   * commission when collected.
   */
  leavesOutBankedAndInsurance: boolean;
  /**
   * North Carolina counts real property only where it is sold to pay debts or legacies, and then only
   * the money so applied, which the account can't tell apart: leaving it out never claims more.
   */
  leavesOutRealProperty: boolean;
  /** Texas and North Carolina count nothing paid to heirs as heirs; Georgia counts "distributive shares". */
  countsCashToHeirs: boolean;
  /** Alabama's "all disbursements" takes in property handed to heirs as it is, at its value when given. */
  countsGiftsInKind: boolean;
  /** Texas: never more than this percent of the gross value of the estate under administration. */
  capPercent: number | null;
  /** Georgia: the court may allow up to this percent of the value of property handed over in kind. */
  inKindUpToPercent: number | null;
};

const COMMISSION_RULES: Readonly<Partial<Record<string, CommissionRule>>> = {
  // Texas Estates Code §352.002.
  TX: {
    percent: 5,
    received: 'cash',
    leavesOutBankedAndInsurance: true,
    leavesOutRealProperty: false,
    countsCashToHeirs: false,
    countsGiftsInKind: false,
    capPercent: 5,
    inKindUpToPercent: null,
  },
  // Official Code of Georgia §53-6-60(b)(1) and (3).
  GA: {
    percent: 2.5,
    received: 'cash',
    leavesOutBankedAndInsurance: false,
    leavesOutRealProperty: false,
    countsCashToHeirs: true,
    countsGiftsInKind: false,
    capPercent: null,
    inKindUpToPercent: 3,
  },
  // Code of Alabama §43-2-848(a): "two and one-half percent of the value of all property received and
  // under the possession and control of the personal representative and two and one-half percent of all
  // disbursements".
  AL: {
    percent: 2.5,
    received: 'propertyAtValue',
    leavesOutBankedAndInsurance: false,
    leavesOutRealProperty: false,
    countsCashToHeirs: true,
    countsGiftsInKind: true,
    capPercent: null,
    inKindUpToPercent: null,
  },
  // North Carolina General Statutes §28A-23-3(a) and (b).
  NC: {
    percent: 5,
    received: 'propertyAtValue',
    leavesOutBankedAndInsurance: false,
    leavesOutRealProperty: true,
    countsCashToHeirs: false,
    countsGiftsInKind: false,
    capPercent: null,
    inKindUpToPercent: null,
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
type Line = LedgerAmount & { fromItemId: string | null; inKindItemId: string | null };

/** The figures; the statute, its summary and its source are the state's row (STATE_RULES). */
export type ExecutorCommission = {
  percent: number;
  /** How the statute counts, as the rule has it (the page words each figure by it). */
  received: CommissionRule['received'];
  leavesOutBankedAndInsurance: boolean;
  leavesOutRealProperty: boolean;
  countsGiftsInKind: boolean;
  /**
   * What was received that the statute counts, and what it leaves out: money in from a named bank,
   * brokerage or insurance account (Texas); what is listed as Property and the money in from it (North
   * Carolina).
   */
  receivedCents: number;
  receivedLeftOutCents: number;
  /** Counted at its value: money in from assets whose value already counts, so not counted again. */
  countedOnceCents: number;
  /** Counted at its value: assets with no value and no money in from them yet, which would raise it. */
  receivedWithoutValue: number;
  /** What was paid out that the statute counts, and what it leaves out (cash to heirs, in Texas). */
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

type Received = Pick<
  ExecutorCommission,
  'receivedCents' | 'receivedLeftOutCents' | 'countedOnceCents' | 'receivedWithoutValue'
>;

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
const sum = (lines: readonly Line[]) => lines.reduce((total, line) => total + line.amountCents, 0);

/** The cash that came in, less what Texas leaves out: money held at the death in a bank or brokerage, and insurance. */
function cashReceived(rule: CommissionRule, assets: readonly Asset[], receipts: readonly Line[]): Received {
  const kindOf = new Map(assets.map((asset) => [asset.itemId, asset.kind]));
  const receivedLeftOutCents = rule.leavesOutBankedAndInsurance
    ? sum(
        receipts.filter((line) => {
          const kind = line.fromItemId ? kindOf.get(line.fromItemId) : undefined;
          return kind !== undefined && BANKED_OR_INSURANCE.has(kind);
        }),
      )
    : 0;
  return {
    receivedCents: sum(receipts) - receivedLeftOutCents,
    receivedLeftOutCents,
    countedOnceCents: 0,
    receivedWithoutValue: 0,
  };
}

/**
 * The estate's property at its value, each asset once: the house is received once, so its sale adds
 * only what it fetched over its inventory value, and a sale below it takes nothing back (the property
 * was received at that value). Money in from nothing in the inventory (interest, a refund) counts in
 * full. An asset with no value counts nothing until money comes in from it.
 */
function propertyReceived(rule: CommissionRule, assets: readonly Asset[], lines: readonly Line[]): Received {
  const { cameInCents } = propertyOnHand(assets, lines);
  let receivedCents = sum(lines.filter((line) => line.kind === 'receipt'));
  let receivedLeftOutCents = 0;
  let countedOnceCents = 0;
  let receivedWithoutValue = 0;
  for (const asset of assets.filter((one) => isEstateProperty(one.ownership))) {
    const cameIn = cameInCents.get(asset.itemId) ?? 0;
    const value = asset.valueCents ?? 0;
    if (rule.leavesOutRealProperty && isRealProperty(asset.kind)) {
      receivedCents -= cameIn;
      receivedLeftOutCents += value + cameIn;
      continue;
    }
    const overValue = Math.max(fetchedOverValue(cameIn, asset.valueCents), 0);
    receivedCents += value - (cameIn - overValue);
    countedOnceCents += cameIn - overValue;
    if (asset.valueCents === null && !cameInCents.has(asset.itemId)) receivedWithoutValue += 1;
  }
  return { receivedCents, receivedLeftOutCents, countedOnceCents, receivedWithoutValue };
}

function countCommission(
  rule: CommissionRule,
  assets: readonly Asset[],
  lines: readonly Line[],
): ExecutorCommission {
  const cash = lines.filter((line) => !line.inKind);
  const received =
    rule.received === 'cash'
      ? cashReceived(
          rule,
          assets,
          cash.filter((line) => line.kind === 'receipt'),
        )
      : propertyReceived(rule, assets, lines);
  const givenCents = sum(lines.filter((line) => line.inKind));
  const toHeirsCents = sum(cash.filter((line) => line.kind === 'distribution'));
  const paidLeftOutCents = rule.countsCashToHeirs ? 0 : toHeirsCents;
  const paidCents =
    sum(cash.filter((line) => line.kind !== 'receipt')) -
    paidLeftOutCents +
    (rule.countsGiftsInKind ? givenCents : 0);
  // One percentage of both sides, rounded once: rounding each side on its own could add a cent.
  const byFormulaCents = percentOf(received.receivedCents + paidCents, rule.percent);
  const cap = rule.capPercent === null ? null : capOf(rule.capPercent, assets);
  return {
    percent: rule.percent,
    received: rule.received,
    leavesOutBankedAndInsurance: rule.leavesOutBankedAndInsurance,
    leavesOutRealProperty: rule.leavesOutRealProperty,
    countsGiftsInKind: rule.countsGiftsInKind,
    ...received,
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
