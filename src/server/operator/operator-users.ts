import { count, desc, eq, ilike, max, or, type SQL } from 'drizzle-orm';
import { sessions, users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { containsPattern } from './like-pattern.ts';
import { disabledUsers } from './operator.schema.ts';
import { OPERATOR_PAGE_SIZE } from './operator-schemas.ts';

const matching = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern));
};

/**
 * Accounts, newest first, with whether each is confirmed, disabled, an operator or uses two-step
 * sign-in, and when last active.
 */
export async function listUsers(db: Db, query: { q?: string; page: number }, operatorEmails: string[]) {
  const lastSeen = db
    .select({ userId: sessions.userId, lastSeenAt: max(sessions.updatedAt).as('last_seen_at') })
    .from(sessions)
    .groupBy(sessions.userId)
    .as('last_seen');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        emailVerified: users.emailVerified,
        twoFactorEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
        disabledAt: disabledUsers.disabledAt,
        lastSeenAt: lastSeen.lastSeenAt,
      })
      .from(users)
      .leftJoin(disabledUsers, eq(disabledUsers.userId, users.id))
      .leftJoin(lastSeen, eq(lastSeen.userId, users.id))
      .where(matching(query.q))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((query.page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ value: count() }).from(users).where(matching(query.q)),
  ]);
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      emailVerified: row.emailVerified,
      twoFactorEnabled: row.twoFactorEnabled,
      createdAt: row.createdAt.toISOString(),
      isDisabled: row.disabledAt !== null,
      isOperator: operatorEmails.includes(row.email.toLowerCase()),
      lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
    })),
    total: Number(total?.value ?? 0),
    pageSize: OPERATOR_PAGE_SIZE,
  };
}

export async function findUserForOperator(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
