import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import type { AuthUser } from '../auth/auth.ts';
import { notFound } from '../infra/app-error.ts';

/**
 * Operators are the accounts named in OPERATOR_EMAILS, once their address is confirmed (otherwise,
 * where verification is off, anyone could sign up with an operator's address first).
 */
export function isOperator(user: Pick<AuthUser, 'email' | 'emailVerified'> | null, operatorEmails: string[]) {
  return Boolean(user?.emailVerified && operatorEmails.includes(user.email.trim().toLowerCase()));
}

/** Everyone else, signed in or not, gets the same 404 as for a page that does not exist. */
export const operatorOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isOperator(c.get('user'), c.get('deps').config.operatorEmails)) throw notFound();
  await next();
});

/** The signed-in operator (operatorOnly has run). */
export const operatorOf = (user: AuthUser | null): AuthUser => {
  if (!user) throw notFound();
  return user;
};
