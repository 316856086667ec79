import { Hono } from 'hono';
import { z } from 'zod';
import { notificationPreferencesSchema } from '#shared/notifications/notification-preferences.ts';
import type { AppEnv } from '../app-env.ts';
import { requireUser, validate } from '../infra/http.ts';
import {
  findNotificationPreferences,
  rememberTimeZone,
  saveNotificationPreferences,
} from './notification-preferences.repository.ts';
import { requireUnsubscribeClaim, unsubscribe } from './unsubscribe.ts';

const tokenParam = z.object({ token: z.string().min(1).max(512) });
const timeZoneSchema = notificationPreferencesSchema.pick({ timeZone: true });

export const notificationsRoutes = new Hono<AppEnv>()
  .get('/preferences', async (c) => {
    const user = requireUser(c);
    return c.json({ preferences: await findNotificationPreferences(c.get('deps').db, user.id) });
  })
  .put('/preferences', validate('json', notificationPreferencesSchema), async (c) => {
    const user = requireUser(c);
    const preferences = await saveNotificationPreferences(c.get('deps').db, user.id, c.req.valid('json'));
    return c.json({ preferences });
  })
  // Sent by the app after sign-in; only fills in a zone the person does not have yet.
  .post('/time-zone', validate('json', timeZoneSchema), async (c) => {
    const user = requireUser(c);
    return c.json({
      timeZone: await rememberTimeZone(c.get('deps').db, user.id, c.req.valid('json').timeZone),
    });
  })
  // The unsubscribe page, signed in or not: the link itself is the proof. GET only reads, so a mail
  // scanner that follows links unsubscribes nobody; the page's button POSTs.
  .get('/unsubscribe/:token', validate('param', tokenParam), (c) => {
    const claim = requireUnsubscribeClaim(c.get('deps').config, c.req.valid('param').token);
    return c.json({ kind: claim.kind });
  })
  .post('/unsubscribe/:token', validate('param', tokenParam), async (c) => {
    const { config, db } = c.get('deps');
    const claim = requireUnsubscribeClaim(config, c.req.valid('param').token);
    await unsubscribe(db, claim);
    return c.json({ kind: claim.kind, unsubscribed: true as const });
  });

/**
 * RFC 8058 one-click unsubscribe at the address in the List-Unsubscribe header (the same address the
 * footer links to, whose GET is the SPA's confirmation page). Mail providers POST here from their own
 * servers, so it sits outside /api and its same-origin guard; the signature is the only credential.
 */
export const oneClickUnsubscribeRoutes = new Hono<AppEnv>().post(
  '/:token',
  validate('param', tokenParam),
  async (c) => {
    const { config, db } = c.get('deps');
    await unsubscribe(db, requireUnsubscribeClaim(config, c.req.valid('param').token));
    return c.text('You are unsubscribed.');
  },
);
