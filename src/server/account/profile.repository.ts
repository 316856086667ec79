import { eq } from 'drizzle-orm';
import { profiles, users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';

type AccountProfile = { firstName: string; lastName: string; email: string; avatarUrl: string | null };

/** The profile, created from the sign-up names when missing (accounts made before profiles existed). */
export async function findOrCreateProfile(db: Db, userId: string): Promise<AccountProfile | null> {
  const [row] = await db
    .select({
      email: users.email,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  if (row.firstName === null || row.lastName === null) {
    await db
      .insert(profiles)
      .values({ userId, firstName: row.userFirstName, lastName: row.userLastName })
      .onConflictDoNothing();
    return { email: row.email, firstName: row.userFirstName, lastName: row.userLastName, avatarUrl: null };
  }
  return { email: row.email, firstName: row.firstName, lastName: row.lastName, avatarUrl: row.avatarUrl };
}

/** Names live on the profile and on the user (Better Auth's session shows the user's). */
export async function updateProfileNames(
  db: Db,
  userId: string,
  names: { firstName: string; lastName: string },
) {
  await db.transaction(async (tx) => {
    await findOrCreateProfile(tx, userId);
    const now = new Date();
    await tx
      .update(profiles)
      .set({ ...names, updatedAt: now })
      .where(eq(profiles.userId, userId));
    await tx
      .update(users)
      .set({ ...names, name: `${names.firstName} ${names.lastName}`, updatedAt: now })
      .where(eq(users.id, userId));
  });
}

export async function setAvatarUrl(db: Db, userId: string, avatarUrl: string) {
  await db.transaction(async (tx) => {
    await findOrCreateProfile(tx, userId);
    const now = new Date();
    await tx.update(profiles).set({ avatarUrl, updatedAt: now }).where(eq(profiles.userId, userId));
    await tx.update(users).set({ image: avatarUrl, updatedAt: now }).where(eq(users.id, userId));
  });
}

/** Where the avatar is kept; one per user, whatever its format. */
export const avatarKey = (userId: string, extension: string) => `avatars/${userId}/avatar.${extension}`;

/** The stored key behind a profile's avatar URL (replace-avatar.ts), or null for none or another URL. */
export function avatarKeyOfUrl(avatarUrl: unknown): string | null {
  if (typeof avatarUrl !== 'string') return null;
  const found = /^\/api\/account\/avatars\/([^/?]+)\/avatar\.([a-z]+)(\?|$)/.exec(avatarUrl);
  return found ? avatarKey(found[1]!, found[2]!) : null;
}
export const AVATAR_EXTENSIONS = ['jpg', 'png', 'gif'] as const;
