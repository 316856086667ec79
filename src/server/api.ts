import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { devMailboxRoutes } from './infra/dev-mailbox.routes.ts';
import { previewRoutes } from './preview/preview.routes.ts';
import { waitlistRoutes } from './waitlist/waitlist.routes.ts';

/** Every /api route, chained so the SPA's `hc<ApiType>()` client is typed end to end. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/waitlist', waitlistRoutes)
  .route('/preview', previewRoutes)
  .route('/dev/mailbox', devMailboxRoutes);

export type ApiType = typeof apiRoutes;
