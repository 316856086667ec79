import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { LovedOneRole } from './loved-one-access.ts';
import { lovedOneAccess, lovedOnes } from './loved-ones.schema.ts';

/** The user's loved ones, owned and granted (the spec's union), oldest first, each with the user's role. */
export async function listAccessibleLovedOnes(db: Db, userId: string) {
  const rows = await db
    .select({ lovedOne: lovedOnes, grantId: lovedOneAccess.id })
    .from(lovedOnes)
    .leftJoin(
      lovedOneAccess,
      and(eq(lovedOneAccess.lovedOneId, lovedOnes.id), eq(lovedOneAccess.userId, userId)),
    )
    .where(or(eq(lovedOnes.adminUserId, userId), isNotNull(lovedOneAccess.id)))
    .orderBy(asc(lovedOnes.createdAt), asc(lovedOnes.id));
  return rows.map(({ lovedOne }) => ({
    row: lovedOne,
    role: (lovedOne.adminUserId === userId ? 'admin' : 'support_member') as LovedOneRole,
  }));
}
