import { asc, eq } from 'drizzle-orm';
import { fullName } from '#shared/team/person-name.ts';
import type { TeamRole } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { findPeople } from './team-people.ts';

/** Who a task can be assigned to: the admin and everyone with access (accepted invitees included). */
export async function listAssignees(db: Db, lovedOneId: string) {
  // Only the admin is needed: the loved one's name, and the planner's for someone's plans, would be a wasted query.
  const [lovedOne] = await db
    .select({ adminUserId: lovedOnes.adminUserId })
    .from(lovedOnes)
    .where(eq(lovedOnes.id, lovedOneId));
  if (!lovedOne) throw notFound(LOVED_ONE_NOT_FOUND);
  const grants = await db
    .select({ userId: lovedOneAccess.userId })
    .from(lovedOneAccess)
    .where(eq(lovedOneAccess.lovedOneId, lovedOneId))
    .orderBy(asc(lovedOneAccess.createdAt));
  const ids = [lovedOne.adminUserId, ...grants.map((grant) => grant.userId)];
  const people = await findPeople(db, ids);
  return ids.flatMap((userId) => {
    const person = people.get(userId);
    if (!person) return [];
    return [
      {
        userId,
        name: fullName(person),
        avatarUrl: person.avatarUrl,
        role: (userId === lovedOne.adminUserId ? 'admin' : 'support_member') as TeamRole,
      },
    ];
  });
}
