import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { apiRoutes } from './api.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { withClientIp } from './auth/client-ip.ts';
import { withoutSessionTokens } from './auth/without-session-tokens.ts';
import { firstViewFor } from './first-view/signed-in-first-view.ts';
import { AppError } from './infra/app-error.ts';
import { defaultBodyLimit } from './infra/body-limit.ts';
import { clientAddressOf, rateLimitClientOf } from './infra/client-address.ts';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './infra/database-unavailable.ts';
import { sameOriginOnly } from './infra/same-origin.ts';
import { securityHeaders } from './infra/security-headers.ts';
import { mountStaticSite } from './infra/static-site.ts';
import { oneClickStopFollowingRoutes } from './memorial-followers/memorial-followers.routes.ts';
import { memorialHeadFor, memorialPageFor, memorialRedirectFor } from './memorials/memorial-head.ts';
import { oneClickUnsubscribeRoutes } from './notifications/notifications.routes.ts';
import { type PageRenderers, pageRenderersFor } from './page-renderers.ts';

/**
 * Writes that change no public page: page-view and error reports, which every visitor sends, and the
 * browser's time zone, which every signed-in page load sends (useRememberTimeZone).
 */
const WRITES_THAT_CHANGE_NO_PAGE = /^\/api\/(analytics|client-events|notifications\/time-zone)(\/|$)/;
/**
 * Routes that check the session inside their own first statement, one round trip for both (decision
 * 055): the dashboard every signed-in visit opens. The app's check steps aside for exactly these.
 */
const ROUTES_CHECKING_THEIR_OWN_SESSION: ReadonlySet<string> = new Set(['GET /api/dashboard']);
/** Better Auth's session cookie is `better-auth.session_token`, `__Secure-`-prefixed in production. */
const SESSION_COOKIE_MARK = 'better-auth.session_token=';

type CreateAppOptions = AppDeps & {
  /** Folder of the built SPA; omitted in API tests. */
  webRoot?: string;
  /** The build's renderers of the pages visitors get from the server; omitted in API tests. */
  renderers?: PageRenderers;
};

const hasSessionCookie = (c: Context<AppEnv>) =>
  c.req.header('cookie')?.includes(SESSION_COOKIE_MARK) ?? false;

/**
 * The route of the handler that failed, as registered ("GET /api/memorial-follows/confirm/:token"), for
 * the error log: the request's path can carry a follow, unsubscribe or reset token, which the log must
 * never hold.
 */
const routeOf = (c: Context<AppEnv>) => `${c.req.method} ${routePath(c)}`;

export function createApp(options: CreateAppOptions) {
  const { webRoot, renderers = {}, ...deps } = options;
  const { config, logger, auth, readSession } = deps;

  const app = new Hono<AppEnv>();

  app.use(securityHeaders({ isProduction: config.isProduction }));
  // Before anything reads a body, Better Auth's routes included (decision 028).
  app.use(defaultBodyLimit());
  app.use(async (c, next) => {
    c.set('deps', deps);
    const clientIp = clientAddressOf(c, config.trustProxy);
    c.set('clientIp', clientIp);
    c.set('rateLimitClient', rateLimitClientOf(clientIp));
    c.set('user', null);
    c.set('session', null);
    await next();
  });
  // Any change may show on a public memorial page (a tribute, a name, a photo, a page made private):
  // after a successful write this process forgets what it kept for anonymous visitors (decision 025).
  app.use(async (c, next) => {
    await next();
    const isWrite = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (isWrite && c.res.status < 400 && !WRITES_THAT_CHANGE_NO_PAGE.test(c.req.path))
      deps.publicPageCache.clear();
  });

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(
        {
          error: {
            code: error.code,
            message: error.message,
            ...(error.issues ? { issues: error.issues } : {}),
          },
        },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      return c.json(
        { error: { code: 'HTTP_ERROR', message: error.message || 'Request failed' } },
        error.status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error, route: routeOf(c) }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.json({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } }, 503);
    }
    logger.error({ err: error, route: routeOf(c) }, 'unhandled error');
    return c.json(
      { error: { code: 'INTERNAL', message: 'An unexpected error occurred. Please try again.' } },
      500,
    );
  });

  app.get('/api/health', async (c) => {
    try {
      await deps.pingDatabase();
      return c.json({ status: 'ok' as const });
    } catch (error) {
      logger.error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'unavailable' as const }, 503);
    }
  });

  // Before the auth routes too: Better Auth skips its Origin check on requests without cookies (sign-up).
  app.use('/api/*', sameOriginOnly(config.appUrl));
  app.on(['GET', 'POST'], '/api/auth/*', async (c) =>
    withoutSessionTokens(await auth.handler(withClientIp(c.req.raw, c.get('clientIp')))),
  );

  app.use('/api/*', async (c, next) => {
    // Most anonymous requests are visitors reading a public memorial page: without a session cookie
    // there is nothing to look up, so they skip the session check entirely (decision 050).
    const checksItsOwn = ROUTES_CHECKING_THEIR_OWN_SESSION.has(`${c.req.method} ${c.req.path}`);
    const result = hasSessionCookie(c) && !checksItsOwn ? await readSession(c.req.raw.headers) : null;
    if (result) {
      c.set('user', result.user);
      c.set('session', result.session);
    }
    await next();
  });

  app.route('/api', apiRoutes);
  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
  app.route('/unsubscribe', oneClickUnsubscribeRoutes);
  app.route('/follow/stop', oneClickStopFollowingRoutes);

  if (webRoot) {
    const { forSignedIn, forVisitors } = pageRenderersFor(renderers);
    mountStaticSite(app, webRoot, {
      // Visitors get these pages rendered here. Someone signed in gets the app: their welcome at `/`, and
      // on a memorial page they may be its family, who see more. The legal pages are the same for both.
      renderFor: async (c) => {
        for (const render of hasSessionCookie(c) ? forSignedIn : forVisitors) {
          const page = await render(c);
          if (page) return page;
        }
        return null;
      },
      headFor: memorialHeadFor,
      pageFor: memorialPageFor,
      redirectFor: memorialRedirectFor,
      firstViewFor: async (c) => (hasSessionCookie(c) ? firstViewFor(c) : null),
    });
  }
  return app;
}
