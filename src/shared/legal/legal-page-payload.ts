/** The pages under the footer's Privacy, Terms and Contact links (decision 052). */
export type LegalPageName = 'privacy' | 'terms' | 'contact';

/** Where each is served: the server renders them, and the service worker keeps them for offline reading. */
export const LEGAL_PAGES = {
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/contact': 'contact',
} as const satisfies Record<string, LegalPageName>;

/**
 * What the pages say that depends on the server's settings: filled in by the server
 * (src/server/legal/legal-pages.ts), read by the renderer (src/web/features/legal/). The same for every
 * reader, so each page is rendered once.
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
