import { Island } from '#web/components/public-page/island.tsx';
import { PublicPageShell } from '#web/components/public-page/public-page-shell.tsx';
import { LandingContent } from '../components/landing-content.tsx';
import { LANDING_ISLANDS, type LandingPayload } from './landing-islands.tsx';

/** The landing page as the server renders it for a visitor, with its islands marked (decision 042). */
export function PublicLandingPage({ payload }: { payload: LandingPayload }) {
  return (
    <PublicPageShell nav={<Island name="nav">{LANDING_ISLANDS.nav()}</Island>}>
      <LandingContent actions={<Island name="actions">{LANDING_ISLANDS.actions(payload)}</Island>} />
    </PublicPageShell>
  );
}
