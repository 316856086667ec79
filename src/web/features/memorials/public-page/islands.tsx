import { type ReactNode, useEffect, useState } from 'react';
import { PublicNavIsland } from '#web/components/public-page/public-nav-island.tsx';
import type { AddedTribute } from '../api/add-tribute.ts';
import { EventsSection } from '../components/view/events-section.tsx';
import { PhotoGallery } from '../components/view/photo-gallery.tsx';
import { RemembranceButtons } from '../components/view/remembrance-buttons.tsx';
import { ShareAMemory } from '../components/view/share-a-memory.tsx';
import { ShareSection } from '../components/view/share-section.tsx';
import { TributesSection } from '../components/view/tributes-section.tsx';
import type { MemorialPagePayload } from './memorial-page-payload.ts';

/**
 * The parts of the server-rendered memorial page that come alive in the browser (decision 041). The
 * server renders each inside <Island>; memorial-islands.tsx renders the same element over that markup.
 * Everything else on the page is HTML only.
 */
export const ISLANDS = {
  nav: () => <PublicNavIsland />,
  shareAMemory: ({ view }: MemorialPagePayload) => <ShareAMemoryIsland tributeCount={view.tributes.length} />,
  tributes: ({ view }: MemorialPagePayload) => <TributesIsland view={view} />,
  remember: ({ view }: MemorialPagePayload) => (
    <RemembranceButtons memorialId={view.memorial.id} counts={view.remembrances} />
  ),
  share: ({ view, origin }: MemorialPagePayload) => (
    <ShareSection memorial={view.memorial} layout={view.memorial.settings.layoutStyle} origin={origin} />
  ),
  events: ({ view }: MemorialPagePayload) => (
    <EventsSection
      memorialId={view.memorial.id}
      events={view.events}
      rsvps={null}
      layout={view.memorial.settings.layoutStyle}
    />
  ),
  // The gallery only: the admin's Remove and upload belong to the app, and React Query with them.
  photos: ({ view }: MemorialPagePayload) => (
    <PhotoGallery photos={view.photos} layout={view.memorial.settings.layoutStyle} />
  ),
} satisfies Record<string, (payload: MemorialPagePayload) => ReactNode>;

/**
 * Sent on the window when a tribute left on this page is shown at once: the count near the top is an
 * island of its own, far from the form, and this is all the two share.
 */
const TRIBUTE_SHOWN = 'harbor:tribute-shown';

/** The tributes as the server rendered them, and each one published from this page since. */
function TributesIsland({ view }: { view: MemorialPagePayload['view'] }) {
  const [tributes, setTributes] = useState(view.tributes);
  const onAdded = (tribute: AddedTribute) => {
    // A held tribute is not on the page, so it is not counted either.
    if (tribute?.status !== 'published') return;
    setTributes((shown) => [tribute, ...shown]);
    window.dispatchEvent(new Event(TRIBUTE_SHOWN));
  };
  return (
    <TributesSection
      memorialId={view.memorial.id}
      tributes={tributes}
      layout={view.memorial.settings.layoutStyle}
      onAdded={onAdded}
    />
  );
}

/** The count of tributes as the server rendered it, and one more for each the tributes island shows since. */
function ShareAMemoryIsland({ tributeCount }: { tributeCount: number }) {
  const [count, setCount] = useState(tributeCount);
  useEffect(() => {
    const countOneMore = () => setCount((shown) => shown + 1);
    window.addEventListener(TRIBUTE_SHOWN, countOneMore);
    return () => window.removeEventListener(TRIBUTE_SHOWN, countOneMore);
  }, []);
  return <ShareAMemory tributeCount={count} />;
}
