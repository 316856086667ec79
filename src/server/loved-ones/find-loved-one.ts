import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { type LovedOneRole, requireLovedOneRole } from './loved-one-access.ts';
import { lovedOnes } from './loved-ones.schema.ts';

/** The row and the user's role, or the same 404 for a missing loved one and someone else's. */
export async function requireLovedOne(
  db: Db,
  userId: string,
  lovedOneId: string,
): Promise<{ row: typeof lovedOnes.$inferSelect; role: LovedOneRole }> {
  const role = await requireLovedOneRole(db, userId, lovedOneId);
  const [row] = await db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
  if (!row) throw notFound('Loved one not found');
  return { row, role };
}
