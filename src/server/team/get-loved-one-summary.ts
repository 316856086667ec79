import { eq } from 'drizzle-orm';
import { fullName } from '#shared/team/person-name.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

/** The loved one as the team's screens and mails name it, with its admin. */
export async function getLovedOneSummary(db: Db, lovedOneId: string) {
  const [lovedOne] = await db
    .select({
      id: lovedOnes.id,
      firstName: lovedOnes.firstName,
      lastName: lovedOnes.lastName,
      adminUserId: lovedOnes.adminUserId,
      createdAt: lovedOnes.createdAt,
    })
    .from(lovedOnes)
    .where(eq(lovedOnes.id, lovedOneId));
  if (!lovedOne) throw notFound('Loved one not found');
  return { ...lovedOne, name: fullName(lovedOne) };
}
