import { type AnyColumn, asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessibleTo, type LovedOneRole } from './loved-one-access.ts';
import { lovedOnes } from './loved-ones.schema.ts';

type LovedOneRow = typeof lovedOnes.$inferSelect;

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
