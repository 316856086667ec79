import { eq, inArray } from 'drizzle-orm';
import { personName } from '#shared/team/person-name.ts';
import { profiles, users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';

type Person = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
};

/** Each person's name as they go by it (personName), address and avatar. */
export async function findPeople(db: Db, userIds: string[]): Promise<Map<string, Person>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      profileFirstName: profiles.firstName,
      profileLastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.userId,
      { userId: row.userId, ...personName(row), email: row.email, avatarUrl: row.avatarUrl },
    ]),
  );
}

export async function findPerson(db: Db, userId: string): Promise<Person | undefined> {
  return (await findPeople(db, [userId])).get(userId);
}
