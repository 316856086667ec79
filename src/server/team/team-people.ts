import { eq, inArray } from 'drizzle-orm';
import { profiles, users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

type Person = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
};

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Names come from the profile (editable in settings), falling back to what was given at sign-up. */
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
    rows.map((row) => {
      const firstName = row.profileFirstName || row.userFirstName || row.name;
      const lastName = row.profileFirstName ? (row.profileLastName ?? '') : row.userLastName;
      return [
        row.userId,
        { userId: row.userId, firstName, lastName, email: row.email, avatarUrl: row.avatarUrl },
      ];
    }),
  );
}

export async function findPerson(db: Db, userId: string): Promise<Person | undefined> {
  return (await findPeople(db, [userId])).get(userId);
}

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

/** Postgres (and PGlite) report a unique-constraint race as SQLSTATE 23505, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value
      ? (value as { code: unknown }).code
      : undefined;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}
