import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import type { AppDeps } from '../app-env.ts';
import { invalidField } from '../infra/app-error.ts';
import { noteMadeOnce, wasMadeBefore } from '../infra/make-once.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { reservePasswordAttempt } from './reserve-password-attempt.ts';

/**
 * Better Auth checks the current password, stores the new hash, ends the other sessions and
 * issues this browser a fresh session cookie; the cookies to send back are returned. The same change
 * sent again under its submission key (its answer lost on the way) is answered as made, with no
 * cookies, rather than refused as a wrong current password: the password it names is the old one now.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'auth' | 'rateLimiter' | 'db'>,
  request: {
    user: { id: string; email: string };
    currentPassword: string;
    newPassword: string;
    headers: Headers;
    ipAddress: string;
    submissionKey: string | undefined;
  },
): Promise<string[]> {
  const { auth, rateLimiter, db } = deps;
  const { user, currentPassword, newPassword } = request;
  const submission = { userId: user.id, kind: 'password-change', key: request.submissionKey };
  if (await wasMadeBefore(db, submission)) return [];
  const attempt = await reservePasswordAttempt(rateLimiter, user.email);
  let setCookies: string[];
  try {
    const { headers } = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    setCookies = headers.getSetCookie();
  } catch (error) {
    const code = (error as { body?: { code?: string } }).body?.code;
    if (code === 'INVALID_PASSWORD') {
      await logSecurityEvent(db, {
        type: 'failed_password_change',
        userId: user.id,
        ipAddress: request.ipAddress,
        details: {},
      });
      throw invalidField('currentPassword', ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    await attempt.release();
    throw error;
  }
  await attempt.release();
  await noteMadeOnce(db, submission, user.id);
  return setCookies;
}
