import { z } from 'zod';
import { requiredMoneyField } from '../inventory/inventory-schemas.ts';
import { type Ownership, passesOutsideProbate } from '../inventory/ownership.ts';
import { DATE_MESSAGES, dayField } from '../validation/dates.ts';
import { freeTextField, optionalFreeTextField } from '../validation/free-text.ts';

// The estate account's ledger (issue 23, item 5; decision 070): money in (receipts), money out for the
// estate (disbursements, a debt payment among them) and what reached an heir (distributions). Amounts
// are integer cents, as everywhere in Harbor.

export const LEDGER_KINDS = ['receipt', 'disbursement', 'distribution'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  receipt: 'Money in',
  disbursement: 'Paid out for the estate',
  distribution: 'Given to an heir',
};

export const LEDGER_MESSAGES = {
  kindRequired: 'Please choose what kind of entry this is',
  /** The day a line needs, asked in the words of its kind: money comes in, is paid out, or is given. */
  dateRequired: {
    receipt: 'Please enter the date it came in',
    disbursement: 'Please enter the date it was paid',
    distribution: 'Please enter the date it was given',
  } satisfies Record<LedgerKind, string>,
  descriptionRequired: 'Please say what it was',
  partyRequired: 'Please say who it came from or went to',
  heirRequired: 'Please choose the heir who received it',
  heirOnlyForDistributions: 'Only a distribution goes to an heir',
  inKindOnlyForDistributions: 'Only a distribution can give property',
  debtOnlyForPayments: 'Only money paid out can pay a debt',
  notADebt: 'That inventory item is not a debt',
  notAnAsset: 'That inventory item is not property the estate owns',
  passesOutsideProbate:
    'That passes outside probate, straight to its co-owner or named beneficiary, so the estate doesn’t give it',
  moneyPassesOutsideProbate:
    'That passes outside probate, straight to its co-owner or named beneficiary, so its money isn’t the estate’s',
  fromAssetOnlyForReceipts: 'Only money in comes from an asset',
  entryNotFound: 'Entry not found',
  onlyAdmin: 'Only the executor (the admin) keeps the estate account.',
} as const;

export const ACCOUNT_DATE_MESSAGES = {
  notADate: DATE_MESSAGES.notADate,
  inFuture: 'The date can’t be in the future',
  beforeDeath: 'The estate’s account starts on the date of death: please choose that day or later',
} as const;

export const ledgerEntrySchema = z
  .object({
    kind: z.enum(LEDGER_KINDS, { error: LEDGER_MESSAGES.kindRequired }),
    /** Required, with a message that fits the kind of line (below). */
    onDate: dayField,
    /** For property given in kind: its value on the day it was given. */
    amount: requiredMoneyField,
    /** Who paid the estate or whom the estate paid; a distribution names its heir instead. */
    party: optionalFreeTextField(200),
    description: freeTextField({ max: 300, required: LEDGER_MESSAGES.descriptionRequired }),
    /** A payment of a debt in the inventory: the debt's balance falls by the amount. */
    debtItemId: z.string().uuid().nullish(),
    /** The heir or beneficiary a distribution reached (decision 071). */
    heirId: z.string().uuid().nullish(),
    /** A distribution in kind: the inventory asset given, rather than cash. */
    inKindItemId: z.string().uuid().nullish(),
    /** Money in from an inventory asset: its sale, or an account closed into the estate's (decision 088). */
    fromItemId: z.string().uuid().nullish(),
    notes: optionalFreeTextField(2000),
  })
  .superRefine((entry, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const isDistribution = entry.kind === 'distribution';
    if (!entry.onDate) problem('onDate', LEDGER_MESSAGES.dateRequired[entry.kind]);
    if (isDistribution && !entry.heirId) problem('heirId', LEDGER_MESSAGES.heirRequired);
    if (!isDistribution && entry.heirId) problem('heirId', LEDGER_MESSAGES.heirOnlyForDistributions);
    if (!isDistribution && entry.inKindItemId)
      problem('inKindItemId', LEDGER_MESSAGES.inKindOnlyForDistributions);
    if (!isDistribution && !entry.party) problem('party', LEDGER_MESSAGES.partyRequired);
    if (entry.debtItemId && entry.kind !== 'disbursement')
      problem('debtItemId', LEDGER_MESSAGES.debtOnlyForPayments);
    if (entry.fromItemId && entry.kind !== 'receipt')
      problem('fromItemId', LEDGER_MESSAGES.fromAssetOnlyForReceipts);
  });
export type LedgerEntryInput = z.input<typeof ledgerEntrySchema>;

/**
 * Whether an asset is the estate's to give, sell or collect: what passes outside probate goes to its
 * co-owner, beneficiary or trust by its own terms. How it was held may not be known yet; it counts as the
 * estate's until the answer says otherwise.
 */
export function isEstateProperty(ownership: Ownership | null): boolean {
  return passesOutsideProbate(ownership) !== true;
}

