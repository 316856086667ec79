import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { describeDevice } from '#shared/account-security/describe-device.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { requireUser, validate } from '../infra/http.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { twoFactors, users } from './auth.schema.ts';
import {
  deleteOtherUserSessions,
  deleteUserSession,
  listActiveSessions,
} from './user-sessions.repository.ts';

const SESSION_NOT_FOUND = 'This sign-in was not found. It may have ended already.';

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
    const currentId = c.get('session')?.id;
    const rows = await listActiveSessions(c.get('deps').db, user.id);
    const sessions = rows
      .map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.updatedAt.toISOString(),
        isCurrent: row.id === currentId,
      }))
      // This device first, then the most recently active.
      .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
    return c.json({ sessions });
  })
  .delete('/sessions/:sessionId', validate('param', sessionParamSchema), async (c) => {
    const user = requireUser(c);
    const { sessionId } = c.req.valid('param');
    if (sessionId === c.get('session')?.id) {
      throw new AppError('VALIDATION_FAILED', 'To sign out on this device, use Sign Out.');
    }
    const { db } = c.get('deps');
    if (!(await deleteUserSession(db, user.id, sessionId))) throw notFound(SESSION_NOT_FOUND);
    await logSecurityEvent(db, { type: 'session_revoked', userId: user.id, ipAddress: c.get('clientIp') });
    return c.json({ ok: true as const });
  })
  .post('/sessions/sign-out-others', async (c) => {
    const user = requireUser(c);
    const current = c.get('session');
    if (!current) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
    const { db } = c.get('deps');
    const signedOut = await deleteOtherUserSessions(db, user.id, current.id);
    await logSecurityEvent(db, {
      type: 'other_sessions_revoked',
      userId: user.id,
      ipAddress: c.get('clientIp'),
      details: { count: signedOut },
    });
    return c.json({ signedOut });
  })
  .get('/two-factor', async (c) => {
    const user = requireUser(c);
    const { db, auth } = c.get('deps');
    const [row] = await db
      .select({ enabled: users.twoFactorEnabled, verified: twoFactors.verified })
      .from(users)
      .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
      .where(eq(users.id, user.id));
    const enabled = Boolean(row?.enabled && row.verified);
    // Decrypted on the server only to count them; the codes themselves are never sent again.
    const backupCodesLeft = enabled
      ? (await auth.api.viewBackupCodes({ body: { userId: user.id } })).backupCodes.length
      : 0;
    return c.json({ enabled, backupCodesLeft });
  });
