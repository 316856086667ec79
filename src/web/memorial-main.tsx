// The entry of a memorial page opened directly (`/memorial/{slug}`, served as memorial.html): the
// public page alone, without the router or the signed-in screens, so a visitor from a shared link
// downloads only what the page needs (decision 017). Links out of it load the full app.
import { useQuery } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { asksForHeldTributes } from '#shared/memorials/memorial-links.ts';
import { Providers } from './app/providers.tsx';
import { PublicPageNav } from './components/public-page/public-page-nav.tsx';
import { PublicPageShell } from './components/public-page/public-page-shell.tsx';
import { LoadingState } from './components/ui/spinner.tsx';
import { MemorialPageContent } from './features/memorials/components/memorial-page-content.tsx';
import { MemorialUnavailable } from './features/memorials/components/memorial-unavailable.tsx';
import { installGlobalErrorReporting } from './lib/client-errors.ts';
import { paths } from './lib/paths.ts';
import { queryKeys } from './lib/query-keys.ts';
import './styles.css';

installGlobalErrorReporting();
// The app counts its views per route (PageViews); this entry has one route and no router. The sender
// is loaded on its own, after the page's scripts, so counting never delays the page.
void import('./features/analytics/api/track.ts').then(({ track }) =>
  track({ name: 'page_view', path: paths.memorial.path }),
);

const slugOf = (pathname: string) => {
  try {
    return decodeURIComponent(pathname.replace(/^\/memorial\//, '').replace(/\/$/, ''));
  } catch {
    return '';
  }
};

/**
 * A private or missing page, the same to anyone who may not see it. A private page is missing to
 * anyone signed out, its admin too: one following the held-tribute e-mail signs in first.
 */
function MissingMemorial({ isSignedIn }: { isSignedIn: boolean | undefined }) {
  const signsInFirst = asksForHeldTributes(window.location.search) && isSignedIn !== true;
  useEffect(() => {
    if (signsInFirst && isSignedIn === false) window.location.replace(paths.auth.backTo(window.location));
  }, [signsInFirst, isSignedIn]);
  return signsInFirst ? <LoadingState /> : <MemorialUnavailable />;
}

/**
 * Whether someone is signed in, for the Dashboard link only (the page's own answer says what they may
 * do there). Not the app's useSession: that module brings the offline store, and zod with it.
 */
function useIsSignedIn(): boolean | undefined {
  const query = useQuery({
    queryKey: queryKeys.memorialEntrySession.all,
    queryFn: async () => {
      const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
      const body = response.ok ? ((await response.json()) as { user?: unknown } | null) : null;
      return Boolean(body?.user);
    },
    staleTime: 60_000,
  });
  return query.data;
}

function PublicMemorialPage() {
  const isSignedIn = useIsSignedIn();
  return (
    <PublicPageShell nav={<PublicPageNav isSignedIn={isSignedIn === true} />}>
      <MemorialPageContent
        slug={slugOf(window.location.pathname)}
        missing={<MissingMemorial isSignedIn={isSignedIn} />}
      />
    </PublicPageShell>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <PublicMemorialPage />
    </Providers>
  </StrictMode>,
);
