import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { FOLLOW_CONFIRM_DAYS } from '#shared/memorial-followers/follow-messages.ts';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import type { Db } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import { type RateLimiter, reserveSlot } from '../infra/rate-limit.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { newConfirmToken } from './follow-tokens.ts';
import type { FollowedPage } from './followed-page.ts';
import { alreadyFollowingMail, confirmationMail, followConfirmPath, withStopLink } from './follower-mails.ts';
import { FOLLOW_ADDRESS_RULE } from './follower-rate-limits.ts';
import { memorialFollowers } from './memorial-followers.schema.ts';

type FollowRequest = { email: string; updates: boolean; anniversaries: boolean; timeZone: string };

const DAY_MS = 24 * 3600 * 1000;

/** The address limit's key: a hash, so the limiter's table holds no e-mail addresses. */
const addressKey = (pageId: string, email: string) =>
  createHash('sha256').update(`${pageId}:${email}`).digest('base64url');

/**
 * Asks the address to confirm (double opt-in). A new address, or one that never confirmed, gets a
 * fresh link and its choices are replaced; an address that already follows keeps its choices and is
 * told so. The caller answers the same in every case, so nobody learns who follows a page.
 */
export async function requestFollow(
  deps: { db: Db; rateLimiter: RateLimiter; mail: MailContext },
  page: FollowedPage,
  request: FollowRequest,
  now = new Date(),
): Promise<void> {
  if (!(await reserveSlot(deps.rateLimiter, FOLLOW_ADDRESS_RULE, addressKey(page.id, request.email))).allowed)
    return;
  const { token, hash } = newConfirmToken();
  const choices = {
    wantsUpdates: request.updates,
    wantsAnniversaries: request.anniversaries,
    timeZone: request.timeZone,
    confirmTokenHash: hash,
    confirmExpiresAt: new Date(now.getTime() + FOLLOW_CONFIRM_DAYS * DAY_MS),
  };
  const pageUrl = `${deps.mail.appUrl}${memorialPath(page.slug)}`;
  await deps.db.transaction(async (tx) => {
    // One statement decides, so two requests at once cannot both insert or both rotate.
    const asked = await tx
      .insert(memorialFollowers)
      .values({ memorialPageId: page.id, email: request.email, ...choices })
      .onConflictDoUpdate({
        target: [memorialFollowers.memorialPageId, memorialFollowers.email],
        set: choices,
        setWhere: isNull(memorialFollowers.confirmedAt),
      })
      .returning({ id: memorialFollowers.id });
    if (asked.length > 0) {
      const confirmUrl = `${deps.mail.appUrl}${followConfirmPath(token)}`;
      await enqueueMail(tx, confirmationMail({ to: request.email, name: page.name, confirmUrl }));
      return;
    }
    const [follower] = await tx
      .select({ id: memorialFollowers.id })
      .from(memorialFollowers)
      .where(and(eq(memorialFollowers.memorialPageId, page.id), eq(memorialFollowers.email, request.email)));
    if (!follower) return;
    await enqueueMail(
      tx,
      withStopLink(
        deps.mail,
        { memorialPageId: page.id, followerId: follower.id, email: request.email },
        page.name,
        alreadyFollowingMail({ name: page.name, pageUrl }),
      ),
    );
  });
}
