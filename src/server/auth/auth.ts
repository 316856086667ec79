import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { recordLogin, recordSignUp } from '../analytics/record-auth-events.ts';
import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import { logSafeError, withoutQueryValues } from '../infra/log-safe-error.ts';
import type { Logger } from '../infra/logger.ts';
import { enqueueMail } from '../infra/mail.ts';
import type { RateLimiter } from '../infra/rate-limit.ts';
import { refuseSessionForDisabledUser } from '../operator/disabled-users.ts';
import { accounts, profiles, sessions, twoFactors, users, verifications } from './auth.schema.ts';
import { createAuthHooks } from './auth-hooks.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';
import { isAddressProvenByInvitation } from './invitation-admission.ts';

/**
 * Better Auth routes that would change an account around Harbor's rules. The account routes reach the
 * ones Harbor needs through `auth.api.*`, which still runs the hooks.
 */
const CLOSED_AUTH_PATHS = [
  '/update-user',
  '/change-password',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/send-verification-email',
  '/update-session',
  // Harbor's own session routes (account-security.routes.ts) list and end sessions without handing session
  // tokens to the browser and without Better Auth's one-day freshness rule.
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  // A password check Harbor never uses, reachable with any session and outside Harbor's limiter.
  '/verify-password',
  // Two-step sign-in is by authenticator app only: no codes by e-mail or text message.
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  // The setup key is shown once, while turning two-step sign-in on; it is not handed out again.
  '/two-factor/get-totp-uri',
];

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 127;

export function createAuth(deps: { db: Db; config: Config; rateLimiter: RateLimiter; logger: Logger }) {
  const { db, config } = deps;
  return betterAuth({
    appName: 'Harbor',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    logger: {
      // Its arguments can be a failed query's error, which carries the values it was sent (a token).
      log: (level, message, ...args) =>
        deps.logger[level]({ args: args.map(logSafeError) }, withoutQueryValues(message)),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    // Harbor's own limiter (database or Redis) guards the auth routes; see auth-hooks.ts.
    rateLimit: { enabled: false },
    disabledPaths: CLOSED_AUTH_PATHS,
    hooks: createAuthHooks(deps),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(db, {
          to: user.email,
          subject: 'Reset your Harbor password',
          text: [
            'Hello,',
            '',
            'Someone asked to reset the password for your Harbor account. If it was you, open this link within the hour:',
            url,
            '',
            'If it was not you, you can ignore this mail; your password stays as it is.',
          ].join('\n'),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      // A lost verification mail is re-sent when the person signs in with the right password.
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        if (isAddressProvenByInvitation()) return;
        await enqueueMail(db, {
          to: user.email,
          subject: 'Verify your email for Harbor',
          text: [
            'Welcome to Harbor.',
            '',
            'Please confirm your email address by opening this link:',
            url,
            '',
            'If you did not create an account, you can ignore this mail.',
          ].join('\n'),
        });
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      // A session's updated_at moves at most hourly; 'Where you're signed in' shows it as last seen.
      updateAge: 60 * 60,
    },
    plugins: [
      // Harbor's limiter guards the code and password checks (two-factor-policy.ts); Better Auth's own
      // per-challenge (5 codes) and per-account (10 in 15 minutes) lockouts stay on underneath.
      twoFactor({ issuer: 'Harbor', backupCodeOptions: { amount: 10, length: 10 } }),
    ],
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: config.isProduction },
      // The session and its user in one query instead of two, one after the other (decision 026).
      database: { joins: true },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            const record = user as typeof user & { firstName?: string; lastName?: string };
            await db
              .insert(profiles)
              .values({ userId: user.id, firstName: record.firstName ?? '', lastName: record.lastName ?? '' })
              .onConflictDoNothing();
            await recordSignUp(deps, context);
          },
        },
      },
      session: {
        create: {
          // An account an operator disabled gets no session, however it signs in (issue 12).
          before: async (session) => refuseSessionForDisabledUser(db, session),
          after: async (session, context) => recordLogin(deps, session, context),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type AuthUser = AuthSession['user'];
