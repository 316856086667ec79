import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { describeGathering } from '#shared/guest-list/describe-gathering.ts';
import { GUEST_LIST_MESSAGES } from '#shared/guest-list/guest-list-messages.ts';
import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import { acceptsReplies } from '#shared/memorials/memorial-events.ts';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { enqueueMail } from '../infra/mail.ts';
import { type RateLimiter, reserveSlot } from '../infra/rate-limit.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { listMemorialEvents } from '../memorials/list-memorial-events.ts';
import { memorialGuests } from './guest-list.schema.ts';
import type { GuestListAccess } from './guest-list-access.ts';
import {
  INVITATION_PAGE_RULE,
  INVITATION_RESEND_RULE,
  INVITATION_SENDER_RULE,
} from './guest-list-rate-limits.ts';
import { invitationMail } from './invitation-mail.ts';

type Deps = { db: Db; rateLimiter: RateLimiter; appUrl: string };
type Sender = { id: string; name: string; ipAddress: string };

/** Which guests: everyone not invited yet, or one guest again. */
type Recipients = { pending: true } | { guestId: string };

/** Counts one mail against both limits before it is queued; a refused count is given back. */
async function reserveMail(limiter: RateLimiter, pageId: string, senderId: string) {
  if (!(await reserveSlot(limiter, INVITATION_PAGE_RULE, pageId)).allowed) return false;
  if ((await reserveSlot(limiter, INVITATION_SENDER_RULE, senderId)).allowed) return true;
  await limiter.refund(INVITATION_PAGE_RULE, pageId);
  return false;
}

/** Gives back one mail counted by reserveMail that was not sent after all. */
async function giveBackMail(limiter: RateLimiter, pageId: string, senderId: string) {
  await limiter.refund(INVITATION_PAGE_RULE, pageId);
  await limiter.refund(INVITATION_SENDER_RULE, senderId);
}

async function findRecipients(db: Db, pageId: string, recipients: Recipients) {
  if ('guestId' in recipients && !isUuid(recipients.guestId))
    throw notFound(GUEST_LIST_MESSAGES.guestNotFound);
  const onPage = eq(memorialGuests.memorialPageId, pageId);
  const rows = await db
    .select()
    .from(memorialGuests)
    .where(
      'guestId' in recipients
        ? and(onPage, eq(memorialGuests.id, recipients.guestId))
        : and(onPage, isNull(memorialGuests.invitedAt)),
    )
    .orderBy(asc(memorialGuests.createdAt), asc(memorialGuests.email));
  if ('guestId' in recipients && rows.length === 0) throw notFound(GUEST_LIST_MESSAGES.guestNotFound);
  if (rows.length === 0) throw new AppError('CONFLICT', GUEST_LIST_MESSAGES.nobodyToInvite);
  return rows;
}

/**
 * Queues one invitation per guest, with the gatherings still to come and the page's address, and marks
 * them invited in the same transaction. Each mail is counted against the limits first; past them the
 * rest wait for a later sending, and none at all is a 429.
 */
export async function sendInvitations(
  deps: Deps,
  { page, lovedOne }: GuestListAccess,
  sender: Sender,
  recipients: Recipients,
) {
  // A private page would greet every guest with "not available".
  if (!page.isPublic) throw new AppError('CONFLICT', GUEST_LIST_MESSAGES.notPublic);
  const guests = await findRecipients(deps.db, page.id, recipients);
  const resending = 'guestId' in recipients ? recipients.guestId : null;
  if (resending && !(await reserveSlot(deps.rateLimiter, INVITATION_RESEND_RULE, resending)).allowed)
    throw new AppError('CONFLICT', GUEST_LIST_MESSAGES.invitationJustSent);
  const allowed: typeof guests = [];
  for (const guest of guests) {
    if (!(await reserveMail(deps.rateLimiter, page.id, sender.id))) break;
    allowed.push(guest);
  }
  if (allowed.length < guests.length)
    await logSecurityEvent(deps.db, {
      type: 'rate_limit_exceeded',
      userId: sender.id,
      ipAddress: sender.ipAddress,
      details: { endpoint: INVITATION_PAGE_RULE.name },
    });
  if (allowed.length === 0) {
    // Nothing went, so sending it again later stays open.
    if (resending) await deps.rateLimiter.refund(INVITATION_RESEND_RULE, resending);
    throw new AppError('RATE_LIMITED', GUEST_LIST_MESSAGES.sendingLimited);
  }

  const gatherings = (await listMemorialEvents(deps.db, page.id))
    .filter((event) => event.eventDate === null || acceptsReplies(event))
    .map(describeGathering);
  const replyUrl = `${deps.appUrl}${memorialPath(page.slug)}#service`;
  const mailed = await deps.db.transaction(async (tx) => {
    // Two sendings at once (a double tap, two tabs) read the same guests: each guest goes to the one
    // whose update still finds their invitation as it was read, so nobody is mailed twice.
    const claimed = await tx
      .update(memorialGuests)
      .set({ invitedAt: new Date() })
      .where(
        and(
          inArray(
            memorialGuests.id,
            allowed.map((guest) => guest.id),
          ),
          asRead(recipients, guests),
        ),
      )
      .returning({ id: memorialGuests.id });
    const claimedIds = new Set(claimed.map((row) => row.id));
    const ours = allowed.filter((guest) => claimedIds.has(guest.id));
    for (const guest of ours)
      await enqueueMail(
        tx,
        invitationMail({
          guest,
          lovedOneName: givenName(lovedOne),
          senderName: sender.name,
          gatherings,
          replyUrl,
        }),
      );
    return ours.length;
  });
  // The mails another sending took were counted against the limits here too: they are given back.
  for (let unsent = allowed.length - mailed; unsent > 0; unsent--)
    await giveBackMail(deps.rateLimiter, page.id, sender.id);
  if (mailed === 0) throw new AppError('CONFLICT', justInvited(recipients));
  return { sent: mailed, waiting: guests.length - allowed.length };
}

/** The invitation each guest had when read: none yet, or (sending one again) the one they were sent. */
function asRead(recipients: Recipients, guests: readonly { invitedAt: Date | null }[]) {
  const invitedAt = 'guestId' in recipients ? (guests[0]?.invitedAt ?? null) : null;
  return invitedAt ? eq(memorialGuests.invitedAt, invitedAt) : isNull(memorialGuests.invitedAt);
}

const justInvited = (recipients: Recipients) =>
  'guestId' in recipients ? GUEST_LIST_MESSAGES.invitationJustSent : GUEST_LIST_MESSAGES.nobodyToInvite;
