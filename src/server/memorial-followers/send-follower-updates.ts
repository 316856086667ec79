import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { describeGathering } from '#shared/guest-list/describe-gathering.ts';
import { acceptsReplies } from '#shared/memorials/memorial-events.ts';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import { type Db, queryRows } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import { listMemorialEvents } from '../memorials/list-memorial-events.ts';
import { memorialPageChanges, memorialPages } from '../memorials/memorials.schema.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { findFollowedPage } from './followed-page.ts';
import { updateMail, withStopLink } from './follower-mails.ts';
import { memorialFollowerDigests, memorialFollowers } from './memorial-followers.schema.ts';

/** A page's followers hear from it at most once an hour (issue 22). */
const UPDATE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * News waits until the family has paused this long, so a dozen photos added in a row make one mail.
 * A family that keeps going is still heard from once the first change is an hour old.
 */
const QUIET_MS = 10 * 60 * 1000;

type Pending = { pageId: string; first: Date; last: Date };

async function listPendingPages(db: Db): Promise<Pending[]> {
  const rows = await queryRows<{ page_id: string; first: string; last: string }>(
    db,
    sql`select ${memorialPageChanges.memorialPageId} as page_id, min(${memorialPageChanges.createdAt}) as first,
          max(${memorialPageChanges.createdAt}) as last
        from ${memorialPageChanges}
        join ${memorialPages} on ${memorialPages.id} = ${memorialPageChanges.memorialPageId}
        where ${memorialPages.isPublic}
        group by ${memorialPageChanges.memorialPageId}`,
  );
  return rows.map((row) => ({ pageId: row.page_id, first: new Date(row.first), last: new Date(row.last) }));
}

/**
 * Tells the followers of each page with news, each page at most once an hour. The page's claim row is
 * taken with a conditional upsert in the transaction that queues the mails and clears the news, so two
 * processes ticking together send it once, and a failure sends nothing and clears nothing.
 */
export async function sendFollowerUpdates(db: Db, context: MailContext, now: Date): Promise<number> {
  let sent = 0;
  for (const pending of await listPendingPages(db)) {
    const settled = now.getTime() - pending.last.getTime() >= QUIET_MS;
    const waitedLongEnough = now.getTime() - pending.first.getTime() >= UPDATE_INTERVAL_MS;
    if (settled || waitedLongEnough) sent += await sendPageUpdate(db, context, pending.pageId, now);
  }
  return sent;
}

async function sendPageUpdate(db: Db, context: MailContext, pageId: string, now: Date): Promise<number> {
  const page = await findFollowedPage(db, pageId);
  if (!page?.isPublic) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(memorialFollowerDigests)
      .values({ memorialPageId: pageId, lastSentAt: now })
      .onConflictDoUpdate({
        target: memorialFollowerDigests.memorialPageId,
        set: { lastSentAt: now },
        setWhere: lte(memorialFollowerDigests.lastSentAt, new Date(now.getTime() - UPDATE_INTERVAL_MS)),
      })
      .returning();
    if (claimed.length === 0) return 0;
    const changes = await tx
      .delete(memorialPageChanges)
      .where(and(eq(memorialPageChanges.memorialPageId, pageId), lte(memorialPageChanges.createdAt, now)))
      .returning({ kind: memorialPageChanges.kind });
    if (changes.length === 0) return 0;
    const followers = await tx
      .select({ id: memorialFollowers.id, email: memorialFollowers.email })
      .from(memorialFollowers)
      .where(
        and(
          eq(memorialFollowers.memorialPageId, pageId),
          isNotNull(memorialFollowers.confirmedAt),
          eq(memorialFollowers.wantsUpdates, true),
        ),
      );
    if (followers.length === 0) return 0;
    const gatheringsChanged = changes.some((change) => change.kind === 'gatherings');
    const gatherings = gatheringsChanged
      ? (await listMemorialEvents(tx, pageId))
          .filter((event) => event.eventDate === null || acceptsReplies(event, now))
          .map(describeGathering)
      : [];
    const mail = updateMail({
      name: page.name,
      pageUrl: `${context.appUrl}${memorialPath(page.slug)}`,
      gatheringsChanged,
      gatherings,
      newPhotos: changes.filter((change) => change.kind === 'photos').length,
    });
    for (const follower of followers)
      await enqueueMail(
        tx,
        withStopLink(
          context,
          { memorialPageId: pageId, followerId: follower.id, email: follower.email },
          page.name,
          mail,
        ),
      );
    return followers.length;
  });
}
