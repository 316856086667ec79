import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from './auth.schema.ts';
import type { Auth, AuthSession } from './auth.ts';

/** The session (with its user) a request's cookie belongs to, or null. */
export type SessionReader = (headers: Headers) => Promise<AuthSession | null>;

/** Better Auth's signed cookie value: `token.signature`, the signature an HMAC-SHA256 in base64 (44 characters). */
const SIGNATURE_LENGTH = 44;

/** The token when `value` carries a valid signature of it under `secret`, else null (better-call's rule). */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * A route's first statement that also finds the session by its token (one round trip for both):
 * the session with its user, if any, and the route's own rows.
 */
export type StatementWithSession<Rows> = (
  token: string,
) => Promise<{ found: AuthSession | undefined; rows: Rows }>;

/**
 * The session, and the rows of the route's statement when they were read for it; null rows when
 * Better Auth had to answer (an expired or refreshed session), and the route reads them again.
 */
export type SessionAlong = <Rows>(
  headers: Headers,
  statement: StatementWithSession<Rows>,
) => Promise<{ found: AuthSession; rows: Rows | null } | null>;

/**
 * The session check every API request makes (decision 050). Better Auth's `getSession` costs about
 * 2 ms of CPU per call on this machine, most of the dashboard's time above its own queries; this reads
 * the same cookie with the same secret and the same one joined query, and answers only the common
 * case itself: a valid, unexpired session that is not yet due for its hourly refresh. Anything else
 * (no row, expired, due for refresh) goes to Better Auth, which deletes, refreshes or refuses exactly
 * as it does for the browser. The answer equals Better Auth's, field for field (read-request-session.test.ts).
 *
 * `readAlong` is the same check with the session found by a route's own first statement (decision 055).
 */
export function createSessionReader(deps: { auth: Auth; db: Db }): {
  read: SessionReader;
  readAlong: SessionAlong;
} {
  const { auth, db } = deps;
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  // Prepared once: building the statement cost more than running it.
  const findByToken = db
    .select({ session: getTableColumns(sessions), user: getTableColumns(users) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('harbor_read_session');

  type Settings = Awaited<typeof settings>;

  const tokenOf = (headers: Headers, { cookieName, secret }: Settings) => {
    const cookieHeader = headers.get('cookie');
    return cookieHeader ? verifiedToken(parseCookies(cookieHeader).get(cookieName), secret) : null;
  };

  /** The row found answers alone while it is unexpired and not due for refresh. */
  const answersAlone = (found: AuthSession | undefined, { expiresInMs, updateAgeMs }: Settings) => {
    if (!found) return false;
    const now = Date.now();
    const expiresAt = found.session.expiresAt.getTime();
    // Better Auth moves a session's expiry once it is older than updateAge (auth.ts): its own path does that.
    const dueForRefresh = expiresAt - expiresInMs + updateAgeMs <= now;
    return expiresAt > now && !dueForRefresh;
  };

  return {
    read: async (headers) => {
      const known = await settings;
      const token = tokenOf(headers, known);
      if (!token) return null;
      const [found] = await findByToken.execute({ token });
      return found && answersAlone(found, known) ? found : auth.api.getSession({ headers });
    },
    readAlong: async (headers, statement) => {
      const known = await settings;
      const token = tokenOf(headers, known);
      if (!token) return null;
      const { found, rows } = await statement(token);
      if (found && answersAlone(found, known)) return { found, rows };
      const answer = await auth.api.getSession({ headers });
      return answer ? { found: answer, rows: null } : null;
    },
  };
}
