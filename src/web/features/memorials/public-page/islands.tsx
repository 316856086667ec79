import { type ReactNode, useState } from 'react';
import { PublicNavIsland } from '#web/components/public-page/public-nav-island.tsx';
import type { AddedTribute } from '../api/add-tribute.ts';
import { EventsSection } from '../components/view/events-section.tsx';
import { PhotoGallery } from '../components/view/photo-gallery.tsx';
import { RemembranceButtons } from '../components/view/remembrance-buttons.tsx';
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

/** The tributes as the server rendered them, and each one published from this page since. */
function TributesIsland({ view }: { view: MemorialPagePayload['view'] }) {
  const [tributes, setTributes] = useState(view.tributes);
  const onAdded = (tribute: AddedTribute) => {
    if (tribute?.status === 'published') setTributes((shown) => [tribute, ...shown]);
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
