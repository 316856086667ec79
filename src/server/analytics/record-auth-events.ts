import { eq } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../infra/logger.ts';
import { hasOptedOutOfTracking } from './privacy-signals.ts';
import { recordServerAnalyticsEvent } from './record-analytics-events.ts';

/** The part of Better Auth's endpoint context these hooks read. */
type AuthEndpointContext = { path?: string; headers?: Headers; request?: Request } | null | undefined;

type Deps = { db: Db; logger: Logger };

// Sessions made by signing in (password, or the second step of two-factor sign-in). Sessions made by
// signing up or confirming an address belong to sign_up, not login.
const LOGIN_PATHS = /^\/(sign-in\/|two-factor\/verify)/;
const PASSWORD_STEP = /^\/sign-in\//;

const optedOut = (context: AuthEndpointContext) =>
  hasOptedOutOfTracking(context?.headers ?? context?.request?.headers);

/** Counting must never cost anyone their sign-up or sign-in, so a failure is only logged. */
async function record(deps: Deps, name: 'sign_up' | 'login') {
  try {
    await recordServerAnalyticsEvent(deps.db, name);
  } catch (error) {
    deps.logger.warn({ err: error, event: name }, 'analytics event not recorded');
  }
}

/** For Better Auth's user.create.after: one sign_up per new account, nothing about who. */
export async function recordSignUp(deps: Deps, context: AuthEndpointContext): Promise<void> {
  if (!optedOut(context)) await record(deps, 'sign_up');
}

/**
 * For Better Auth's session.create.after: one login per signed-in session. With two-step sign-in on,
 * the password step's session is thrown away for a challenge; only the code step's session counts.
 */
export async function recordLogin(
  deps: Deps,
  session: { userId: string },
  context: AuthEndpointContext,
): Promise<void> {
  const path = context?.path;
  if (!path || !LOGIN_PATHS.test(path) || optedOut(context)) return;
  if (PASSWORD_STEP.test(path) && (await hasTwoStepSignIn(deps.db, session.userId))) return;
  await record(deps, 'login');
}

async function hasTwoStepSignIn(db: Db, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.enabled ?? false;
}
