import { type AnyColumn, and, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { lovedOneAccess, lovedOnes } from './loved-ones.schema.ts';

export type LovedOneRole = 'admin' | 'support_member';
/** A signed-in user on the loved one's team, as the permission policies see them. */
export type TeamViewer = { userId: string; role: LovedOneRole };

/** The loved one and the user's role on its team, in one query; null when they have none (or it does not exist). */
export async function findLovedOneWithRole(
  db: Db,
  userId: string,
  lovedOneId: string,
): Promise<{ row: typeof lovedOnes.$inferSelect; role: LovedOneRole } | null> {
  if (!isUuid(lovedOneId)) return null;
  const [found] = await db
    .select({ row: lovedOnes, grantedRole: lovedOneAccess.role })
    .from(lovedOnes)
    .leftJoin(
      lovedOneAccess,
      and(eq(lovedOneAccess.lovedOneId, lovedOnes.id), eq(lovedOneAccess.userId, userId)),
    )
    .where(eq(lovedOnes.id, lovedOneId));
  const role = found?.row.adminUserId === userId ? 'admin' : found?.grantedRole;
  return found && role ? { row: found.row, role } : null;
}

/** The user's role for this loved one, or null when they have none (or it does not exist). */
export async function findLovedOneRole(db: Db, userId: string, lovedOneId: string) {
  return (await findLovedOneWithRole(db, userId, lovedOneId))?.role ?? null;
}

const owned = alias(lovedOnes, 'owned');

/**
 * The loved ones a user may open: owned, or granted to them (the spec's union). Written as a list of
 * ids from both indexes, so the database reads only this user's rows, however many loved ones it holds.
 */
export const accessibleTo = (db: Db, userId: string | AnyColumn): SQL =>
  inArray(
    lovedOnes.id,
    db
      .select({ id: owned.id })
      .from(owned)
      .where(eq(owned.adminUserId, userId))
      .unionAll(
        db
          .select({ id: lovedOneAccess.lovedOneId })
          .from(lovedOneAccess)
          .where(eq(lovedOneAccess.userId, userId)),
      ),
  );

/** The ids of the loved ones the user may open (accessibleTo). */
export async function listAccessibleLovedOneIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: lovedOnes.id }).from(lovedOnes).where(accessibleTo(db, userId));
  return rows.map((row) => row.id);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive from URLs; a malformed one is simply not found (and never reaches SQL as a uuid cast error). */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
