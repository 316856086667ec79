import { type AnyColumn, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { LovedOneRole } from './loved-one-access.ts';
import { lovedOneAccess, lovedOnes } from './loved-ones.schema.ts';

type LovedOneRow = typeof lovedOnes.$inferSelect;

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

/** Oldest first, as the dashboard's switcher lists them. */
export const oldestFirst = (table: { createdAt: AnyColumn; id: AnyColumn }) => [
  asc(table.createdAt),
  asc(table.id),
];

/** A loved one with the user's role on it. */
export const withRoleOf = (userId: string) => (row: LovedOneRow) => ({
  row,
  role: (row.adminUserId === userId ? 'admin' : 'support_member') as LovedOneRole,
});

export type AccessibleLovedOne = ReturnType<ReturnType<typeof withRoleOf>>;

/** The user's loved ones, owned and granted, oldest first, each with the user's role. */
export async function listAccessibleLovedOnes(db: Db, userId: string): Promise<AccessibleLovedOne[]> {
  const rows = await db
    .select()
    .from(lovedOnes)
    .where(accessibleTo(db, userId))
    .orderBy(...oldestFirst(lovedOnes));
  return rows.map(withRoleOf(userId));
}
