import type { ReactNode } from 'react';
import type { AuthPageStart } from '#shared/account-security/auth-page-start.ts';
import { PublicNavIsland } from '#web/components/public-page/public-nav-island.tsx';
import { toastAfterLoad } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/lib/paths.ts';
import { AuthPanel, BACK_LINK_CLASS } from '../components/auth-panel.tsx';
import { safeRedirect } from '../lib/safe-redirect.ts';

/** What the server tells the sign-in page's island: how the page opens, from its link. */
export type AuthPagePayload = { start: AuthPageStart };

export const AUTH_PAYLOAD_ID = 'auth-page-data';

/**
 * The link's own details (an e-mail to sign in with, a reset token, where to go after), read in the
 * browser: the server renders one page per start for everyone, so they are not in its HTML.
 */
function linkDetails() {
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  return { email: params.get('email') ?? '', token: params.get('token'), redirect: params.get('redirect') };
}

/** Signed in: the app opens where the visitor was going, with a full page load, and the toast with it. */
function openApp(redirect: string | null, message?: string) {
  if (message) toastAfterLoad(message);
  window.location.assign(safeRedirect(redirect));
}

function AuthIsland({ start }: AuthPagePayload) {
  const { email, token, redirect } = linkDetails();
  return (
    <AuthPanel
      start={start}
      email={email}
      token={token}
      backLink={
        <a href={paths.landing.getHref()} className={BACK_LINK_CLASS}>
          ← Back to Home
        </a>
      }
      onSignedIn={(message) => openApp(redirect, message)}
      onResetLinkUsed={() => window.history.replaceState(null, '', paths.auth.getHref())}
    />
  );
}

/**
 * The parts of the server-rendered sign-in page that come alive in the browser (decision 047): the
 * theme switch with the toasts, and the panel with its forms.
 */
export const AUTH_ISLANDS = {
  nav: () => <PublicNavIsland />,
  panel: (payload: AuthPagePayload) => <AuthIsland {...payload} />,
} satisfies Record<string, (payload: AuthPagePayload) => ReactNode>;
