import { Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import { GALLERY_THUMBNAIL_EDGE, gallerySrcSet } from '#shared/memorials/responsive-images.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { cn } from '#web/lib/cn.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useChangeMemorialPhoto } from '../../api/memorial-photos.ts';
import { MemorialSection } from './memorial-section.tsx';

// Only the family uploads; visitors never download the form.
const PhotoUploadForm = lazy(() =>
  import('./photo-upload-form.tsx').then((m) => ({ default: m.PhotoUploadForm })),
);

/**
 * How wide a photo is drawn (CSS px), for the browser to pick the thumbnail or the web size. The page's
 * column is at most 1152 px with 16 px each side; a section pads 20 px (24 from 640 px).
 * Photo-focused: one column, two from 640 px in a column of at most 1024 px (gap 16).
 * Others: two columns (gap 16), three from 640 px; from 1024 px no column is wider than 240 px
 * (classic and minimal are at most 768 px wide; modern puts the gallery in two thirds of the page).
 */
const GALLERY_SIZES = {
  large: '(min-width: 1056px) 480px, (min-width: 640px) calc(50vw - 48px), calc(100vw - 72px)',
  grid: '(min-width: 1024px) 240px, (min-width: 640px) calc(33vw - 36px), calc(50vw - 44px)',
};

type MemoriesProps = { data: MemorialPageData; layout: LayoutStyle };

/** The gallery. The admin and the team add photos; only the admin removes them. */
export function MemoriesSection({ data, layout }: MemoriesProps) {
  const { photos, can, memorial } = data;
  const canUpload = can.photos.add;
  if (photos.length === 0 && !canUpload) return null;
  const isLarge = layout === 'photo-focused';
  return (
    <MemorialSection id="memories" title="Memories" layout={layout}>
      {photos.length === 0 ? <p className="text-muted">No photos yet.</p> : null}
      <ul className={cn('grid gap-4', isLarge ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3')}>
        {photos.map((photo) => (
          <li key={photo.id} className="flex min-w-0 flex-col gap-1">
            <a
              href={photo.webUrl}
              target="_blank"
              rel="noopener"
              className="block overflow-hidden rounded-xl"
            >
              <img
                src={isLarge ? photo.webUrl : photo.thumbnailUrl}
                srcSet={gallerySrcSet(photo)}
                sizes={isLarge ? GALLERY_SIZES.large : GALLERY_SIZES.grid}
                width={GALLERY_THUMBNAIL_EDGE}
                height={GALLERY_THUMBNAIL_EDGE}
                alt={photo.caption ?? `Shared by ${photo.uploadedByName}`}
                loading="lazy"
                className="aspect-square h-auto w-full object-cover"
              />
              <span className="sr-only"> (full size, opens in a new tab)</span>
            </a>
            {photo.caption ? <p className="break-words">{photo.caption}</p> : null}
            <p className="text-sm text-muted">Shared by {photo.uploadedByName}</p>
            {can.photos.remove ? <RemovePhotoButton memorial={memorial} photo={photo} /> : null}
          </li>
        ))}
      </ul>
      {canUpload ? (
        <Suspense fallback={null}>
          <PhotoUploadForm data={data} />
        </Suspense>
      ) : null}
    </MemorialSection>
  );
}

/**
 * Only the admin sees it, so only the admin's page (the app, with its query client) runs the
 * mutation: the public page renders the gallery without one.
 */
function RemovePhotoButton({
  memorial,
  photo,
}: {
  memorial: MemorialPageData['memorial'];
  photo: MemorialPageData['photos'][number];
}) {
  const change = useChangeMemorialPhoto(memorial.id, memorial.slug);
  const onDelete = () =>
    change.mutate(
      { action: 'delete', photoId: photo.id },
      {
        onSuccess: () => toast.success(MEMORIAL_MESSAGES.itemDeleted),
        onError: () => toast.error(MEMORIAL_MESSAGES.itemDeleteFailed),
      },
    );
  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-start text-danger"
      onClick={onDelete}
      aria-label={`Remove photo${photo.caption ? ` “${photo.caption}”` : ''}`}
    >
      <Trash2 aria-hidden="true" className="size-4" /> Remove
    </Button>
  );
}
