import type { PlaceholderValues } from '../hubs/fill-template.ts';
import type { InventoryKind } from './inventory-kinds.ts';

/**
 * The hubs' letter that fits each kind best. Only six letters exist; the kinds without their own
 * get the one whose requests fit: a loan is a creditor like a card issuer (a balance owed, paid by
 * the estate), an insurer pays a death benefit like a pension plan, and property, vehicles and
 * the rest get the plain notice-of-death-and-close letter.
 */
export const LETTER_TEMPLATE_BY_KIND: Readonly<Record<InventoryKind, string>> = {
  bank_account: 'bank-account-closure',
  credit_card: 'credit-card-notification',
  investment: 'bank-account-closure',
  insurance: 'pension-notification',
  pension_benefit: 'pension-notification',
  loan_debt: 'credit-card-notification',
  utility: 'utility-notification',
  subscription: 'utility-notification',
  online_account: 'social-media-memorialization',
  property: 'bank-account-closure',
  vehicle: 'bank-account-closure',
  other: 'bank-account-closure',
};

type LetterItem = {
  institution: string;
  referenceLast4: string | null;
  contactAddress: string | null;
};

/**
 * The item's own placeholders. Each template names the addressee differently (institution,
 * company, platform, plan), so the institution fills them all; whichever the template uses wins.
 */
export function itemLetterValues(item: LetterItem): PlaceholderValues {
  const address = item.contactAddress ?? '';
  return {
    'Institution Name': item.institution,
    'Company Name': item.institution,
    'Platform Name': item.institution,
    'Pension Plan Name': item.institution,
    'Institution Address': address,
    'Company Address': address,
    'Pension Plan Address': address,
    'Account Number - last 4 digits': item.referenceLast4 ?? '',
    'Member or Policy Number': item.referenceLast4 ? `ending in ${item.referenceLast4}` : '',
  };
}
