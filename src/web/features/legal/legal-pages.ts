import type { LegalPageName } from '#shared/legal/legal-page-payload.ts';

export const LEGAL_PAGE_TITLES: Record<LegalPageName, string> = {
  privacy: 'Privacy',
  terms: 'Terms',
  contact: 'Contact',
};

export const LEGAL_PAGE_DESCRIPTIONS: Record<LegalPageName, string> = {
  privacy:
    'What Harbor keeps, who can see it, how your journal is encrypted, and how to download or delete everything.',
  terms:
    'Plain-language terms for using Harbor: organisational help, not legal, financial or medical advice.',
  contact: 'How to reach the people who run Harbor, and crisis lines you can call or text right now.',
};
