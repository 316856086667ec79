import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard for Harbor's own routes (Better Auth checks its own): on top of SameSite=Lax cookies,
 * a state-changing request that a browser marks as coming from another origin is refused.
 */
export const sameOriginOnly = (appUrl: string) => {
  const allowed = new URL(appUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const foreignOrigin =
        origin !== undefined && origin !== 'null' ? origin !== allowed : origin === 'null';
      if (foreignOrigin || fetchSite === 'cross-site') {
        throw new AppError('FORBIDDEN', 'Cross-origin request refused');
      }
    }
    await next();
  });
};
