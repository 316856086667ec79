import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lovedOneAccess } from './loved-ones.schema.ts';

/**
 * The admin plus every member with access. The team feature will add its pending invitations
 * (the spec's "active members plus pending invitations plus the user").
 */
export async function countTeamMembers(db: Db, lovedOneId: string): Promise<number> {
  const [row] = await db
    .select({ members: count() })
    .from(lovedOneAccess)
    .where(eq(lovedOneAccess.lovedOneId, lovedOneId));
  return 1 + (row?.members ?? 0);
}
