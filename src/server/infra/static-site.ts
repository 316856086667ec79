import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const APP_PAGE = 'index.html';

/** A page rendered on the server: a built HTML file, its head tags, and what replaces each marker in it. */
export type RenderedPage = { file: string; head: string; fill: Record<string, string> };

type StaticSiteOptions = {
  /**
   * The page rendered on the server for this request, or null to serve the client route as below
   * (decision 041). Asked first; the returned HTML must already be escaped.
   */
  renderFor?: (c: Context<AppEnv>) => Promise<RenderedPage | null>;
  /**
   * Head tags for this request (title, description, link-preview tags), or null for the defaults.
   * They replace index.html's own <title> and description, so crawlers that run no script see them.
   * The returned HTML must already be escaped.
   */
  headFor?: (c: Context<AppEnv>) => Promise<string | null>;
  /**
   * The HTML page of a client route when it is not index.html (a page with its own smaller entry,
   * e.g. memorial.html), or null. index.html answers when that file is not in the build.
   */
  pageFor?: (requestPath: string) => string | null;
  /** Where this client route has moved to (a 301), or null; asked only when `headFor` found no page. */
  redirectFor?: (c: Context<AppEnv>) => Promise<string | null>;
  /**
   * What the app's own page (index.html) carries for the person asking, e.g. their session, or null
   * (decision 049). A page that carries it is theirs alone and is never stored by a cache. The returned
   * HTML must already be escaped.
   */
  firstViewFor?: (c: Context<AppEnv>) => Promise<string | null>;
};

/** The page with `head` added; its own <title> and description give way to those `head` has. */
function withHead(indexHtml: string, head: string): string {
  let html = indexHtml;
  if (/<title>/i.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (/<meta name="description"/i.test(head)) html = html.replace(/<meta name="description"[^>]*>\s*/i, '');
  return html.replace('</head>', () => `${head}\n  </head>`); // a function: `$&` in a title stays literal
}

function filled(html: string, fill: Record<string, string>): string {
  return Object.entries(fill).reduce((page, [marker, content]) => page.replace(marker, () => content), html);
}

type Encoding = 'br' | 'gzip';
/** A page and its compressed copies, each made the first time a browser asks for it. */
type CompressedPage = { html: string; encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> };

const ENCODERS: Record<Encoding, (html: string) => Buffer> = {
  // Quality 5: near gzip's best size at a fraction of Brotli's slowest, on the thread serving the crowd.
  br: (html) => brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => gzipSync(html),
};

function sendCompressed(c: Context<AppEnv>, page: CompressedPage): Response {
  c.header('Vary', 'Accept-Encoding');
  const encoding = accepts(c, {
    header: 'Accept-Encoding',
    supports: ['br', 'gzip'],
    default: 'identity',
    // Browsers list gzip first and weigh them alike; Brotli is the smaller, so it wins a tie.
    match: (offered, { supports, default: fallback }) =>
      supports.find((name) => offered.some(({ type, q }) => type === name && q > 0)) ?? fallback,
  });
  if (encoding !== 'br' && encoding !== 'gzip') return c.html(page.html);
  page.encoded[encoding] ??= new Uint8Array(ENCODERS[encoding](page.html));
  // The compress middleware leaves an answer that already has an encoding alone.
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(page.encoded[encoding]);
}

/**
 * The page's own head tags, rendered page or redirect, or null (the defaults) while the database cannot
 * be reached: the shell is still served, and the SPA shows its calm "can't reach our records" state
 * instead of a JSON error.
 */
async function unlessDatabaseDown<T>(
  read: (c: Context<AppEnv>) => Promise<T | null>,
  c: Context<AppEnv>,
): Promise<T | null> {
  try {
    return await read(c);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

/** Serves the built SPA: real files, hashed assets cached for a year, index.html for client routes. */
export function mountStaticSite(app: Hono<AppEnv>, webRoot: string, options: StaticSiteOptions = {}): void {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const pages = new Map<string, string>();
  const readFile = (file: string) => {
    let html = pages.get(file);
    if (html === undefined) {
      html = readFileSync(path.join(webRoot, file), 'utf8');
      pages.set(file, html);
    }
    return html;
  };
  // A rendered page is kept by its renderer's cache; the page filled from it, and compressed once
  // rather than for every visitor in a crowd, is kept as long as it is.
  const filledPages = new WeakMap<RenderedPage, CompressedPage>();
  const fillPage = (rendered: RenderedPage) => {
    let page = filledPages.get(rendered);
    if (page === undefined) {
      page = { html: withHead(filled(readFile(rendered.file), rendered.fill), rendered.head), encoded: {} };
      filledPages.set(rendered, page);
    }
    return page;
  };
  const pageFileFor = (requestPath: string) => {
    const wanted = options.pageFor?.(requestPath);
    return wanted && existsSync(path.join(webRoot, wanted)) ? wanted : APP_PAGE;
  };

  // Scripts, styles and pages gzip to a third of their size: what a phone on a slow network waits for.
  // (A reverse proxy may compress instead; it leaves an already-encoded answer alone.)
  app.use('*', compress());
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      // Set here, not in serveStatic's onFound, which runs after the answer is built and is lost.
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    // The build's Brotli and gzip copies (scripts/precompress-plugin.ts), when the browser takes one.
    serveStatic({ root, precompressed: true }),
  );
  // Browsers check the service worker on every visit; it must never come from a cache, so a new build
  // reaches phones on their next visit (docs/decisions/023).
  app.use(
    '/sw.js',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
    },
    serveStatic({ root }),
  );
  // The memorial fonts' small files (decision 045) and the icons every page shows: not hashed, so kept
  // for a week rather than for good.
  const keptForAWeek = createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=604800');
  });
  app.use('/fonts/*', keptForAWeek);
  app.use('/icons/*', keptForAWeek);
  app.use('/favicon.svg', keptForAWeek);
  const serveFile = serveStatic({ root });
  // Only paths that name a file go to the disk; client routes fall through to index.html below.
  app.use('*', (c, next) => (path.extname(c.req.path) === '' ? next() : serveFile(c, next)));
  app.get('*', async (c) => {
    // A missing asset must be a 404, not the SPA shell.
    if (path.extname(c.req.path) !== '') return c.text('Not found', 404);
    // Also on a redirect: browsers keep a 301 for good unless told to check, and the old address may
    // be given to a page of its own later.
    c.header('Cache-Control', 'no-cache');
    const rendered = options.renderFor ? await unlessDatabaseDown(options.renderFor, c) : null;
    if (rendered) return sendCompressed(c, fillPage(rendered));
    const head = options.headFor ? await unlessDatabaseDown(options.headFor, c) : null;
    const movedTo = !head && options.redirectFor ? await unlessDatabaseDown(options.redirectFor, c) : null;
    if (movedTo) return c.redirect(movedTo, 301);
    const file = pageFileFor(c.req.path);
    const firstView =
      file === APP_PAGE && options.firstViewFor ? await unlessDatabaseDown(options.firstViewFor, c) : null;
    if (firstView) c.header('Cache-Control', 'private, no-store');
    const added = [head, firstView].filter((tags) => tags !== null).join('\n');
    return c.html(added ? withHead(readFile(file), added) : readFile(file));
  });
}
