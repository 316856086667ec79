import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import { enqueueMail } from '../infra/mail.ts';
import { accounts, profiles, sessions, users, verifications } from './auth.schema.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 127;

export function createAuth(deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  return betterAuth({
    appName: 'Harbor',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    // Harbor's own limiter (database or Redis) guards the auth routes; see infra/rate-limit.ts.
    rateLimit: { enabled: false },
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
