import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { lovedOneAccess, lovedOnes } from './loved-ones.schema.ts';

export type LovedOneRole = 'admin' | 'support_member';
/** A signed-in user on the loved one's team, as the permission policies see them. */
export type TeamViewer = { userId: string; role: LovedOneRole };

/** The user's role for this loved one, or null when they have none (or it does not exist). */
export async function findLovedOneRole(
  db: Db,
  userId: string,
  lovedOneId: string,
): Promise<LovedOneRole | null> {
  if (!isUuid(lovedOneId)) return null;
  const [owned] = await db
    .select({ id: lovedOnes.id })
    .from(lovedOnes)
    .where(and(eq(lovedOnes.id, lovedOneId), eq(lovedOnes.adminUserId, userId)));
  if (owned) return 'admin';
  const [grant] = await db
    .select({ role: lovedOneAccess.role })
    .from(lovedOneAccess)
    .where(and(eq(lovedOneAccess.lovedOneId, lovedOneId), eq(lovedOneAccess.userId, userId)));
  return grant ? grant.role : null;
}

/**
 * The role, or a 404 — the same answer as for a loved one that does not exist, so nobody can learn
 * which ids are real. What the role may do is the policies' answer (src/shared/permissions).
 */
export async function requireLovedOneRole(db: Db, userId: string, lovedOneId: string): Promise<LovedOneRole> {
  const role = await findLovedOneRole(db, userId, lovedOneId);
  if (!role) throw notFound('Loved one not found');
  return role;
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
