import { Island } from '#web/components/public-page/island.tsx';
import { PublicPageShell } from '#web/components/public-page/public-page-shell.tsx';
import { AUTH_ISLANDS, type AuthPagePayload } from './auth-islands.tsx';

/** The sign-in page as the server renders it for a visitor, with its islands marked (decision 047). */
export function PublicAuthPage({ payload }: { payload: AuthPagePayload }) {
  return (
    <PublicPageShell nav={<Island name="nav">{AUTH_ISLANDS.nav()}</Island>}>
      <Island name="panel">{AUTH_ISLANDS.panel(payload)}</Island>
    </PublicPageShell>
  );
}
