// What an estate inventory item can be, where it stands, and the words the pages show for both.

export const INVENTORY_KINDS = [
  'bank_account',
  'credit_card',
  'investment',
  'insurance',
  'pension_benefit',
  'loan_debt',
  'utility',
  'subscription',
  'online_account',
  'property',
  'vehicle',
  'other',
] as const;
export type InventoryKind = (typeof INVENTORY_KINDS)[number];

export const INVENTORY_KIND_LABELS: Readonly<Record<InventoryKind, string>> = {
  bank_account: 'Bank account',
  credit_card: 'Credit card',
  investment: 'Investment or retirement',
  insurance: 'Insurance policy',
  pension_benefit: 'Pension or benefit',
  loan_debt: 'Loan, mortgage or debt',
  utility: 'Utility',
  subscription: 'Subscription',
  online_account: 'Email, social or online account',
  property: 'Property',
  vehicle: 'Vehicle',
  other: 'Other',
};

/**
 * Kinds whose balance is usually money owed: the form pre-ticks "This is a debt" for them, and an
 * item added without saying counts as a debt.
 */
export const DEBT_KINDS: ReadonlySet<InventoryKind> = new Set(['credit_card', 'loan_debt']);

export const INVENTORY_STATUSES = [
  'to_notify',
  'notified',
  'in_progress',
  'closed',
  'transferred',
  'claimed',
] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const INVENTORY_STATUS_LABELS: Readonly<Record<InventoryStatus, string>> = {
  to_notify: 'To notify',
  notified: 'Notified',
  in_progress: 'In progress',
  closed: 'Closed',
  transferred: 'Transferred',
  claimed: 'Claimed',
};

/**
 * The inventory's Property items are its real property (decision 086): the part some states weigh apart
 * or leave out, and the only kind that can be marked as their home (decision 094).
 */
export const isRealProperty = (kind: InventoryKind) => kind === 'property';

/** The Property item's tick, as the inventory's form words it and the Probate Calculator names it. */
export const THEIR_HOME = {
  label: 'This was their home',
  hint: 'Where they lived. Some states leave the home out of their small-estate limit, but not other land.',
} as const;

/** The three ways an item can end; each counts as done for progress. */
export const FINAL_STATUSES: ReadonlySet<InventoryStatus> = new Set(['closed', 'transferred', 'claimed']);

export const isFinalStatus = (status: InventoryStatus) => FINAL_STATUSES.has(status);

/** The steps offered from a status: forward along to notify → notified → in progress → an ending. */
export function nextStatuses(status: InventoryStatus): readonly InventoryStatus[] {
  switch (status) {
    case 'to_notify':
      return ['notified'];
    case 'notified':
      return ['in_progress'];
    case 'in_progress':
      return ['closed', 'transferred', 'claimed'];
    default:
      return [];
  }
}

type StatusDates = {
  notifiedOn: string | null;
  inProgressOn: string | null;
  finishedOn: string | null;
};

/**
 * The dates of each step after moving to `status` on `today`. A step reached keeps the date it was
 * first reached (so re-saving does not rewrite history); skipped steps are dated today, as the
 * step happened by then at the latest; steps after the new status are cleared when moving back.
 */
export function datesForStatus(status: InventoryStatus, current: StatusDates, today: string): StatusDates {
  const rank = INVENTORY_STATUSES.indexOf(status);
  const reached = (stepRank: number, date: string | null) => (rank >= stepRank ? (date ?? today) : null);
  return {
    notifiedOn: reached(1, current.notifiedOn),
    inProgressOn: reached(2, current.inProgressOn),
    finishedOn: isFinalStatus(status) ? (current.finishedOn ?? today) : null,
  };
}
