import type { HubHeader, HubMessages, Notice } from '../hubs/types.ts';

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
  downloadAccounting: 'Download the accounting (PDF)',
  downloadHint:
    'A summary and the schedules of receipts, disbursements and distributions, as courts usually ask for them.',
  debtsTitle: 'Debts in the inventory',
  debtLine: (owed: string, paid: string, left: string) => `${owed} owed, ${paid} paid, ${left} left`,
  debtUnknown: (paid: string) => `Amount owed not recorded; ${paid} paid`,
  addTitle: 'Add an entry',
  kind: 'What kind of entry',
  onDate: 'Date',
  amount: 'Amount ($)',
  party: 'From or to whom',
  partyHint: 'Who paid the estate, whom the estate paid, or which heir received it.',
  description: 'What it was',
  debt: 'Pays a debt in the inventory',
  noDebt: 'No',
  add: 'Add entry',
  added: 'Entry added to the estate account',
  addFailed: 'The entry was not added.',
  linesTitle: 'Ledger',
  empty: 'Nothing recorded yet. Entries appear here by date.',
  fromExpenses: 'From Expenses',
  remove: (description: string) => `Remove ${description}`,
  removed: 'Entry removed',
  removeFailed: 'The entry could not be removed.',
  onlyAdmin: 'The executor (the admin) keeps this account; you can read it.',
} as const;
