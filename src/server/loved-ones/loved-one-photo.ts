import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LOVED_ONE_MESSAGES } from '#shared/loved-ones/loved-one-display.ts';
import { PORTRAIT_FULL_WIDTH } from '#shared/memorials/responsive-images.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { AppError, invalidField } from '../infra/app-error.ts';

// Formats sharp can decode; anything else (or a file only named .jpg) is not an image to us.
const PHOTO_INPUT_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
]);
// Also the largest candidate of the memorial page's srcset for the portrait.
const PHOTO_MAX_EDGE = PORTRAIT_FULL_WIDTH;
// A decompression bomb (a tiny file that expands to gigapixels) is refused before decoding.
const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

export type PreparedPhoto = { body: Uint8Array; contentType: 'image/webp'; ext: 'webp' };

/**
 * Checks the bytes are an image, turns it upright, shrinks it to at most 1024 px and re-encodes it
 * as WebP. Re-encoding also drops EXIF metadata, such as the GPS position of the phone's photo.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !PHOTO_INPUT_TYPES.has(detected.mime)) {
    throw invalidField('photo', LOVED_ONE_MESSAGES.notImage);
  }
  try {
    const body = await sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { body: new Uint8Array(body), contentType: 'image/webp', ext: 'webp' };
  } catch {
    throw invalidField('photo', LOVED_ONE_MESSAGES.notImage);
  }
}

export const photoKeyFor = (userId: string, lovedOneId: string, ext: string) =>
  `loved-one-photos/${userId}/${lovedOneId}.${ext}`;

/** The access-checked URL of the photo; `v` changes with every edit, so a cached old photo is never shown. */
export const photoUrlOf = (lovedOne: { id: string; photoKey: string | null; updatedAt: Date }) =>
  lovedOne.photoKey ? `/api/loved-ones/${lovedOne.id}/photo?v=${lovedOne.updatedAt.getTime()}` : null;
