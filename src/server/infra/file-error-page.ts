import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { escapeHtml } from './escape-html.ts';

const FALLBACK = 'Please go back and try again in a moment.';

/** Where "Back" goes: the page the link was on when it is one of Harbor's, else Harbor's home. */
function backTo(referer: string | undefined, appUrl: string): string {
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.origin === new URL(appUrl).origin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

const pageHtml = (title: string, message: string, back: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${title} · Harbor</title>
<style>
  :root { color-scheme: light dark; --bg: #faf8f5; --fg: #2b2a28; --muted: #5c5a56; --link: #2f5d62; }
  @media (prefers-color-scheme: dark) { :root { --bg: #1d1c1a; --fg: #f1eee9; --muted: #c9c5be; --link: #9fd0d4; } }
  body { margin: 0; background: var(--bg); color: var(--fg); font: 1.125rem/1.6 system-ui, sans-serif; }
  main { max-width: 36rem; margin: 0 auto; padding: 3rem 1.25rem; }
  h1 { font-size: 1.75rem; line-height: 1.3; margin: 0 0 1rem; }
  p { color: var(--muted); margin: 0 0 1.5rem; }
  a { color: var(--link); display: inline-flex; align-items: center; min-height: 44px; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(message)}</p>
<a href="${escapeHtml(back)}">Back to the page</a>
</main>
</body>
</html>`;

/**
 * For a file the app links to plainly (the memorial page's order of service and calendar files, a task's
 * documents), headed by the title given. Opened from the link, a refusal (a page made private, too many
 * downloads, a document removed meanwhile) is shown as a calm page of its own, with the way back, rather
 * than saved as the file holding raw JSON. Only a browser's page load gets it (Sec-Fetch-Dest: document);
 * any other caller keeps the API's JSON.
 */
export const fileErrorsAsPage =
  (title: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status < 400 || c.req.header('sec-fetch-dest') !== 'document') return;
    const refusal = c.res;
    const back = backTo(c.req.header('referer'), c.get('deps').config.appUrl);
    const page = new Response(pageHtml(title, await messageOf(refusal), back), {
      status: refusal.status,
      headers: refusal.headers,
    });
    page.headers.set('Content-Type', 'text/html; charset=utf-8');
    page.headers.delete('Content-Length');
    page.headers.delete('Content-Disposition');
    // Emptied first: Hono would otherwise copy the JSON answer's headers (its length) onto the page.
    c.res = undefined;
    c.res = page;
  };
