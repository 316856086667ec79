/** The pages under the footer's Privacy, Terms and Contact links (decision 052). */
export type LegalPageName = 'privacy' | 'terms' | 'contact';

/**
 * What the pages say that depends on the server's settings, which the server fills in
 * (src/server/legal/legal-pages.ts): the same for every reader, so each page is rendered once.
 */
export type LegalPagePayload = {
  page: LegalPageName;
  /** SUPPORT_EMAIL: a mailbox the people running Harbor read. */
  supportEmail: string;
  /** Whether support-chat messages go to an outside AI model (LLM_BASE_URL) or stay with the built-in companion. */
  hasChatModel: boolean;
  /** ANALYTICS_RETENTION_DAYS. */
  analyticsRetentionDays: number;
  /** Whether creating an account needs the preview passcode or an invitation (PREVIEW_PASSCODE). */
  isPrivatePreview: boolean;
};

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
