import type { AppDeps } from '../app-env.ts';
import { etagOf, type StoredObject } from '../infra/storage.ts';
import { getPortraitVariant } from './get-portrait-variant.ts';
import type { MemorialAccess } from './memorial-access.ts';
import { renderShareImage } from './render-share-image.ts';
import { type ShareImageContent, shareImageContent, shareImageVersion } from './share-image-content.ts';
import { SHARE_IMAGE_TYPE } from './share-image-layout.ts';

// The portrait is drawn 400 px wide: the 640 px width (decision 044) is the smallest that covers it.
const PORTRAIT_SOURCE_WIDTH = 640;
// ~20–65 KB each: the images of the pages being shared right now, not every page ever shared.
const MAX_CACHED_IMAGES = 64;

/**
 * Rendered images by page and version, most recently used last. A link shared in a busy group chat
 * brings every member's app (and each app's preview bot) to the same image within seconds; the first
 * request renders it and the rest, concurrent ones included, share that answer.
 */
const rendered = new Map<string, Promise<StoredObject>>();

function remember(key: string, image: Promise<StoredObject>) {
  rendered.set(key, image);
  if (rendered.size > MAX_CACHED_IMAGES) rendered.delete(rendered.keys().next().value as string);
  image.catch(() => {
    if (rendered.get(key) === image) rendered.delete(key);
  });
}

async function render(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  content: ShareImageContent,
  photoKey: string | null,
): Promise<StoredObject> {
  const photo = photoKey ? await getPortraitVariant(deps, photoKey, PORTRAIT_SOURCE_WIDTH) : null;
  let body: Uint8Array;
  try {
    body = await renderShareImage(content, photo?.body ?? null);
  } catch (error) {
    if (!photo) throw error;
    // A photo sharp cannot read still leaves a preview worth showing: the name and dates alone.
    deps.logger.warn({ err: error, key: photoKey }, 'share image drawn without its portrait');
    body = await renderShareImage(content, null);
  }
  return { body, contentType: SHARE_IMAGE_TYPE, etag: etagOf(body) };
}

/**
 * The page's 1200×630 link-preview image, as every viewer gets it: dates only when the page shows them,
 * whoever asks. Access is the caller's to check first.
 */
export function getShareImage(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  { page, lovedOne }: Pick<MemorialAccess, 'page' | 'lovedOne'>,
): Promise<StoredObject> {
  const content = shareImageContent(lovedOne, page);
  const photo = lovedOne.photoKey ? `${lovedOne.photoKey}@${lovedOne.updatedAt.getTime()}` : null;
  const key = `${page.id}:${shareImageVersion(content, photo)}`;
  const cached = rendered.get(key);
  if (cached) {
    rendered.delete(key);
    rendered.set(key, cached);
    return cached;
  }
  const image = render(deps, content, lovedOne.photoKey);
  remember(key, image);
  return image;
}
