import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import type { Logger } from '../infra/logger.ts';
import { enqueueMail } from '../infra/mail.ts';
import type { RateLimiter } from '../infra/rate-limit.ts';
import { accounts, profiles, sessions, users, verifications } from './auth.schema.ts';
import { createAuthHooks } from './auth-hooks.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';

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
];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 127;

export function createAuth(deps: { db: Db; config: Config; rateLimiter: RateLimiter; logger: Logger }) {
  const { db, config } = deps;
  return betterAuth({
    appName: 'Harbor',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    logger: {
      log: (level, message, ...args) => deps.logger[level]({ args }, message),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
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
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: config.isProduction },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            const record = user as typeof user & { firstName?: string; lastName?: string };
            await db
              .insert(profiles)
              .values({ userId: user.id, firstName: record.firstName ?? '', lastName: record.lastName ?? '' })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type AuthUser = AuthSession['user'];
