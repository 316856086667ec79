import type { Context } from 'hono';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import { PORTRAIT_SIZES, portraitSrcSet } from '#shared/memorials/responsive-images.ts';
import { fullName } from '#shared/team/person-name.ts';
import type { AppEnv } from '../app-env.ts';
import { escapeHtml } from '../infra/escape-html.ts';
import { findPublicMemorialView, type MemorialPageView } from './find-public-memorial-view.ts';
import { findRedirectedSlug } from './memorial-access.ts';
import { shareImageContent, shareImagePath } from './share-image-content.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_TYPE, SHARE_IMAGE_WIDTH } from './share-image-layout.ts';

const DESCRIPTION_MAX = 200;
const MEMORIAL_PATH = /^\/memorial\/([^/]+)\/?$/;

const yearOf = (date: string | null) => (date ? date.slice(0, 4) : null);

/** From the page as visitors see it: dates the family hid are not in it. */
function descriptionOf({ memorial }: MemorialPageView): string {
  const { lovedOne } = memorial;
  const name = fullName(lovedOne);
  const years = [yearOf(lovedOne.dateOfBirth), yearOf(lovedOne.dateOfDeath)];
  const span = years[0] && years[1] ? ` (${years[0]}–${years[1]})` : '';
  const text = (memorial.description ?? lovedOne.obituary ?? '').replace(/\s+/g, ' ').trim();
  const full = text || `Remembering ${name}${span}. Share a memory and leave a tribute.`;
  return full.length > DESCRIPTION_MAX ? `${full.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : full;
}

/**
 * The portrait is the page's largest picture (its LCP): asked for with the head, at the width the
 * header will draw it, the same candidates as the <img> (responsive-images.ts), so it is fetched once.
 * No href: a browser without imagesrcset would fetch the full photo and then the <img>'s choice.
 */
const portraitPreload = (portraitUrl: string, view: MemorialPageView) =>
  `<link rel="preload" as="image" imagesrcset="${escapeHtml(portraitSrcSet(portraitUrl))}" imagesizes="${escapeHtml(PORTRAIT_SIZES[view.memorial.settings.headerStyle])}" fetchpriority="high" />`;

/**
 * The <title>, description, Open Graph and Twitter card tags of a public memorial page, and the
 * portrait's preload. The app's entry also preloads the page's data; a page rendered on the server
 * already holds it.
 */
export function renderMemorialHead(
  view: MemorialPageView,
  appUrl: string,
  { preloadData }: { preloadData: boolean },
): string {
  const { id, title, slug, portraitUrl, lovedOne, settings } = view.memorial;
  const description = descriptionOf(view);
  const url = `${appUrl}${memorialPath(slug)}`;
  const shared = shareImageContent(lovedOne, settings);
  const image = `${appUrl}${shareImagePath(id, shared, portraitUrl)}`;
  const imageAlt = shared.dates ? `${shared.name}, ${shared.dates}` : shared.name;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)} · Harbor</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(portraitUrl ? [portraitPreload(portraitUrl, view)] : []),
    // The page's data is asked for while its scripts download, not after they run: on a phone's slow
    // network that is the difference between one wait and two. It matches the app's own request.
    ...(preloadData
      ? [
          `<link rel="preload" href="/api/memorials/by-slug/${encodeURIComponent(slug)}" as="fetch" crossorigin="anonymous" />`,
        ]
      : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Harbor'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    // Every public page has its preview image (with or without a photo), so every app shows a card.
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', SHARE_IMAGE_TYPE),
    meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  ]
    .map((line) => `    ${line}`)
    .join('\n');
}

/** For the static site: a memorial page opened directly gets its own small entry (decision 017). */
export const memorialPageFor = (requestPath: string) =>
  MEMORIAL_PATH.test(requestPath) ? 'memorial.html' : null;

/** The slug in a /memorial/{slug} path, or null when the path is not one or cannot be decoded. */
export function slugInPath(requestPath: string): string | null {
  const match = MEMORIAL_PATH.exec(requestPath);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * For the static site, when no public page is at the path: where an old address of a PUBLIC page now
 * lives, as a path. Like the head, it reads no session, so a private page's old address is served as
 * any missing slug is. A live page never has a redirect from its own slug (creating or moving a page
 * drops it), so a live page at the slug always wins.
 */
export async function memorialRedirectFor(c: Context<AppEnv>): Promise<string | null> {
  const slug = slugInPath(c.req.path);
  if (!slug) return null;
  const { db, publicPageCache } = c.get('deps');
  const current = await publicPageCache.get(`memorial-redirect:${slug}`, () =>
    findRedirectedSlug(db, undefined, slug),
  );
  return current ? memorialPath(current) : null;
}

/**
 * For the static site: link-preview tags when the path is a PUBLIC memorial page. Nothing for a
 * private one, whoever asks (the session is not even read here), so a preview never leaks it.
 */
export async function memorialHeadFor(c: Context<AppEnv>): Promise<string | null> {
  const slug = slugInPath(c.req.path);
  if (!slug) return null;
  const { db, config, publicPageCache } = c.get('deps');
  const view = await findPublicMemorialView(db, publicPageCache, slug);
  return view ? renderMemorialHead(view, config.appUrl, { preloadData: true }) : null;
}
