import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { localDateTime } from '#shared/dates/time-zones.ts';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import { anniversariesOn, composeFollowerAnniversaryNote } from '#shared/notifications/anniversaries.ts';
import type { Db } from '../db/client.ts';
import { enqueueMailOnce } from '../infra/mail.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';
import type { MailContext } from '../notifications/mail-context.ts';
import { followedPageColumns, nameThePage } from './followed-page.ts';
import { withStopLink } from './follower-mails.ts';
import { memorialFollowerAnniversaries, memorialFollowers } from './memorial-followers.schema.ts';

/** As for the family's own notes: in the morning of the day itself, where the follower lives. */
const ANNIVERSARY_LOCAL_HOUR = 8;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The month-days that are today somewhere on Earth (UTC yesterday to tomorrow), and 29 February when
 * the 28th is among them, since that birthday is kept on the 28th in other years. The query asks only
 * for followers of people with a date among these, so a tick does not read every follower.
 */
function monthDaysAround(now: Date): string[] {
  const days = [-1, 0, 1].map((offset) =>
    new Date(now.getTime() + offset * DAY_MS).toISOString().slice(5, 10),
  );
  return days.includes('02-28') ? [...days, '02-29'] : days;
}

const onOneOf = (column: AnyPgColumn, monthDays: string[]) =>
  sql`to_char(${column}, 'MM-DD') in (${sql.join(
    monthDays.map((day) => sql`${day}`),
    sql`, `,
  )})`;

/**
 * Sends the anniversary notes due at `now` to the confirmed followers who asked for them, each once:
 * the (follower, kind, day) row is the claim (enqueueMailOnce). A page that hides its dates sends none.
 */
export async function sendFollowerAnniversaryNotes(db: Db, context: MailContext, now: Date): Promise<number> {
  const monthDays = monthDaysAround(now);
  const candidates = await db
    .select({
      followerId: memorialFollowers.id,
      email: memorialFollowers.email,
      timeZone: memorialFollowers.timeZone,
      memorialPageId: memorialPages.id,
      ...followedPageColumns,
      dateOfBirth: lovedOnes.dateOfBirth,
      dateOfDeath: lovedOnes.dateOfDeath,
    })
    .from(memorialFollowers)
    .innerJoin(memorialPages, eq(memorialPages.id, memorialFollowers.memorialPageId))
    .innerJoin(lovedOnes, eq(lovedOnes.id, memorialPages.lovedOneId))
    .where(
      and(
        isNotNull(memorialFollowers.confirmedAt),
        eq(memorialFollowers.wantsAnniversaries, true),
        eq(memorialPages.isPublic, true),
        // Each note tells the day and the years, so it would give away the dates the family hid.
        eq(memorialPages.showDates, true),
        or(onOneOf(lovedOnes.dateOfDeath, monthDays), onOneOf(lovedOnes.dateOfBirth, monthDays)),
      ),
    );

  let sent = 0;
  for (const follower of candidates) {
    const local = localDateTime(now, follower.timeZone);
    if (local.hour < ANNIVERSARY_LOCAL_HOUR) continue;
    const { name, firstName } = nameThePage(follower);
    for (const anniversary of anniversariesOn(local.date, follower)) {
      const note = composeFollowerAnniversaryNote({
        lovedOneFirstName: firstName,
        anniversary,
        pageUrl: `${context.appUrl}${memorialPath(follower.slug)}`,
      });
      const recipient = {
        memorialPageId: follower.memorialPageId,
        followerId: follower.followerId,
        email: follower.email,
      };
      const queued = await enqueueMailOnce(
        db,
        withStopLink(context, recipient, name, note),
        async (tx, mailId) => {
          const claimed = await tx
            .insert(memorialFollowerAnniversaries)
            .values({ followerId: follower.followerId, kind: anniversary.kind, onDate: local.date, mailId })
            .onConflictDoNothing()
            .returning({ followerId: memorialFollowerAnniversaries.followerId });
          return claimed.length > 0;
        },
      );
      if (queued) sent += 1;
    }
  }
  return sent;
}

/** Addresses that never confirmed are forgotten when their link expires (data kept only as needed). */
export async function forgetUnconfirmedFollowers(db: Db, now: Date): Promise<number> {
  const forgotten = await db
    .delete(memorialFollowers)
    .where(and(sql`${memorialFollowers.confirmedAt} is null`, lt(memorialFollowers.confirmExpiresAt, now)))
    .returning({ id: memorialFollowers.id });
  return forgotten.length;
}
