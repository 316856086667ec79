import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import { twoFactors, users } from './auth.schema.ts';

/** Whether two-step sign-in is on, and how many backup codes are left. */
export async function getTwoFactorStatus(deps: Pick<AppDeps, 'db' | 'auth'>, userId: string) {
  const [row] = await deps.db
    .select({ enabled: users.twoFactorEnabled, verified: twoFactors.verified })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(eq(users.id, userId));
  const enabled = Boolean(row?.enabled && row.verified);
  // Decrypted on the server only to count them; the codes themselves are never sent again.
  const backupCodesLeft = enabled
    ? (await deps.auth.api.viewBackupCodes({ body: { userId } })).backupCodes.length
    : 0;
  return { enabled, backupCodesLeft };
}
