import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import { GALLERY_THUMBNAIL_EDGE, gallerySrcSet } from '#shared/memorials/responsive-images.ts';
import { cn } from '#web/lib/cn.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';

type GalleryPhoto = MemorialPageData['photos'][number];

// Fetched when a visitor reaches for a photo (hover, focus or tap), not with the page's first view.
const loadLightbox = () => import('./photo-lightbox.tsx');
const PhotoLightbox = lazy(() => loadLightbox().then((m) => ({ default: m.PhotoLightbox })));

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

type PhotoGalleryProps = {
  photos: GalleryPhoto[];
  layout: LayoutStyle;
  /** What the viewer may do to a photo, under it (the admin's Remove, in the app only). */
  photoActions?: (photo: GalleryPhoto) => ReactNode;
};

/**
 * The photos as thumbnails, each a plain link to its web size, which is all a page without script
 * (the server's, before its islands run) can offer. With script, a click opens the lightbox instead.
 */
export function PhotoGallery({ photos, layout, photoActions }: PhotoGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  // Only once this runs does a thumbnail open a dialog; until then (and on the server) it is a link.
  const [opensDialog, setOpensDialog] = useState(false);
  useEffect(() => setOpensDialog(true), []);
  const isLarge = layout === 'photo-focused';

  const open = (event: MouseEvent, index: number) => {
    // A click with a modifier still opens the photo in a new tab or window, as any link does.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    setOpenAt(index);
  };
  // Back to the thumbnail of the photo shown last, not the one that opened the lightbox: the page
  // scrolls to where the visitor was looking, and the keyboard carries on from there.
  const onClose = (shownIndex: number) => {
    setOpenAt(null);
    thumbnails.current[shownIndex]?.focus();
  };

  return (
    <>
      <ul className={cn('grid gap-4', isLarge ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3')}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="flex min-w-0 flex-col gap-1">
            <a
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              href={photo.webUrl}
              aria-haspopup={opensDialog ? 'dialog' : undefined}
              onClick={(event) => open(event, index)}
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
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
              <span className="sr-only"> (view larger)</span>
            </a>
            {photo.caption ? <p className="break-words">{photo.caption}</p> : null}
            <p className="text-sm text-muted">Shared by {photo.uploadedByName}</p>
            {photoActions?.(photo)}
          </li>
        ))}
      </ul>
      {openAt === null ? null : (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} startIndex={openAt} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
