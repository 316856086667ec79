import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';

/** Every JSON form Harbor has fits in a few kilobytes; the longest free text is 5,000 characters. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

export const BODY_LIMIT_MESSAGES = {
  tooLarge: 'This request is larger than Harbor accepts. Please shorten it and try again.',
} as const;

/**
 * The routes that mount a routeBodyLimit of their own (uploads, the journal), as METHOD and full path.
 * The default steps aside for exactly these; a route missing here keeps the default, so its larger
 * bodies are refused rather than let through unbounded.
 */
export const ROUTES_WITH_OWN_LIMIT: ReadonlySet<string> = new Set([
  'POST /api/account/avatar',
  'POST /api/loved-ones',
  'PUT /api/loved-ones/:lovedOneId/photo',
  'POST /api/tasks/:taskId/documents',
  'PUT /api/inventory/:lovedOneId/expenses/:expenseId/receipt',
  'POST /api/memorials/:memorialId/photos',
  'PUT /api/memorials/:memorialId/background',
  'POST /api/journal/entries',
  'PUT /api/journal/entries/:id',
  'PUT /api/journal/draft',
]);

const refuse = (message: string) => () => {
  throw new AppError('PAYLOAD_TOO_LARGE', message);
};

/**
 * A route's own cap (an upload), in place of the default once the route is in ROUTES_WITH_OWN_LIMIT.
 * Hono's bodyLimit trusts Content-Length when there is one and otherwise counts the streamed chunks, so
 * nothing over the cap is ever held in memory.
 */
export function routeBodyLimit(maxSize: number, message: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize, onError: refuse(message) });
}

/** A JSON route whose longest form cannot fit the default (the journal's 20,000 characters). */
export const jsonBodyLimit = (maxSize: number) => routeBodyLimit(maxSize, BODY_LIMIT_MESSAGES.tooLarge);

const hasOwnLimit = (c: Context) =>
  matchedRoutes(c).some(({ method, path }) => ROUTES_WITH_OWN_LIMIT.has(`${method} ${path}`));

/**
 * Mounted before anything reads a body (Better Auth included): every request body is bounded before it
 * is parsed, at JSON_BODY_MAX_BYTES unless its route is one of ROUTES_WITH_OWN_LIMIT.
 */
export function defaultBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: refuse(BODY_LIMIT_MESSAGES.tooLarge) });
  return async (c: Context<AppEnv>, next: Next) => {
    // A GET or HEAD never carries a body here (the Node adapter drops it), and asking for one would
    // build a full Fetch Request for every page read: about 0.2 ms of CPU each.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (hasOwnLimit(c)) return next();
    return limit(c, next);
  };
}
