import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import type { AuthUser } from '../auth/auth.ts';
import type { Config } from '../env.ts';
import { notFound } from '../infra/app-error.ts';

/**
 * Operators are the accounts named in OPERATOR_EMAILS, with a confirmed address: otherwise anyone could
 * sign up with an operator's address before its owner does. Only a development server with verification
 * off (which sends no confirmation mail) waives it; in production an unconfirmed operator stays locked out.
 */
export function isOperator(
  user: Pick<AuthUser, 'email' | 'emailVerified'> | null,
  config: Pick<Config, 'operatorEmails' | 'requireEmailVerification' | 'isProduction'>,
) {
  if (!user || !config.operatorEmails.includes(user.email.trim().toLowerCase())) return false;
  return user.emailVerified || (!config.requireEmailVerification && !config.isProduction);
}

/** Everyone else, signed in or not, gets the same 404 as for a page that does not exist. */
export const operatorOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isOperator(c.get('user'), c.get('deps').config)) throw notFound();
  await next();
});

/** The signed-in operator (operatorOnly has run). */
export const operatorOf = (user: AuthUser | null): AuthUser => {
  if (!user) throw notFound();
  return user;
};
