import { FONTS } from '#shared/memorials/memorial-options.ts';
import { Island } from '#web/components/public-page/island.tsx';
import { PublicPageShell } from '#web/components/public-page/public-page-shell.tsx';
import { MemorialView } from '../components/view/memorial-view.tsx';
import { ISLANDS } from './islands.tsx';
import type { MemorialPagePayload } from './memorial-page-payload.ts';

/**
 * A public memorial page as the server renders it for a visitor: all of it readable without
 * JavaScript, with its islands marked for the browser (decision 041).
 */
export function PublicMemorialPage({ payload }: { payload: MemorialPagePayload }) {
  const { view } = payload;
  const interactive = {
    shareAMemory: <Island name="shareAMemory">{ISLANDS.shareAMemory(payload)}</Island>,
    tributes: <Island name="tributes">{ISLANDS.tributes(payload)}</Island>,
    share: <Island name="share">{ISLANDS.share(payload)}</Island>,
    remember: <Island name="remember">{ISLANDS.remember(payload)}</Island>,
    events: <Island name="events">{ISLANDS.events(payload)}</Island>,
    photos: <Island name="photos">{ISLANDS.photos(payload)}</Island>,
  };
  return (
    <PublicPageShell
      nav={<Island name="nav">{ISLANDS.nav()}</Island>}
      fontStack={FONTS[view.memorial.settings.fontFamily].stack}
    >
      <div className="flex flex-col gap-6">
        <MemorialView data={view} settings={view.memorial.settings} interactive={interactive} />
      </div>
    </PublicPageShell>
  );
}
