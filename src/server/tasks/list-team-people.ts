import { eq } from 'drizzle-orm';
import { fullName, personName } from '#shared/team/person-name.ts';
import { profiles, users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import type { LovedOneRole } from '../loved-ones/loved-one-access.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';

export type TeamPerson = {
  userId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  role: LovedOneRole;
};

/** The full name of `userId` on the team, or null for no one, or someone no longer on it. */
export const nameOf = (team: readonly TeamPerson[], userId: string | null) => {
  const person = userId ? team.find((member) => member.userId === userId) : undefined;
  return person ? fullName(person) : null;
};

// The name as the person goes by it comes from both (personName).
const personColumns = {
  userId: users.id,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  profileFirstName: profiles.firstName,
  profileLastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
};

type PersonRow = {
  userId: string;
  userFirstName: string;
  userLastName: string;
  profileFirstName: string | null;
  profileLastName: string | null;
  avatarUrl: string | null;
};

const toPerson = (row: PersonRow, role: LovedOneRole): TeamPerson => ({
  userId: row.userId,
  ...personName(row),
  avatarUrl: row.avatarUrl,
  role,
});

/** The people a task can be assigned to: the admin first, then every member with access. */
export async function listTeamPeople(db: Db, lovedOneId: string): Promise<TeamPerson[]> {
  const [admins, members] = await Promise.all([
    db
      .select(personColumns)
      .from(lovedOnes)
      .innerJoin(users, eq(users.id, lovedOnes.adminUserId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(lovedOnes.id, lovedOneId)),
    db
      .select(personColumns)
      .from(lovedOneAccess)
      .innerJoin(users, eq(users.id, lovedOneAccess.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(lovedOneAccess.lovedOneId, lovedOneId))
      .orderBy(lovedOneAccess.createdAt),
  ]);
  return [
    ...admins.map((row) => toPerson(row, 'admin')),
    ...members.map((row) => toPerson(row, 'support_member')),
  ];
}
