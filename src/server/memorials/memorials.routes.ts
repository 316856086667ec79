import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { memorialFilesRoutes } from './memorial-files.routes.ts';
import { memorialItemsRoutes } from './memorial-items.routes.ts';
import { memorialPagesRoutes } from './memorial-pages.routes.ts';
import { memorialPhotosRoutes } from './memorial-photos.routes.ts';
import { memorialRemembrancesRoutes } from './memorial-remembrances.routes.ts';
import { memorialRsvpsRoutes } from './memorial-rsvps.routes.ts';
import { memorialShareImageRoutes } from './memorial-share-image.routes.ts';
import { memorialTributesRoutes } from './memorial-tributes.routes.ts';
import { orderOfServiceRoutes } from './order-of-service.routes.ts';

/** /api/memorials: each file holds one part of the page; every route asks the memorial policies. */
export const memorialsRoutes = new Hono<AppEnv>()
  .route('/', memorialPagesRoutes)
  .route('/', memorialItemsRoutes)
  .route('/', memorialTributesRoutes)
  .route('/', memorialRemembrancesRoutes)
  .route('/', memorialRsvpsRoutes)
  .route('/', memorialPhotosRoutes)
  .route('/', memorialFilesRoutes)
  .route('/', memorialShareImageRoutes)
  .route('/', orderOfServiceRoutes);
