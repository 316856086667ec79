import type { ReactNode } from 'react';
import { PASSCODE_MESSAGES } from '#shared/validation/passcode-messages.ts';
import { PublicNavIsland } from '#web/components/public-page/public-nav-island.tsx';
import { toastAfterLoad } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/lib/paths.ts';
import { LandingActions } from '../components/landing-actions.tsx';

/** What the server tells the landing page's islands: only whether anyone may sign up. */
export type LandingPayload = { isOpenSignUp: boolean };

export const LANDING_PAYLOAD_ID = 'landing-page-data';

/** The app's /home opens, with the toast the app would have shown. */
function openHome() {
  toastAfterLoad(PASSCODE_MESSAGES.granted);
  window.location.assign(paths.home.getHref());
}

/**
 * The parts of the server-rendered landing page that come alive in the browser (decision 042): the
 * theme switch with the toasts, and the buttons, whose dialogs load when wanted.
 */
export const LANDING_ISLANDS = {
  nav: () => <PublicNavIsland />,
  actions: ({ isOpenSignUp }: LandingPayload) => (
    <LandingActions isOpenSignUp={isOpenSignUp} onPasscodeAccepted={openHome} />
  ),
} satisfies Record<string, (payload: LandingPayload) => ReactNode>;
