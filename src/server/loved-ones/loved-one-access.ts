import { and, eq } from 'drizzle-orm';
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

/** Owned loved ones and those granted through access: the spec's union. */
export async function listAccessibleLovedOneIds(db: Db, userId: string): Promise<string[]> {
  const [owned, granted] = await Promise.all([
    db.select({ id: lovedOnes.id }).from(lovedOnes).where(eq(lovedOnes.adminUserId, userId)),
    db
      .select({ id: lovedOneAccess.lovedOneId })
      .from(lovedOneAccess)
      .where(eq(lovedOneAccess.userId, userId)),
  ]);
  return [...new Set([...owned.map((row) => row.id), ...granted.map((row) => row.id)])];
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive from URLs; a malformed one is simply not found (and never reaches SQL as a uuid cast error). */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
