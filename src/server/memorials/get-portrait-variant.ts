import type { PortraitWidth } from '#shared/memorials/responsive-images.ts';
import type { AppDeps } from '../app-env.ts';
import { etagOf, type StoredObject } from '../infra/storage.ts';
import { portraitVariantKey, resizePortrait } from './memorial-images.ts';

/**
 * The loved one's photo at one of the page's widths (decision 044). Stored once made; the first request
 * for a width (a photo uploaded before widths existed, or just replaced) makes it from the photo. The
 * widths are a fixed set, so no request can make the server store anything else.
 */
export async function getPortraitVariant(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  photoKey: string,
  width: PortraitWidth,
): Promise<StoredObject | null> {
  const { storage, logger } = deps;
  const key = portraitVariantKey(photoKey, width);
  const stored = await storage.get(key);
  if (stored) return stored;
  const photo = await storage.get(photoKey);
  if (!photo) return null;
  let variant: Awaited<ReturnType<typeof resizePortrait>>;
  try {
    variant = await resizePortrait(photo.body, width);
  } catch (error) {
    // A photo sharp cannot read is still a photo the browser may show: better too big than missing.
    logger.warn({ err: error, key: photoKey }, 'portrait width could not be made; the photo is served');
    return photo;
  }
  try {
    await storage.put(key, variant.body, variant.contentType);
    // Replaced while this copy was made? The replacement's delete may have run before this put: the copy
    // goes, or it would outlive the photo it came from. (This answer still shows the old one, once.)
    const now = await storage.get(photoKey);
    if (now?.etag !== photo.etag) await storage.delete(key);
  } catch (error) {
    // Not stored this time: the visitor still gets the picture, and the next request tries again.
    logger.warn({ err: error, key }, 'portrait width made but not stored');
  }
  return { body: variant.body, contentType: variant.contentType, etag: etagOf(variant.body) };
}
