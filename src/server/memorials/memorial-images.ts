import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  GALLERY_THUMBNAIL_EDGE,
  GALLERY_WEB_MAX_EDGE,
  PORTRAIT_WIDTHS,
} from '#shared/memorials/responsive-images.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { AppError } from '../infra/app-error.ts';
import type { Storage, StoredObject } from '../infra/storage.ts';

// What sharp can decode, judged by the bytes; a file merely named .jpg is not an image to us.
const IMAGE_INPUT_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);
// A decompression bomb (a tiny file that expands to gigapixels) is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000;
// The gallery's web size (the pages' srcset names it) is also the background's.
const WEB_MAX_EDGE = GALLERY_WEB_MAX_EDGE;

type ResizedImage = { body: Uint8Array; contentType: 'image/webp' };

async function assertImage(bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !IMAGE_INPUT_TYPES.has(detected.mime)) {
    throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notImage);
  }
}

/** Every stored image is made here: never enlarged, and the pixel limit guards the decoder. */
async function encodeWebp(
  bytes: Uint8Array,
  size: { width: number; height?: number; fit?: 'inside' | 'cover' },
): Promise<ResizedImage> {
  // rotate() applies the phone's orientation; re-encoding drops EXIF, including any GPS position.
  const body = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ ...size, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return { body: new Uint8Array(body), contentType: 'image/webp' };
}

/** An upload at most `edge` px on its longer side (`inside`), or cut to an `edge` px square (`cover`). */
async function toWebp(bytes: Uint8Array, edge: number, fit: 'inside' | 'cover'): Promise<ResizedImage> {
  try {
    return await encodeWebp(bytes, { width: edge, height: edge, fit });
  } catch {
    throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notImage);
  }
}

/** A gallery photo: a web size of at most 1600 px and a square 400 px thumbnail. */
async function prepareGalleryPhoto(bytes: Uint8Array) {
  await assertImage(bytes);
  const [web, thumbnail] = await Promise.all([
    toWebp(bytes, WEB_MAX_EDGE, 'inside'),
    toWebp(bytes, GALLERY_THUMBNAIL_EDGE, 'cover'),
  ]);
  return { web, thumbnail };
}

/** The page background: one web size. */
export async function prepareBackground(bytes: Uint8Array): Promise<ResizedImage> {
  await assertImage(bytes);
  return toWebp(bytes, WEB_MAX_EDGE, 'inside');
}

/**
 * The loved one's stored photo at `width` px wide, for the page's srcset. The photo was checked and
 * re-encoded when it was uploaded.
 */
export const resizePortrait = (bytes: Uint8Array, width: number): Promise<ResizedImage> =>
  encodeWebp(bytes, { width });

const galleryPrefix = (memorialId: string) => `memorial-photos/${memorialId}/`;
const backgroundPrefix = (memorialId: string) => `memorial-backgrounds/${memorialId}/`;

/** Every stored image of a memorial lives under these prefixes; deleting them removes them all. */
export const memorialStoragePrefixes = (memorialId: string) => [
  galleryPrefix(memorialId),
  backgroundPrefix(memorialId),
];

const galleryKeys = (memorialId: string) => {
  const id = randomUUID();
  return {
    webKey: `${galleryPrefix(memorialId)}${id}-web.webp`,
    thumbnailKey: `${galleryPrefix(memorialId)}${id}-thumb.webp`,
  };
};

/**
 * A photo for the page (the family's gallery, or a visitor's with a tribute), re-encoded, which drops
 * whatever the camera wrote, and stored in both sizes under the memorial's gallery folder, so deleting
 * the memorial takes it too. The keys are for the caller's row.
 */
export async function storeGalleryPhoto(storage: Storage, memorialId: string, bytes: Uint8Array) {
  const { web, thumbnail } = await prepareGalleryPhoto(bytes);
  const keys = galleryKeys(memorialId);
  await storage.put(keys.webKey, web.body, web.contentType);
  await storage.put(keys.thumbnailKey, thumbnail.body, thumbnail.contentType);
  return keys;
}

/**
 * The loved one's photo at the page's widths (decision 044), stored beside the photo
 * (loved-one-photos/{userId}/{lovedOneId}-w320.webp): they go with the photo, when the loved one's
 * account is deleted (loved-one-files-account-data.ts) or the photo is replaced (update-loved-one.ts).
 */
export const portraitVariantKey = (photoKey: string, width: number) =>
  `${photoKey.replace(/\.[a-z0-9]+$/i, '')}-w${width}.webp`;

export const portraitVariantKeys = (photoKey: string | null) =>
  photoKey ? PORTRAIT_WIDTHS.map((width) => portraitVariantKey(photoKey, width)) : [];

export const backgroundKey = (memorialId: string) => `${backgroundPrefix(memorialId)}${randomUUID()}.webp`;

/**
 * An image answer with validators. Public pages may be cached anywhere for an hour; images of a
 * private page only by the viewer's own browser.
 */
export function imageResponseHeaders(stored: StoredObject, isPublic: boolean): Record<string, string> {
  return {
    'Cache-Control': `${isPublic ? 'public' : 'private'}, max-age=3600`,
    ETag: stored.etag,
    'Content-Type': stored.contentType,
  };
}
