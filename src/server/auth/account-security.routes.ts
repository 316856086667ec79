import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { NOT_AUTHENTICATED, requireUser, validate } from '../infra/http.ts';
import { getTwoFactorStatus } from './get-two-factor-status.ts';
import { listSignedInDevices } from './list-signed-in-devices.ts';
import { revokeSession } from './revoke-session.ts';
import { signOutOtherSessions } from './sign-out-other-sessions.ts';

const sessionParamSchema = z.object({ sessionId: z.string().min(1).max(200) });

/**
 * /api/security — 'Where you're signed in' and the two-step sign-in status for the settings page.
 * Every query is scoped to the signed-in user: another person's session answers 404, as a missing one.
 */
export const accountSecurityRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/sessions', async (c) => {
    const user = requireUser(c);
    const sessions = await listSignedInDevices(c.get('deps').db, user.id, c.get('session')?.id);
    return c.json({ sessions });
  })
  .delete('/sessions/:sessionId', validate('param', sessionParamSchema), async (c) => {
    const user = requireUser(c);
    await revokeSession(c.get('deps').db, {
      userId: user.id,
      sessionId: c.req.valid('param').sessionId,
      currentSessionId: c.get('session')?.id,
      ipAddress: c.get('clientIp'),
    });
    return c.json({ ok: true as const });
  })
  .post('/sessions/sign-out-others', async (c) => {
    const user = requireUser(c);
    const current = c.get('session');
    if (!current) throw new AppError('UNAUTHENTICATED', NOT_AUTHENTICATED);
    const signedOut = await signOutOtherSessions(c.get('deps').db, {
      userId: user.id,
      currentSessionId: current.id,
      ipAddress: c.get('clientIp'),
    });
    return c.json({ signedOut });
  })
  .get('/two-factor', async (c) => {
    const user = requireUser(c);
    return c.json(await getTwoFactorStatus(c.get('deps'), user.id));
  });
