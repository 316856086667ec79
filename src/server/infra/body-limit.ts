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
 * The middlewares routeBodyLimit made: a request whose route mounts one is bounded by it, and the default
 * steps aside. Found from the matched routes themselves, so a new upload route can't be forgotten in a
 * list (two were, and refused every file over 64 KB); a route without one keeps the default, so nothing
 * is ever let through unbounded.
 */
const OWN_LIMITS = new WeakSet<MiddlewareHandler<AppEnv>>();

const refuse = (message: string) => () => {
  throw new AppError('PAYLOAD_TOO_LARGE', message);
};

/**
 * A route's own cap (an upload), in place of the default. Hono's bodyLimit trusts Content-Length when
 * there is one and otherwise counts the streamed chunks, so nothing over the cap is ever held in memory.
 */
export function routeBodyLimit(maxSize: number, message: string): MiddlewareHandler<AppEnv> {
  const limit: MiddlewareHandler<AppEnv> = bodyLimit({ maxSize, onError: refuse(message) });
  OWN_LIMITS.add(limit);
  return limit;
}

/** Whether this handler is a route's own body limit (for the tests that find every such route). */
export const isRouteBodyLimit = (handler: unknown): boolean =>
  typeof handler === 'function' && OWN_LIMITS.has(handler as MiddlewareHandler<AppEnv>);

/** A JSON route whose longest form cannot fit the default (the journal's 20,000 characters). */
export const jsonBodyLimit = (maxSize: number) => routeBodyLimit(maxSize, BODY_LIMIT_MESSAGES.tooLarge);

const hasOwnLimit = (c: Context) => matchedRoutes(c).some(({ handler }) => isRouteBodyLimit(handler));

/**
 * Mounted before anything reads a body (Better Auth included): every request body is bounded before it
 * is parsed, at JSON_BODY_MAX_BYTES unless its route mounts a routeBodyLimit of its own.
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
