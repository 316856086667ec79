import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { teamJoinLinks } from './team.schema.ts';

export const newJoinKey = () => randomBytes(32).toString('base64url');

export const joinUrl = (appUrl: string, lovedOneId: string, key: string) =>
  `${appUrl}/join/${encodeURIComponent(lovedOneId)}?key=${encodeURIComponent(key)}`;

/** The admin's link, created on first use so every loved one has one without a migration step. */
export async function getJoinLink(db: Db, lovedOneId: string) {
  await db.insert(teamJoinLinks).values({ lovedOneId, joinKey: newJoinKey() }).onConflictDoNothing();
  const [link] = await db.select().from(teamJoinLinks).where(eq(teamJoinLinks.lovedOneId, lovedOneId));
  return link!;
}
