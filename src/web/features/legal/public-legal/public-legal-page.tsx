import type { LegalPagePayload } from '#shared/legal/legal-page-payload.ts';
import { PublicPageShell } from '#web/components/public-page/public-page-shell.tsx';
import { ContactContent } from '../components/contact-content.tsx';
import { PrivacyContent } from '../components/privacy-content.tsx';
import { TermsContent } from '../components/terms-content.tsx';

/**
 * A legal page as the server renders it, for everyone (decision 052). It has no islands: it reads the
 * same with or without JavaScript, and the theme follows the one chosen in Harbor or the system's.
 */
export function PublicLegalPage({ payload }: { payload: LegalPagePayload }) {
  return (
    <PublicPageShell nav={null}>
      {payload.page === 'privacy' ? <PrivacyContent {...payload} /> : null}
      {payload.page === 'terms' ? <TermsContent {...payload} /> : null}
      {payload.page === 'contact' ? <ContactContent {...payload} /> : null}
    </PublicPageShell>
  );
}
