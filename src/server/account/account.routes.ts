import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, changePasswordSchema, deleteAccountSchema } from '#shared/validation/account.ts';
import { MAX_AVATAR_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { checkName } from '#shared/validation/names.ts';
import type { AppEnv } from '../app-env.ts';
import { accounts } from '../auth/auth.schema.ts';
import { AppError } from '../infra/app-error.ts';
import { requireUser, validate } from '../infra/http.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { uploadBodyLimit } from '../infra/uploaded-file.ts';
import { listAccessibleLovedOneIds } from '../loved-ones/loved-one-access.ts';
import { prepareAvatar } from './avatar-image.ts';
import { deleteAccount } from './delete-account.ts';
import { accountExists, exportAccountData, exportFileName } from './export-account-data.ts';
import {
  AVATAR_EXTENSIONS,
  avatarKey,
  findOrCreateProfile,
  setAvatarUrl,
  updateProfileNames,
} from './profile.repository.ts';
import { reservePasswordAttempt } from './reserve-password-attempt.ts';

const AVATAR_FILE = /^avatar\.(jpg|png|gif)$/;

/** Whether `viewerId` may see `ownerId`'s avatar: their own, or someone on a loved one's team with them. */
async function canSeeAvatar(
  c: { get: (key: 'deps') => AppEnv['Variables']['deps'] },
  viewerId: string,
  ownerId: string,
) {
  if (viewerId === ownerId) return true;
  const { db } = c.get('deps');
  const [mine, theirs] = await Promise.all([
    listAccessibleLovedOneIds(db, viewerId),
    listAccessibleLovedOneIds(db, ownerId),
  ]);
  return mine.some((id) => theirs.includes(id));
}

export const accountRoutes = new Hono<AppEnv>()
  .get('/profile', async (c) => {
    const user = requireUser(c);
    const profile = await findOrCreateProfile(c.get('deps').db, user.id);
    if (!profile) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
    return c.json(profile);
  })
  .patch(
    '/profile',
    validate('json', z.object({ firstName: z.string(), lastName: z.string() })),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const body = c.req.valid('json');
      const names: string[] = [];
      for (const [value, required] of [
        [body.firstName, ACCOUNT_MESSAGES.firstNameRequired],
        [body.lastName, ACCOUNT_MESSAGES.lastNameRequired],
      ] as const) {
        if (value.trim() === '') throw new AppError('VALIDATION_FAILED', required);
        const verdict = checkName(value);
        if (!verdict.ok) {
          if (verdict.suspicious) {
            await logSecurityEvent(db, {
              type: 'suspicious_profile_update',
              userId: user.id,
              ipAddress: c.get('clientIp'),
              details: { reason: 'suspicious name content' },
            });
          }
          throw new AppError('VALIDATION_FAILED', verdict.message);
        }
        names.push(verdict.value);
      }
      await updateProfileNames(db, user.id, { firstName: names[0]!, lastName: names[1]! });
      return c.json(await findOrCreateProfile(db, user.id));
    },
  )
  .post('/avatar', uploadBodyLimit(MAX_AVATAR_BYTES, UPLOAD_MESSAGES.avatarTooLarge), async (c) => {
    const user = requireUser(c);
    const { db, storage } = c.get('deps');
    let file: unknown;
    try {
      file = (await c.req.parseBody()).file;
    } catch {
      throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
    }
    if (!(file instanceof File) || file.size === 0)
      throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notImage);
    const avatar = await prepareAvatar(new Uint8Array(await file.arrayBuffer()));
    // The new one is stored before the old goes: a failed upload (a full disk) keeps the old avatar.
    const key = avatarKey(user.id, avatar.extension);
    await storage.put(key, avatar.bytes, avatar.contentType);
    // One avatar per person: an older one in another format must not linger.
    for (const extension of AVATAR_EXTENSIONS) {
      if (extension !== avatar.extension) await storage.delete(avatarKey(user.id, extension));
    }
    const stored = await storage.get(key);
    const version = encodeURIComponent(stored?.etag.replaceAll('"', '') ?? Date.now().toString());
    const avatarUrl = `/api/account/avatars/${user.id}/avatar.${avatar.extension}?v=${version}`;
    await setAvatarUrl(db, user.id, avatarUrl);
    return c.json({ avatarUrl });
  })
  .get('/avatars/:userId/:file', async (c) => {
    const viewer = requireUser(c);
    const { userId, file } = c.req.param();
    if (!AVATAR_FILE.test(file) || !(await canSeeAvatar(c, viewer.id, userId)))
      throw new AppError('NOT_FOUND', 'Not found');
    const stored = await c.get('deps').storage.get(`avatars/${userId}/${file}`);
    if (!stored) throw new AppError('NOT_FOUND', 'Not found');
    // Private to signed-in team members: browsers may keep it, shared caches may not.
    c.header('Cache-Control', 'private, max-age=3600');
    c.header('ETag', stored.etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.header('if-none-match') === stored.etag) return c.body(null, 304);
    return c.body(stored.body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': stored.contentType });
  })
  .post('/password', validate('json', changePasswordSchema), async (c) => {
    const user = requireUser(c);
    const { auth, rateLimiter, db } = c.get('deps');
    const { currentPassword, newPassword } = c.req.valid('json');
    const attempt = await reservePasswordAttempt(rateLimiter, user.email);
    try {
      // Better Auth checks the current password, stores the new hash, ends the other sessions and
      // issues this browser a fresh session cookie.
      const { headers } = await auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    } catch (error) {
      const code = (error as { body?: { code?: string } }).body?.code;
      if (code === 'INVALID_PASSWORD') {
        await logSecurityEvent(db, {
          type: 'failed_password_change',
          userId: user.id,
          ipAddress: c.get('clientIp'),
          details: {},
        });
        throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      await attempt.release();
      throw error;
    }
    await attempt.release();
    return c.json({ message: ACCOUNT_MESSAGES.passwordUpdated });
  })
  .get('/export', async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    if (!(await accountExists(db, user.id))) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
    const data = await exportAccountData(db, user.id, c.get('deps').config);
    c.header('Content-Disposition', `attachment; filename="${exportFileName()}"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  })
  .delete('/', validate('json', deleteAccountSchema), async (c) => {
    const user = requireUser(c, ACCOUNT_MESSAGES.sessionExpiredDelete);
    const deps = c.get('deps');
    const { password } = c.req.valid('json');
    const attempt = await reservePasswordAttempt(deps.rateLimiter, user.email);
    const [credential] = await deps.db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    const authContext = await deps.auth.$context;
    const matches = credential?.hash
      ? await authContext.password.verify({ hash: credential.hash, password })
      : false;
    if (!matches) throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.currentPasswordWrong);
    await attempt.release();
    await deleteAccount(deps, user.id);
    await logSecurityEvent(deps.db, { type: 'account_deleted', ipAddress: c.get('clientIp'), details: {} });
    for (const name of [
      authContext.authCookies.sessionToken.name,
      authContext.authCookies.sessionData.name,
    ]) {
      deleteCookie(c, name, { path: '/' });
    }
    return c.json({ message: ACCOUNT_MESSAGES.accountDeleted });
  });
