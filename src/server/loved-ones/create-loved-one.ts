import { and, eq, sql } from 'drizzle-orm';
import { LOVED_ONE_MESSAGES } from '#shared/loved-ones/loved-one-display.ts';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/constraint-violations.ts';
import { AppError } from '../infra/app-error.ts';
import { type PreparedPhoto, photoKeyFor } from './loved-one-photo.ts';
import { lovedOnes } from './loved-ones.schema.ts';

type NewLovedOne = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  relationshipToUser: string;
};

/** The admin's existing profile of the same person (same names, ignoring case, and the same dates). */
export async function findSamePerson(db: Db, adminUserId: string, person: NewLovedOne) {
  const [row] = await db
    .select({ id: lovedOnes.id })
    .from(lovedOnes)
    .where(
      and(
        eq(lovedOnes.adminUserId, adminUserId),
        eq(sql`lower(${lovedOnes.firstName})`, person.firstName.toLowerCase()),
        eq(sql`lower(${lovedOnes.lastName})`, person.lastName.toLowerCase()),
        eq(lovedOnes.dateOfBirth, person.dateOfBirth),
        eq(lovedOnes.dateOfDeath, person.dateOfDeath),
      ),
    );
  return row ?? null;
}

/**
 * Inserts the loved one, stores the photo under loved-one-photos/{userId}/{id}.{ext} and records the
 * key. A photo that cannot be stored undoes the insert, so there is never a profile without its photo.
 * Two identical submissions racing past findSamePerson meet the unique index: 'Duplicate profile'.
 */
export async function createLovedOne(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  adminUserId: string,
  person: NewLovedOne,
  photo: PreparedPhoto,
) {
  const { db, storage } = deps;
  let created: typeof lovedOnes.$inferSelect | undefined;
  try {
    [created] = await db
      .insert(lovedOnes)
      .values({ ...person, adminUserId, kind: 'recent-loss' })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', LOVED_ONE_MESSAGES.duplicate);
    throw error;
  }
  if (!created) throw new Error('insert returned no row');
  const key = photoKeyFor(adminUserId, created.id, photo.ext);
  try {
    await storage.put(key, photo.body, photo.contentType);
    const [withPhoto] = await db
      .update(lovedOnes)
      .set({ photoKey: key, updatedAt: new Date() })
      .where(eq(lovedOnes.id, created.id))
      .returning();
    return withPhoto ?? created;
  } catch (error) {
    await db.delete(lovedOnes).where(eq(lovedOnes.id, created.id));
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
