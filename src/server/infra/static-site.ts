import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export type StaticSiteOptions = {
  /**
   * Head tags for this request (title, description, link-preview tags), or null for the defaults.
   * They replace index.html's own <title> and description, so crawlers that run no script see them.
   * The returned HTML must already be escaped.
   */
  headFor?: (c: Context<AppEnv>) => Promise<string | null>;
};

/** index.html with its <title> and description swapped for `head`. */
export function withHead(indexHtml: string, head: string): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta name="description"[^>]*>\s*/i, '')
    .replace('</head>', () => `${head}\n  </head>`); // a function: `$&` in a title stays literal
}

/** Serves the built SPA: real files, hashed assets cached for a year, index.html for client routes. */
export function mountStaticSite(app: Hono<AppEnv>, webRoot: string, options: StaticSiteOptions = {}): void {
  const root = path.relative(process.cwd(), webRoot) || '.';
  let indexHtml: string | undefined;
  const readIndex = () => {
    indexHtml ??= readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    return indexHtml;
  };

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const serveFile = serveStatic({ root });
  // Only paths that name a file go to the disk; client routes fall through to index.html below.
  app.use('*', (c, next) => (path.extname(c.req.path) === '' ? next() : serveFile(c, next)));
  app.get('*', async (c) => {
    // A missing asset must be a 404, not the SPA shell.
    if (path.extname(c.req.path) !== '') return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    const head = options.headFor ? await options.headFor(c) : null;
    return c.html(head ? withHead(readIndex(), head) : readIndex());
  });
}
