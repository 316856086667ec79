import { asc, eq } from 'drizzle-orm';
import { fullName } from '#shared/team/person-name.ts';
import type { TeamRole } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { getLovedOneSummary } from './get-loved-one-summary.ts';
import { findPeople } from './team-people.ts';

/** Who a task can be assigned to: the admin and everyone with access (accepted invitees included). */
export async function listAssignees(db: Db, lovedOneId: string) {
  const lovedOne = await getLovedOneSummary(db, lovedOneId, null);
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
