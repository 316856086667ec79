import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { asksForHeldTributes } from '#shared/memorials/memorial-links.ts';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import type { MemorialSettings } from '#shared/memorials/memorial-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { OfflineNotice } from '#web/pwa/offline-notice.tsx';
import { isSurelyOffline, useWaitsForConnection } from '#web/pwa/online-status.ts';
import { useMemorialPage } from '../api/get-memorial-page.ts';
import { EventsSection } from './view/events-section.tsx';
import { MemorialView } from './view/memorial-view.tsx';
import { PhotoGallery } from './view/photo-gallery.tsx';
import { RemembranceButtons } from './view/remembrance-buttons.tsx';
import { RemovePhotoButton } from './view/remove-photo-button.tsx';
import { ShareAMemory } from './view/share-a-memory.tsx';
import { ShareSection } from './view/share-section.tsx';
import { TributesSection } from './view/tributes-section.tsx';

const MEMORIAL_OFFLINE = "This page will load when you're connected again.";

// The editor is its own chunk: visitors never download it.
const MemorialAdminPanel = lazy(() =>
  import('./admin/memorial-admin-panel.tsx').then((m) => ({ default: m.MemorialAdminPanel })),
);

/**
 * The memorial page for `slug`, with no router: the signed-in app's route and the public page's own
 * small entry (memorial-main.tsx) both render it. `missing` is shown for a missing or private page.
 */
export function MemorialPageContent({ slug, missing }: { slug: string; missing: ReactNode }) {
  const query = useMemorialPage(slug);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MemorialSettings | null>(null);
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  const hasLoaded = query.data !== undefined;
  const isWaitingForConnection = useWaitsForConnection(queryKeys.memorials.page(slug), hasLoaded);
  const { isError, errorUpdatedAt } = query;

  useEffect(() => {
    // A failed refresh of a page on screen is no failure to load: the page stays as it was.
    if (isError && !hasLoaded && !isMissing && errorUpdatedAt > 0 && !isSurelyOffline())
      toast.error(MEMORIAL_MESSAGES.loadFailed, { id: 'memorial-load' });
  }, [isError, hasLoaded, isMissing, errorUpdatedAt]);

  // The page is not kept on the device (only the checklist is): offline it waits for the connection.
  if (isWaitingForConnection) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <OfflineNotice headingLevel={1} onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
          <p>{MEMORIAL_OFFLINE}</p>
        </OfflineNotice>
      </div>
    );
  }
  if (query.isPending) return <LoadingState />;
  // Missing and private-to-someone-else look the same: the not-found page (the spec's /404).
  if (isMissing) return missing;
  // A failed refresh keeps the page on screen, with a tribute being written.
  if (!query.data) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-start gap-3 py-10">
        <h1 className="text-2xl font-semibold">{MEMORIAL_MESSAGES.loadFailed}</h1>
        <p className="text-muted">Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => void query.refetch()} isLoading={query.isFetching}>
          Try again
        </Button>
      </section>
    );
  }

  const data = query.data;
  const settings = draft ?? data.memorial.settings;
  const interactive = {
    shareAMemory: <ShareAMemory tributeCount={data.tributes.length} />,
    tributes: (
      <TributesSection
        memorialId={data.memorial.id}
        tributes={data.tributes}
        layout={settings.layoutStyle}
        onAdded={() => void queryClient.invalidateQueries({ queryKey: queryKeys.memorials.page(slug) })}
      />
    ),
    share: (
      <ShareSection memorial={data.memorial} layout={settings.layoutStyle} origin={window.location.origin} />
    ),
    remember: <RemembranceButtons memorialId={data.memorial.id} counts={data.remembrances} />,
    events: (
      <EventsSection
        memorialId={data.memorial.id}
        events={data.events}
        rsvps={data.rsvps}
        layout={settings.layoutStyle}
      />
    ),
    photos: (
      <PhotoGallery
        photos={data.photos}
        layout={settings.layoutStyle}
        photoActions={
          data.can.photos.remove
            ? (photo) => <RemovePhotoButton memorial={data.memorial} photo={photo} />
            : undefined
        }
      />
    ),
  };
  return (
    <div className="flex flex-col gap-6">
      <title>{`${data.memorial.title} · Harbor`}</title>
      {data.can.memorial.edit ? (
        <Suspense fallback={<LoadingState />}>
          <MemorialAdminPanel data={data} onDraftChange={setDraft} />
        </Suspense>
      ) : null}
      {!data.can.memorial.edit && asksForHeldTributes(window.location.search) ? (
        <p role="note" className="rounded-xl border border-border bg-surface-muted p-4">
          Tributes waiting for approval are shown to the page’s admin. If that is you,{' '}
          <a
            className="font-medium text-primary underline underline-offset-4"
            href={paths.auth.backTo(window.location)}
          >
            sign in to see them
          </a>
          .
        </p>
      ) : null}
      {/* Only the family's team sees a private page (the memorial policy), so a reader who may not edit it is on the team. */}
      {!data.memorial.isPublic && !data.can.memorial.edit ? (
        <p role="note" className="rounded-xl border border-border bg-surface-muted p-4">
          This page is private. You can see it because you are on the family’s team; the admin decides when it
          goes live.
        </p>
      ) : null}
      <MemorialView data={data} settings={settings} interactive={interactive} />
    </div>
  );
}
