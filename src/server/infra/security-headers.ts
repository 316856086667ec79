import { createHash } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import { THEME_INIT_SCRIPT } from '#shared/theme/theme-init-script.ts';

/** The one inline script a page may run: the theme's, before first paint, allowed by its hash. */
const THEME_INIT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

// Harbor serves its own scripts, styles, fonts and uploads, so nothing outside 'self' is allowed.
// Styles also allow inline: Radix and sonner inject <style> elements at run time (docs/decisions/004).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${THEME_INIT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  // The service worker and the web manifest (docs/decisions/023); 'self' already follows from default-src.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];
const STRICT_TRANSPORT_SECURITY = [
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
] as const;

/**
 * Every answer's security headers. A route's own value of one of them would win; none sets one.
 *
 * Through the Node server they go on Node's own response before the app answers, and Node merges them
 * into whatever answer comes (JSON, a page, Better Auth's, an error). Setting them on the answer
 * afterwards turned each of Hono's cheap answers into a Fetch Headers object that is validated, sorted
 * and copied out again: about 0.2 ms of CPU per request, a tenth of the dashboard's (issue 20).
 * Without a Node response (a test's app.request()) they go on the answer itself.
 */
export const securityHeaders = (options: { isProduction: boolean }) => {
  const headers = options.isProduction ? [...HEADERS, STRICT_TRANSPORT_SECURITY] : HEADERS;
  return createMiddleware(async (c, next) => {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
};
