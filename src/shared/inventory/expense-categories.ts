export const EXPENSE_CATEGORIES = [
  'funeral',
  'legal_probate',
  'travel',
  'property_upkeep',
  'postage_certificates',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Readonly<Record<ExpenseCategory, string>> = {
  funeral: 'Funeral',
  legal_probate: 'Legal & probate',
  travel: 'Travel',
  property_upkeep: 'Property upkeep',
  postage_certificates: 'Postage & certificates',
  other: 'Other',
};