/**
 * The estate's account and the executor's time log run from the death to today, the period the
 * accounting report states: a line dated outside it would be counted in totals the report says it
 * doesn't cover. Null when the date fits.
 */
export function accountDateProblem(
  onDate: string,
  period: { dateOfDeath: string | null; today: string },
): string | null {
  if (onDate > period.today) return ACCOUNT_DATE_MESSAGES.inFuture;
  if (period.dateOfDeath !== null && onDate < period.dateOfDeath) return ACCOUNT_DATE_MESSAGES.beforeDeath;
  return null;
}

/**
 * The lines dated before the estate's account starts: none can be recorded so, but the date of death can
 * be changed to a later day after they were. The page asks for them to be corrected.
 */
export function linesBeforeTheAccount<Line extends { onDate: string }>(
  lines: readonly Line[],
  dateOfDeath: string | null,
): Line[] {
  return dateOfDeath === null ? [] : lines.filter((line) => line.onDate < dateOfDeath);
}

/** What the totals need of an entry: `inKind` marks property given rather than cash. */
export type LedgerAmount = { kind: LedgerKind; amountCents: number; inKind?: boolean };

type LedgerTotals = {
  receiptsCents: number;
  disbursementsCents: number;
  /** Cash given to heirs. */
  distributionsCents: number;
  /** Property given to heirs, at its value when given: it never passed through the account's cash. */
  inKindCents: number;
  /** On hand: what came in less what went out. Negative means more was paid than received so far. */
  balanceCents: number;
};

/**
 * What a line does to the cash on hand: money in adds to it, money paid out or given takes from it, and
 * property given in kind leaves it alone, never having been cash.
 */
function cashChangeCents(entry: LedgerAmount): number {
  if (entry.inKind) return 0;
  return entry.kind === 'receipt' ? entry.amountCents : -entry.amountCents;
}

/**
 * The accounting's four figures. Executor expenses the estate has paid back count as disbursements: the
 * caller passes them in as such, so one sum serves the page, the report and the tests.
 */
export function ledgerTotals(entries: readonly LedgerAmount[]): LedgerTotals {
  const sumOf = (kind: LedgerKind, inKind = false) =>
    entries
      .filter((entry) => entry.kind === kind && (entry.inKind ?? false) === inKind)
      .reduce((total, entry) => total + entry.amountCents, 0);
  return {
    receiptsCents: sumOf('receipt'),
    disbursementsCents: sumOf('disbursement'),
    distributionsCents: sumOf('distribution'),
    inKindCents: sumOf('distribution', true),
    balanceCents: entries.reduce((total, entry) => total + cashChangeCents(entry), 0),
  };
}

/**
 * Each line with the cash on hand once it is counted, in the order given (the ledger's, by date): the
 * running balance of a cash book, whose last figure is the balance on hand.
 */
export function withCashOnHand<Line extends LedgerAmount>(
  lines: readonly Line[],
): (Line & { cashOnHandCents: number })[] {
  let onHand = 0;
  return lines.map((line) => {
    onHand += cashChangeCents(line);
    return { ...line, cashOnHandCents: onHand };
  });
}

/**
 * What is still owed on a debt after the estate's payments of it, never below nothing, and what was paid
 * beyond it (a late fee, a mistyped amount, or a debt valued too low in the inventory), which the page
 * points out rather than hiding in "$0.00 left".
 */
export function debtRemainingCents(
  debtCents: number | null,
  paymentsCents: readonly number[],
): number | null {
  return debtCents === null ? null : Math.max(0, debtCents - sumOf(paymentsCents));
}

export function debtOverpaidCents(debtCents: number | null, paymentsCents: readonly number[]): number {
  return debtCents === null ? 0 : Math.max(0, sumOf(paymentsCents) - debtCents);
}

const sumOf = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

type InKindGift = { inKindItemId: string | null; amountCents: number };
type ValuedAsset = { itemId: string; valueCents: number | null };

/**
 * The assets whose gifts in kind add up to more than their value in the inventory, with what the gifts
 * add up to. Giving one asset more than once is ordinary (shares of a house to two children), and a
 * value when given can rightly differ from the one at death, so this is a note to check, never a
 * refusal. An asset with no value recorded has nothing to weigh the gifts against.
 */
export function assetsGivenOverValue<Asset extends ValuedAsset>(
  assets: readonly Asset[],
  gifts: readonly InKindGift[],
): { asset: Asset; givenCents: number; valueCents: number }[] {
  const given = new Map<string, number>();
  for (const gift of gifts)
    if (gift.inKindItemId)
      given.set(gift.inKindItemId, (given.get(gift.inKindItemId) ?? 0) + gift.amountCents);
  return assets.flatMap((asset) => {
    const givenCents = given.get(asset.itemId) ?? 0;
    const { valueCents } = asset;
    return valueCents !== null && givenCents > valueCents ? [{ asset, givenCents, valueCents }] : [];
  });
}
