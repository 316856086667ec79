import { Hono } from 'hono';
import { memorialPolicy } from '#shared/permissions/memorial-permissions.ts';
import type { AppEnv } from '../app-env.ts';
import { enforceRateLimit, validate } from '../infra/http.ts';
import { authorizeMemorial } from './memorial-access.ts';
import { memorialFileErrorsAsPage } from './memorial-file-errors.ts';
import { memorialParam } from './memorial-params.ts';
import { ORDER_OF_SERVICE_CLIENT_RULE } from './memorial-rate-limits.ts';
import { makeOrderOfService } from './order-of-service.ts';

/** The programme for the service, for anyone who may read the page (issue 22). */
export const orderOfServiceRoutes = new Hono<AppEnv>().get(
  '/:memorialId/order-of-service.pdf',
  memorialFileErrorsAsPage,
  validate('param', memorialParam),
  async (c) => {
    const deps = c.get('deps');
    const { memorialId } = c.req.valid('param');
    const access = await authorizeMemorial(deps.db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
    await enforceRateLimit(c, ORDER_OF_SERVICE_CLIENT_RULE, c.get('rateLimitClient'));
    const pdf = await makeOrderOfService(deps, access);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${access.page.slug}-order-of-service.pdf"`);
    // Made afresh each time: the family edits a time and prints again at once.
    c.header('Cache-Control', access.page.isPublic ? 'no-cache' : 'private, no-cache');
    return c.body(pdf as Uint8Array<ArrayBuffer>);
  },
);
