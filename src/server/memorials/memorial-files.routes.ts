import { Hono } from 'hono';
import { z } from 'zod';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import { PORTRAIT_WIDTHS } from '#shared/memorials/responsive-images.ts';
import { memorialPolicy } from '#shared/permissions/memorial-permissions.ts';
import type { AppEnv } from '../app-env.ts';
import { notFound } from '../infra/app-error.ts';
import { validate } from '../infra/http.ts';
import { eventCalendar } from './event-calendar.ts';
import { findMemorialEvent } from './find-memorial-event.ts';
import { getPortraitVariant } from './get-portrait-variant.ts';
import { authorizeMemorial } from './memorial-access.ts';
import { memorialFileErrorsAsPage } from './memorial-file-errors.ts';
import { itemIdOf, itemParam, memorialParam, sendImage } from './memorial-params.ts';
import { memorialQrSvg } from './memorial-qr.ts';

const WIDTH_MESSAGE = `Width must be one of ${PORTRAIT_WIDTHS.join(', ')}.`;

// `w` picks one of the made widths, written exactly; without it, the stored photo itself.
const portraitQuery = z.object({
  w: z
    .string({ error: WIDTH_MESSAGE })
    .transform((text, ctx) => {
      const width = PORTRAIT_WIDTHS.find((candidate) => String(candidate) === text);
      if (width) return width;
      ctx.addIssue({ code: 'custom', message: WIDTH_MESSAGE });
      return z.NEVER;
    })
    .optional(),
});

/** What a reader of the page downloads: its images, each event's calendar file, its QR code. */
export const memorialFilesRoutes = new Hono<AppEnv>()
  .get('/:memorialId/background', validate('param', memorialParam), async (c) => {
    const { db, storage } = c.get('deps');
    const { memorialId } = c.req.valid('param');
    const { page } = await authorizeMemorial(db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
    const key = page.backgroundImageKey;
    return sendImage(c, key ? await storage.get(key) : null, page.isPublic);
  })
  // The loved one's photo as the page shows it (link previews use share-image, decision 058).
  .get(
    '/:memorialId/portrait',
    validate('param', memorialParam),
    validate('query', portraitQuery),
    async (c) => {
      const deps = c.get('deps');
      const { memorialId } = c.req.valid('param');
      const { w: width } = c.req.valid('query');
      const access = await authorizeMemorial(deps.db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
      const key = access.lovedOne.photoKey;
      if (!key) return sendImage(c, null, access.page.isPublic);
      const stored = width ? await getPortraitVariant(deps, key, width) : await deps.storage.get(key);
      return sendImage(c, stored, access.page.isPublic);
    },
  )
  .get(
    '/:memorialId/events/:itemId/calendar.ics',
    memorialFileErrorsAsPage,
    validate('param', itemParam),
    async (c) => {
      const { db, config } = c.get('deps');
      const { memorialId, itemId } = c.req.valid('param');
      const access = await authorizeMemorial(db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
      const event = await findMemorialEvent(db, access.page.id, itemIdOf(itemId));
      const calendar = eventCalendar(event, access, config.appUrl);
      if (!calendar) throw notFound('This event has no date yet');
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${access.page.slug}-${event.kind}.ics"`);
      c.header('Cache-Control', 'private, no-cache');
      return c.body(calendar);
    },
  )
  .get('/:memorialId/qr.svg', validate('param', memorialParam), async (c) => {
    const { db, config } = c.get('deps');
    const { memorialId } = c.req.valid('param');
    const { page } = await authorizeMemorial(db, c.get('user')?.id, memorialId, memorialPolicy, 'view');
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'private, max-age=3600');
    return c.body(await memorialQrSvg(`${config.appUrl}${memorialPath(page.slug)}`));
  });
