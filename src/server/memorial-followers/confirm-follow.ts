import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import { FOLLOW_MESSAGES } from '#shared/memorial-followers/follow-messages.ts';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { hashConfirmToken } from './follow-tokens.ts';
import { findFollowedPage } from './followed-page.ts';
import { memorialFollowers } from './memorial-followers.schema.ts';

/** A link still good: confirmed already (opening it again says so), or not yet expired. */
const linkStillGood = (token: string, now: Date) =>
  and(
    eq(memorialFollowers.confirmTokenHash, hashConfirmToken(token)),
    or(isNotNull(memorialFollowers.confirmedAt), gt(memorialFollowers.confirmExpiresAt, now)),
  );

async function confirmationOf(db: Db, follower: { memorialPageId: string; confirmedAt: Date | null }) {
  const page = await findFollowedPage(db, follower.memorialPageId);
  if (!page) throw notFound(FOLLOW_MESSAGES.confirmLinkInvalid);
  return {
    name: page.name,
    memorialPath: page.isPublic ? memorialPath(page.slug) : null,
    confirmed: follower.confirmedAt !== null,
  };
}

/** What the confirmation page shows before the button is pressed. Opening the link changes nothing. */
export async function findFollowConfirmation(db: Db, token: string, now = new Date()) {
  const [follower] = await db
    .select({ memorialPageId: memorialFollowers.memorialPageId, confirmedAt: memorialFollowers.confirmedAt })
    .from(memorialFollowers)
    .where(linkStillGood(token, now));
  if (!follower) throw notFound(FOLLOW_MESSAGES.confirmLinkInvalid);
  return confirmationOf(db, follower);
}

/** The button's POST: the address now follows the page. Pressing it twice is the same as once. */
export async function confirmFollow(db: Db, token: string, now = new Date()) {
  const [follower] = await db
    .update(memorialFollowers)
    .set({ confirmedAt: sql`coalesce(${memorialFollowers.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(linkStillGood(token, now))
    .returning({
      memorialPageId: memorialFollowers.memorialPageId,
      confirmedAt: memorialFollowers.confirmedAt,
    });
  if (!follower) throw notFound(FOLLOW_MESSAGES.confirmLinkInvalid);
  return confirmationOf(db, follower);
}
