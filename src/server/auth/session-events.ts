import { eq } from 'drizzle-orm';
import { logSecurityEvent } from '../infra/security-log.ts';
import { sessions } from './auth.schema.ts';
import type { AuthPolicyDeps, HookContext } from './auth-hook-context.ts';
import { ipOf } from './auth-hook-context.ts';

/**
 * When the browser asks for its session with a genuine (correctly signed) cookie whose session has
 * ended, the spec's session_expired or session_invalidated is logged. Better Auth then clears the
 * cookie, so this happens once per stale cookie. Forged cookies fail the signature and are ignored.
 */
export async function beforeGetSession(deps: AuthPolicyDeps, ctx: HookContext): Promise<void> {
  if (!ctx.request) return;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return;
  const [row] = await deps.db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.token, token));
  if (row && row.expiresAt.getTime() > Date.now()) return;
  await logSecurityEvent(deps.db, {
    type: row ? 'session_expired' : 'session_invalidated',
    userId: row?.userId ?? null,
    ipAddress: ipOf(ctx),
    details: {},
  });
}
