import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';

/** Every JSON form Harbor has fits in a few kilobytes; the longest free text is 5,000 characters. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

export const BODY_LIMIT_MESSAGES = {
  tooLarge: 'This request is larger than Harbor accepts. Please shorten it and try again.',
} as const;

// The middlewares routeBodyLimit made: a route that mounts one has its own cap, and the default steps aside.
const ROUTE_LIMITS = new WeakSet<MiddlewareHandler>();

const refuse = (message: string) => () => {
  throw new AppError('PAYLOAD_TOO_LARGE', message);
};

/**
 * A route's own cap (an upload), in place of the default. Hono's bodyLimit trusts Content-Length when
 * there is one and otherwise counts the streamed chunks, so nothing over the cap is ever held in memory.
 */
export function routeBodyLimit(maxSize: number, message: string): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize, onError: refuse(message) });
  ROUTE_LIMITS.add(limit);
  return limit;
}

/** A JSON route whose longest form cannot fit the default (the journal's 20,000 characters). */
export const jsonBodyLimit = (maxSize: number) => routeBodyLimit(maxSize, BODY_LIMIT_MESSAGES.tooLarge);

function hasOwnLimit(c: Context): boolean {
  return matchedRoutes(c).some(({ handler }) => {
    const inner = (handler as { [COMPOSED_HANDLER]?: MiddlewareHandler })[COMPOSED_HANDLER] ?? handler;
    return ROUTE_LIMITS.has(inner as MiddlewareHandler);
  });
}

/**
 * Mounted before anything reads a body (Better Auth included): every request body is bounded before it
 * is parsed, at JSON_BODY_MAX_BYTES unless its route mounts a routeBodyLimit of its own.
 */
export function defaultBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: refuse(BODY_LIMIT_MESSAGES.tooLarge) });
  return async (c: Context<AppEnv>, next: Next) => {
    if (hasOwnLimit(c)) return next();
    return limit(c, next);
  };
}
