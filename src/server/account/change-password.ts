import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import type { AppDeps } from '../app-env.ts';
import { invalidField } from '../infra/app-error.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { reservePasswordAttempt } from './reserve-password-attempt.ts';

/**
 * Better Auth checks the current password, stores the new hash, ends the other sessions and
 * issues this browser a fresh session cookie; the cookies to send back are returned.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'auth' | 'rateLimiter' | 'db'>,
  request: {
    user: { id: string; email: string };
    currentPassword: string;
    newPassword: string;
    headers: Headers;
    ipAddress: string;
  },
): Promise<string[]> {
  const { auth, rateLimiter, db } = deps;
  const { user, currentPassword, newPassword } = request;
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
  return setCookies;
}
