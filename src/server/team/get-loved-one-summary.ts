import { eq } from 'drizzle-orm';
import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

/** The loved one as the team's screens and mails name it (null until a name is given), with its admin. */
export async function getLovedOneSummary(db: Db, lovedOneId: string) {
  const [lovedOne] = await db
    .select({
      id: lovedOnes.id,
      firstName: lovedOnes.firstName,
      lastName: lovedOnes.lastName,
      nameGiven: lovedOnes.nameGiven,
      kind: lovedOnes.kind,
      adminUserId: lovedOnes.adminUserId,
      createdAt: lovedOnes.createdAt,
    })
    .from(lovedOnes)
    .where(eq(lovedOnes.id, lovedOneId));
  if (!lovedOne) throw notFound('Loved one not found');
  return { ...lovedOne, name: givenName(lovedOne) };
}
