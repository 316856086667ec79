import type { HeaderStyle } from './memorial-options.ts';

/**
 * The widths (px) the server makes of a loved one's photo for the memorial page, as WebP, each once,
 * on its first request (decision 044). A fixed set: no request can make the server store another size.
 */
export const PORTRAIT_WIDTHS = [320, 640] as const;
export type PortraitWidth = (typeof PORTRAIT_WIDTHS)[number];

/** The stored photo is shrunk to at most this on upload; it is the srcset's largest candidate. */
export const PORTRAIT_FULL_WIDTH = 1024;

/** The portrait's URL (`/api/memorials/{id}/portrait?v=…`) at one of the widths. */
export const portraitWidthUrl = (url: string, width: PortraitWidth) =>
  `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

/** The portrait's `srcset`: the <img> and the server's preload of it must name the same candidates. */
export const portraitSrcSet = (url: string) =>
  [
    ...PORTRAIT_WIDTHS.map((width) => `${portraitWidthUrl(url, width)} ${width}w`),
    `${url} ${PORTRAIT_FULL_WIDTH}w`,
  ].join(', ');

/**
 * How wide the portrait is drawn in each header style (memorial-header.tsx), in CSS px. The page's
 * main column is at most 1152 px wide with 16 px each side; the header's band pads 20 px (40 px from
 * 640 px). Hero: size-40, 52 from 640 px. Simple: size-20, 24 from 640 px. Split: the band's width
 * below 768 px, then half of it less half the 32 px gap. The preload must use the same string.
 */
export const PORTRAIT_SIZES: Record<HeaderStyle, string> = {
  hero: '(min-width: 640px) 208px, 160px',
  simple: '(min-width: 640px) 96px, 80px',
  split: '(min-width: 1152px) 504px, (min-width: 768px) calc(50vw - 72px), calc(100vw - 72px)',
};

/** A gallery photo is stored as a square thumbnail of this edge and a web size at most this wide. */
export const GALLERY_THUMBNAIL_EDGE = 400;
export const GALLERY_WEB_MAX_EDGE = 1600;

/** A gallery photo's `srcset`: its thumbnail and its web size. */
export const gallerySrcSet = (photo: { thumbnailUrl: string; webUrl: string }) =>
  `${photo.thumbnailUrl} ${GALLERY_THUMBNAIL_EDGE}w, ${photo.webUrl} ${GALLERY_WEB_MAX_EDGE}w`;
