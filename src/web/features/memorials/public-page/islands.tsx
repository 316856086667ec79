import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { ThemeProvider } from '#web/lib/theme.tsx';
import type { AddedTribute } from '../api/add-tribute.ts';
import { PublicPageNav } from '../components/public-page-nav.tsx';
import { ShareSection } from '../components/view/share-section.tsx';
import { TributesSection } from '../components/view/tributes-section.tsx';
import type { MemorialPagePayload } from './memorial-page-payload.ts';

/**
 * The parts of the server-rendered memorial page that come alive in the browser (decision 041). The
 * server renders each inside <Island>; memorial-islands.tsx renders the same element over that markup.
 * Everything else on the page is HTML only.
 */
export const ISLANDS = {
  nav: () => (
    <ThemeProvider>
      <PublicPageNav isSignedIn={false} />
      <BodyToaster />
    </ThemeProvider>
  ),
  tributes: ({ view }: MemorialPagePayload) => <TributesIsland view={view} />,
  share: ({ view, origin }: MemorialPagePayload) => (
    <ShareSection memorial={view.memorial} layout={view.memorial.settings.layoutStyle} origin={origin} />
  ),
} satisfies Record<string, (payload: MemorialPagePayload) => ReactNode>;

export type IslandName = keyof typeof ISLANDS;

/** Marks where an island's markup starts; `contents` keeps it out of the page's layout. */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}

/**
 * The toasts, at the end of <body> and only in the browser. The theme switch's island owns them, so
 * they follow its theme.
 */
function BodyToaster() {
  const [isInBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return isInBrowser ? createPortal(<Toaster />, document.body) : null;
}

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
