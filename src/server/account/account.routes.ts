import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { changePasswordSchema, deleteAccountSchema } from '#shared/validation/account.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { MAX_AVATAR_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { sendPrivateFile } from '../infra/attachment-header.ts';
import { requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { uploadBodyLimit } from '../infra/uploaded-file.ts';
import { changePassword } from './change-password.ts';
import { deleteOwnAccount } from './delete-own-account.ts';
import { downloadAccountData } from './download-account-data.ts';
import { findDeletionImpact } from './find-deletion-impact.ts';
import { getProfile } from './get-profile.ts';
import { readAvatar } from './read-avatar.ts';
import { replaceAvatar } from './replace-avatar.ts';
import { updateProfile } from './update-profile.ts';

export const accountRoutes = new Hono<AppEnv>()
  .get('/profile', async (c) => {
    const user = requireUser(c);
    return c.json(await getProfile(c.get('deps').db, user.id));
  })
  .patch(
    '/profile',
    validate('json', z.object({ firstName: z.string(), lastName: z.string() })),
    async (c) => {
      const user = requireUser(c);
      const profile = await updateProfile(c.get('deps').db, user.id, c.req.valid('json'), c.get('clientIp'));
      return c.json(profile);
    },
  )
  .post('/avatar', uploadBodyLimit(MAX_AVATAR_BYTES, UPLOAD_MESSAGES.avatarTooLarge), async (c) => {
    const user = requireUser(c);
    let file: unknown;
    try {
      file = (await c.req.parseBody()).file;
    } catch {
      throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
    }
    if (!(file instanceof File) || file.size === 0)
      throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.notImage);
    const avatarUrl = await replaceAvatar(c.get('deps'), user.id, new Uint8Array(await file.arrayBuffer()));
    return c.json({ avatarUrl });
  })
  .get('/avatars/:userId/:file', async (c) => {
    const viewer = requireUser(c);
    const stored = await readAvatar(c.get('deps'), viewer.id, c.req.param());
    // Private to signed-in team members: browsers may keep it, shared caches may not.
    c.header('Cache-Control', 'private, max-age=3600');
    c.header('ETag', stored.etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.header('if-none-match') === stored.etag) return c.body(null, 304);
    return c.body(stored.body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': stored.contentType });
  })
  .post('/password', validate('json', changePasswordSchema), async (c) => {
    const user = requireUser(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    const setCookies = await changePassword(c.get('deps'), {
      user,
      currentPassword,
      newPassword,
      headers: c.req.raw.headers,
      ipAddress: c.get('clientIp'),
      submissionKey: submissionKeyOf(c),
    });
    for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ message: ACCOUNT_MESSAGES.passwordUpdated });
  })
  .get('/export', async (c) => {
    const user = requireUser(c);
    const archive = await downloadAccountData(c.get('deps'), user.id);
    return sendPrivateFile(c, { ...archive, contentType: 'application/zip' });
  })
  .get('/deletion-impact', async (c) => {
    const user = requireUser(c);
    return c.json(await findDeletionImpact(c.get('deps').db, user.id));
  })
  .delete('/', validate('json', deleteAccountSchema), async (c) => {
    const user = requireUser(c, ACCOUNT_MESSAGES.sessionExpiredDelete);
    const cookieNames = await deleteOwnAccount(c.get('deps'), {
      user,
      password: c.req.valid('json').password,
      ipAddress: c.get('clientIp'),
    });
    for (const name of cookieNames) deleteCookie(c, name, { path: '/' });
    return c.json({ message: ACCOUNT_MESSAGES.accountDeleted });
  });
