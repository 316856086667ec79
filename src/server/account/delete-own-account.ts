import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import type { AppDeps } from '../app-env.ts';
import { accounts } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { deleteAccount } from './delete-account.ts';
import { reservePasswordAttempt } from './reserve-password-attempt.ts';

async function findPasswordHash(db: Db, userId: string) {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return credential?.hash ?? null;
}

/**
 * The person deletes their own account, confirmed with their password. Returns the names of the
 * session cookies the browser must drop.
 */
export async function deleteOwnAccount(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger' | 'rateLimiter' | 'auth'>,
  request: { user: { id: string; email: string }; password: string; ipAddress: string },
): Promise<string[]> {
  const { user, password } = request;
  const attempt = await reservePasswordAttempt(deps.rateLimiter, user.email);
  const hash = await findPasswordHash(deps.db, user.id);
  const authContext = await deps.auth.$context;
  const matches = hash ? await authContext.password.verify({ hash, password }) : false;
  if (!matches) throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.currentPasswordWrong);
  await attempt.release();
  await deleteAccount(deps, user.id);
  await logSecurityEvent(deps.db, { type: 'account_deleted', ipAddress: request.ipAddress, details: {} });
  return [authContext.authCookies.sessionToken.name, authContext.authCookies.sessionData.name];
}
