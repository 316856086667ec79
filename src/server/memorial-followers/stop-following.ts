import { and, eq } from 'drizzle-orm';
import { FOLLOW_MESSAGES } from '#shared/memorial-followers/follow-messages.ts';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { type StopClaim, verifyStopToken } from './follow-tokens.ts';
import { findFollowedPage } from './followed-page.ts';
import { memorialFollowers } from './memorial-followers.schema.ts';

/** The link's claim, or the same 404 for any link Harbor did not sign. */
export function requireStopClaim(context: MailContext, token: string): StopClaim {
  const claim = verifyStopToken(context.authSecret, token);
  if (!claim || !isUuid(claim.memorialPageId) || !isUuid(claim.followerId))
    throw notFound(FOLLOW_MESSAGES.stopLinkInvalid);
  return claim;
}

const isTheFollower = (claim: StopClaim) =>
  and(eq(memorialFollowers.id, claim.followerId), eq(memorialFollowers.memorialPageId, claim.memorialPageId));

/** What the stop page shows before the button: the page's name, and whether the address still follows. */
export async function describeStop(db: Db, claim: StopClaim) {
  const page = await findFollowedPage(db, claim.memorialPageId);
  const [follower] = await db
    .select({ id: memorialFollowers.id })
    .from(memorialFollowers)
    .where(isTheFollower(claim));
  return {
    name: page?.name ?? null,
    memorialPath: page?.isPublic ? memorialPath(page.slug) : null,
    following: follower !== undefined,
  };
}

/**
 * Forgets the follower: the row goes, not a flag, since the address was kept only to send these.
 * Idempotent, so a mail app's one-click POST and the page's button can both arrive.
 */
export async function stopFollowing(db: Db, claim: StopClaim): Promise<void> {
  await db.delete(memorialFollowers).where(isTheFollower(claim));
}
