import { asc, eq } from 'drizzle-orm';
import type { ObituaryStart } from '../../shared/obituary/obituary-start.ts';
import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import type { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { memorialEvents, memorialPages } from '../memorials/memorials.schema.ts';

type LovedOneRow = typeof lovedOnes.$inferSelect;

/** The memorial page of this loved one, if there is one. */
async function findMemorialPageOf(db: Db, lovedOneId: string) {
  const [page] = await db.select().from(memorialPages).where(eq(memorialPages.lovedOneId, lovedOneId));
  return page ?? null;
}

/** What the writer opens with: the profile, the page's pronouns, gatherings and charity, and who writes. */
export async function readObituaryStart(db: Db, config: Config, row: LovedOneRow): Promise<ObituaryStart> {
  const page = await findMemorialPageOf(db, row.id);
  const events = page
    ? await db
        .select({
          kind: memorialEvents.kind,
          title: memorialEvents.title,
          eventDate: memorialEvents.eventDate,
          startTime: memorialEvents.startTime,
          place: memorialEvents.place,
        })
        .from(memorialEvents)
        .where(eq(memorialEvents.memorialPageId, page.id))
        .orderBy(asc(memorialEvents.eventDate), asc(memorialEvents.startTime), asc(memorialEvents.createdAt))
    : [];
  return {
    lovedOne: {
      firstName: row.firstName,
      lastName: row.lastName,
      nameGiven: row.nameGiven,
      dateOfBirth: row.dateOfBirth,
      dateOfDeath: row.dateOfDeath,
      obituary: row.obituary,
    },
    memorial: page
      ? {
          slug: page.slug,
          pronouns: page.pronouns,
          charityName: page.charityName,
          description: page.description,
          events,
        }
      : null,
    writer: config.llm ? 'model' : 'templates',
  };
}
