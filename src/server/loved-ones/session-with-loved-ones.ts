import { eq, getTableColumns, sql } from 'drizzle-orm';
import { sessions, users } from '../auth/auth.schema.ts';
import type { AuthSession } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { type AccessibleLovedOne, oldestFirst, withRoleOf } from './list-accessible-loved-ones.ts';
import { accessibleTo } from './loved-one-access.ts';
import { lovedOnes } from './loved-ones.schema.ts';

function prepare(db: Db) {
  const accessible = db.select().from(lovedOnes).where(accessibleTo(db, users.id)).as('accessible');
  // The subquery's columns under its own name, grouped as a loved one's row (a null row when none).
  const columns = getTableColumns(lovedOnes);
  const lovedOne = Object.fromEntries(
    Object.keys(columns).map((key) => [key, accessible[key as keyof typeof columns]]),
  ) as { [Key in keyof typeof columns]: (typeof accessible)[Key] };
  return db
    .select({ session: getTableColumns(sessions), user: getTableColumns(users), lovedOne })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(accessible, sql`true`)
    .where(eq(sessions.token, sql.placeholder('token')))
    .orderBy(...oldestFirst(accessible))
    .prepare('harbor_session_with_loved_ones');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * The session check and listAccessibleLovedOnes in one statement (decision 055): the session with its
 * user, and that user's loved ones with their role.
 */
export const sessionWithLovedOnes =
  (db: Db) =>
  async (token: string): Promise<{ found: AuthSession | undefined; rows: AccessibleLovedOne[] }> => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    const rows = await statement.execute({ token });
    const [first] = rows;
    if (!first) return { found: undefined, rows: [] };
    const withRole = withRoleOf(first.user.id);
    return {
      found: { session: first.session, user: first.user },
      rows: rows.flatMap(({ lovedOne }) => (lovedOne ? [withRole(lovedOne)] : [])),
    };
  };
