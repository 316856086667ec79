import { DISPLAY_DATE, formatIsoDate } from '../dates/display-formats.ts';
import type { HubHeader, HubMessages, Notice } from '../hubs/types.ts';
import { formatCents } from '../inventory/money.ts';
import type { ExecutorCompensation } from '../state-rules/state-rules-types.ts';
import type { ExecutorCommission } from './executor-commission.ts';

/** How a state's statute counts the executor's pay, for its words: the rule's, and the state row's bound. */
type CommissionWording = Pick<
  ExecutorCommission,
  'percent' | 'received' | 'leavesOutRealProperty' | 'countsGiftsInKind'
> &
  Pick<ExecutorCompensation, 'bound'>;
type CommissionFigures = Pick<
  ExecutorCommission,
  | 'leavesOutRealProperty'
  | 'receivedLeftOutCents'
  | 'countedOnceCents'
  | 'receivedWithoutValue'
  | 'paidLeftOutCents'
>;

// The words of the Estate Account (/hub/financial/{lovedOneId}/estate-account), kept with its rules.

export const ESTATE_ACCOUNT_PAGE = {
  header: {
    title: 'Estate Account',
    subtitle: 'Money in, payments out and what reached each heir, in one ledger',
    back: { label: 'Back to Financial Hub', to: '/hub/financial' },
  } satisfies HubHeader,
  messages: {
    loading: 'Loading...',
    loadError: 'Error loading the estate account',
  } satisfies HubMessages,
  disclaimer: {
    title: 'Important',
    text: 'This ledger helps you keep track; it is not legal or accounting advice. A probate court may ask for its own form of accounting: an attorney can tell you what yours needs.',
  } satisfies Notice,
  intro:
    'Record money the estate receives, what it pays (bills, debts, taxes) and what each heir receives. Expenses the estate has paid back appear here on their own, from the Expenses list.',
  totalsTitle: 'Balance on hand',
  receipts: 'Money in',
  disbursements: 'Paid out for the estate',
  distributions: 'Given to heirs',
  balance: 'Balance on hand',
  balanceBelowNothing: (over: string) =>
    `More has been paid out than has come in, by ${over}. Usually money in isn’t recorded yet, such as a closed account’s balance or a sale. If someone paid from their own pocket, add it to Expenses instead, so the estate can pay them back.`,
  inKindTotal: 'Property given in kind, at its value',
  inKindTotalHint: 'Property never passed through the account as cash, so it is not taken from the balance.',
  heldTotal: 'Property still held, at its inventory value',
  heldTotalHint:
    'What hasn’t been sold, collected or given yet. Money that came in from an asset is in the balance.',
  heldWithoutValue: (count: number) =>
    count === 1
      ? 'One asset has no value in the inventory, so it isn’t counted.'
      : `${count} assets have no value in the inventory, so they aren’t counted.`,
  onHandInAll: 'Cash and property on hand',
  downloadAccounting: 'Download the accounting (PDF)',
  downloadHint:
    'A summary, the charges and credits, and the schedules of receipts, disbursements, distributions and property on hand, as courts usually ask for them.',
  downloadLedger: 'Download the ledger (CSV)',
  downloadLedgerHint: 'Every line with the cash on hand after it, for an accountant’s spreadsheet.',
  debtsTitle: 'Debts in the inventory',
  debtLine: (owed: string, paid: string, left: string) => `${owed} owed, ${paid} paid, ${left} left`,
  debtUnknown: (paid: string) => `Amount owed not recorded; ${paid} paid`,
  debtOverpaid: (over: string) =>
    `That is ${over} more than was owed. If that isn’t right, check the payments, or the debt’s value in the inventory.`,
  addTitle: 'Add an entry',
  kind: 'What kind of entry',
  onDate: 'Date',
  amount: 'Amount ($)',
  party: 'From or to whom',
  partyHint: 'Who paid the estate, or whom the estate paid.',
  heir: 'Heir who received it',
  chooseHeir: 'Choose an heir',
  noHeirsYet: 'Name the heirs under Heirs and shares first.',
  given: 'What was given',
  givenCash: 'Cash',
  givenHint: 'For property, enter its value on the day it was given as the amount.',
  /** Lines dated before the date of death, once it was changed to a later day (linesBeforeTheAccount). */
  beforeTheAccount: (count: number, dateOfDeath: string) =>
    `${count === 1 ? 'One entry is' : `${count} entries are`} dated before the date of death, ${formatIsoDate(dateOfDeath, DISPLAY_DATE)}, when the estate’s account starts. The accounting report covers the time from that day, so please correct ${count === 1 ? 'its date' : 'their dates'} below, or the date of death in the profile if that is what is wrong.`,
  givenOverValue: (asset: string, given: string, value: string) =>
    `Gifts of ${asset} now add up to ${given}, more than its inventory value of ${value}. If that isn’t what you meant, check the amounts.`,
  inKind: 'In kind',
  description: 'What it was',
  debt: 'Pays a debt in the inventory',
  noDebt: 'No',
  notes: 'Notes',
  notesHint: 'For yourself: a check number, or where the receipt is kept.',
  fromAsset: 'Came from an asset in the inventory',
  fromAssetHint:
    'A sale, or an account closed into the estate’s. The asset then leaves the property on hand.',
  notFromAsset: 'No',
  cameFrom: (institution: string) => `From ${institution}`,
  add: 'Add entry',
  added: 'Entry added to the estate account',
  addFailed: 'The entry was not added.',
  linesTitle: 'Ledger',
  empty: 'Nothing recorded yet. Entries appear here by date.',
  fromExpenses: 'From Expenses',
  edit: (description: string) => `Edit ${description}`,
  save: 'Save changes',
  cancel: 'Cancel',
  changed: 'Entry updated',
  saveFailed: 'The changes were not saved.',
  remove: (description: string) => `Remove ${description}`,
  /** Asked before a line goes: what it was, from or to whom, and how much, as the ledger shows it. */
  confirmRemove: {
    title: 'Remove this entry?',
    description: (line: { kind: string; party: string; amount: string; date: string; description: string }) =>
      `${line.kind}: ${line.description}, ${line.party ? `${line.party}, ` : ''}${line.amount} on ${line.date}. The balance on hand is worked out again without it.`,
    confirm: 'Remove entry',
  },
  removed: 'Entry removed',
  removeFailed: 'The entry could not be removed.',
  onlyAdmin: 'The executor (the admin) keeps this account; you can read it.',
  commission: {
    title: (stateName: string) => `Executor’s pay under ${stateName} law`,
    intro: (statute: string, how: CommissionWording) => {
      const received =
        how.received === 'cash'
          ? 'the cash the executor receives'
          : `the value of the ${how.leavesOutRealProperty ? 'personal property' : 'property'} and money the executor receives`;
      const paid = how.countsGiftsInKind ? 'what they pay out or hand over' : 'the cash they pay out';
      return how.bound === 'maximum'
        ? `${statute} allows up to ${how.percent}% of ${received} and ${how.percent}% of ${paid}. Here is the most that comes to on this account so far.`
        : `${statute} sets it at ${how.percent}% of ${received} and ${how.percent}% of ${paid}. Here is what that comes to on this account so far.`;
    },
    received: (how: CommissionWording) =>
      how.received === 'cash' ? 'Cash received that counts' : 'Property and money received that counts',
    /** What the received figure leaves out, counts once or can't count yet, each in a sentence. */
    receivedNotes: (figures: CommissionFigures): string[] => [
      ...(figures.receivedLeftOutCents > 0
        ? [
            figures.leavesOutRealProperty
              ? `Leaves out ${formatCents(figures.receivedLeftOutCents)} for what’s listed as Property and the money in from it: the clerk counts real property only where its sale paid debts or legacies.`
              : `Leaves out ${formatCents(figures.receivedLeftOutCents)} from bank, brokerage and insurance accounts named on their lines.`,
          ]
        : []),
      ...(figures.countedOnceCents > 0
        ? [
            `Each asset counts once, at its inventory value: ${formatCents(figures.countedOnceCents)} that came in from them is already counted there.`,
          ]
        : []),
      ...(figures.receivedWithoutValue === 1
        ? ['One asset has no value in the inventory yet, so this may be higher.']
        : figures.receivedWithoutValue > 1
          ? [
              `${figures.receivedWithoutValue} assets have no value in the inventory yet, so this may be higher.`,
            ]
          : []),
    ],
    paid: (how: CommissionWording) =>
      how.countsGiftsInKind ? 'Paid out and handed over that counts' : 'Cash paid out that counts',
    paidNotes: (figures: CommissionFigures): string[] =>
      figures.paidLeftOutCents > 0
        ? [`Leaves out ${formatCents(figures.paidLeftOutCents)} of cash given to heirs.`]
        : [],
    byFormula: (percent: number) => `${percent}% of each`,
    cap: (percent: number) => `The most it can be: ${percent}% of the estate’s value in the inventory`,
    capUnknown: 'No asset in the inventory has a value yet, so the most it can be isn’t known.',
    capWithoutValue: (count: number) =>
      count === 1
        ? 'One asset has no value in the inventory, so the most it can be may be higher.'
        : `${count} assets have no value in the inventory, so the most it can be may be higher.`,
    total: (how: CommissionWording) =>
      how.bound === 'maximum' ? 'The most the court may allow so far' : 'Pay on the account so far',
    inKindUpTo: (percent: number, given: string) =>
      `The court may also allow up to ${percent}% of the ${given} given in kind`,
    linkHint:
      'Money from an account held at the death, or from life insurance, is left out when its line names it under “Came from an asset in the inventory”. Name it there, or this counts it.',
    countOnceHint:
      'Name the asset a sale or a closed account’s money came from under “Came from an asset in the inventory”, or that money counts on top of the asset’s value.',
    courtNote:
      'This is the statute’s formula, not a promise: the court allows the pay, and a will can set other terms. An executor may also choose to take nothing.',
  },
  timeLog: {
    title: 'Executor’s time log',
    intro:
      'Where the court sets reasonable pay for the executor, it asks for the hours and what they were spent on. The log is printed with the accounting.',
    empty: 'No time logged yet.',
    total: 'Total time',
    onDate: 'Date',
    hours: 'Hours',
    hoursHint: 'Such as 1.5 or 1:30.',
    work: 'What was done',
    add: 'Log time',
    added: 'Time logged',
    addFailed: 'The time was not logged.',
    edit: (work: string) => `Edit ${work}`,
    save: 'Save changes',
    cancel: 'Cancel',
    changed: 'Time entry updated',
    saveFailed: 'The changes were not saved.',
    remove: (work: string) => `Remove ${work}`,
    confirmRemove: {
      title: 'Remove this time entry?',
      description: (entry: { work: string; time: string; date: string }) =>
        `${entry.work}: ${entry.time} on ${entry.date}. It comes off the total time.`,
      confirm: 'Remove time entry',
    },
    removed: 'Time entry removed',
    removeFailed: 'The entry could not be removed.',
  },
  plans: {
    title: 'Plan for each asset',
    intro:
      'What you mean to do with each thing the estate owns. Assets come from the inventory; add one there and it appears here.',
    empty: 'The inventory has no assets yet.',
    plan: (institution: string) => `Plan for ${institution}`,
    heir: (institution: string) => `Heir to receive ${institution}`,
    undecided: 'Not decided yet',
    noHeir: 'Not chosen yet',
    saved: 'Plan saved',
    downloadInventory: 'Download the inventory (PDF)',
    downloadHint:
      'Every asset and debt as of the date of death, by whether it goes through probate, with its plan and the totals.',
    saveFailed: 'The plan was not saved.',
    /** Said before why a plan chosen earlier doesn’t fit how the inventory now says the asset was held. */
    noLongerFits: 'This plan no longer fits how the inventory says it was held.',
    passesOutside: (held: string) =>
      `${held}: it passes outside probate, so it isn’t the estate’s to sell or give.`,
    summary: {
      sell: 'To sell',
      distribute: 'To give to heirs',
      transfer: 'Passing outside probate',
      discard: 'To donate or dispose of',
      undecided: 'Not decided yet',
    },
    summaryLine: (count: number, value: string) => `${count} ${count === 1 ? 'asset' : 'assets'}, ${value}`,
    to: (name: string) => `To ${name}`,
    /** Money in from an asset, beside its inventory value when one is recorded. */
    cameIn: (amount: string, against: { over: string } | { under: string } | 'even' | null) => {
      if (against === null) return `${amount} has come in from it.`;
      if (against === 'even') return `${amount} has come in from it, its inventory value.`;
      return 'over' in against
        ? `${amount} has come in from it, ${against.over} more than its inventory value.`
        : `${amount} has come in from it, ${against.under} less than its inventory value.`;
    },
  },
  heirs: {
    title: 'Heirs and shares',
    intro:
      'Who receives from the estate, and each one’s share of what is left after debts, expenses and specific gifts. Leave the share blank for someone who receives a specific gift only.',
    empty: 'No heirs named yet.',
    name: 'Name',
    relationship: 'Relationship',
    relationshipHint: 'For example: Daughter, Friend, St. Mark’s Church.',
    share: 'Share (%)',
    shareHint: 'A percentage such as 50 or 33.33. Leave blank for a specific gift only.',
    specificGift: 'Specific gift only',
    received: (cash: string, property: string) => `Received ${cash} in cash and ${property} in property`,
    left: (share: string) => `${share} of the estate is not yet given to anyone.`,
    /** What a share comes to on today's figures, and what is still to reach the heir. */
    comesTo: (amount: string, still: { toCome: string } | { over: string }) =>
      'toCome' in still
        ? `Comes to about ${amount} so far; ${still.toCome} still to receive.`
        : `Comes to about ${amount} so far; ${still.over} more than that already received.`,
    residue: (left: string) => `What is left to share comes to about ${left} so far.`,
    residueHow: (parts: { onHand: string; owed: string; gifts: string; shared: string }) =>
      `That is the cash and property on hand (${parts.onHand}), less the debts still owed (${parts.owed}) and the assets kept for specific gifts (${parts.gifts}), plus what the heirs with shares have already received (${parts.shared}). Property is at its recorded value; taxes, fees and expenses still to come will lower it.`,
    givenBelowValue: (count: number) =>
      count === 1
        ? 'One asset was given in kind for less than its inventory value. If part of it is still the estate’s, that part isn’t counted here.'
        : `${count} assets were given in kind for less than their inventory value. If part of any is still the estate’s, that part isn’t counted here.`,
    debtsNotValued: (count: number) =>
      count === 1
        ? 'One debt has no amount recorded, so it isn’t taken off yet.'
        : `${count} debts have no amount recorded, so they aren’t taken off yet.`,
    short:
      'The debts still owed come to more than the estate holds, so there is nothing to share yet. An attorney can say which debts are paid first.',
    allGiven: 'Every share is given: together they make 100%.',
    addTitle: 'Add an heir or beneficiary',
    add: 'Add heir',
    added: 'Heir added',
    addFailed: 'The heir was not added.',
    edit: (name: string) => `Edit ${name}`,
    save: 'Save changes',
    saved: 'Heir updated',
    saveFailed: 'The changes were not saved.',
    cancel: 'Cancel',
    remove: (name: string) => `Remove ${name}`,
    confirmRemove: {
      title: (name: string) => `Remove ${name}?`,
      description: (name: string, share: string) =>
        `${name} (${share}) comes off the list of heirs and shares. An heir who has already received something stays until those ledger entries are removed.`,
      confirm: 'Remove heir',
    },
    removed: 'Heir removed',
    removeFailed: 'The heir could not be removed.',
  },
} as const;
