import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { MemorialSettings } from '#shared/memorials/memorial-schemas.ts';
import { toRemembranceCounts } from '#shared/memorials/remembrances.ts';
import { permittedMemorialActions } from '#shared/permissions/memorial-permissions.ts';
import type { Db } from '../db/client.ts';
import { memorialFollowers } from '../memorial-followers/memorial-followers.schema.ts';
import { listMemorialEvents } from './list-memorial-events.ts';
import type { MemorialAccess, MemorialPageRow } from './memorial-access.ts';
import {
  memorialEvents,
  memorialFavorites,
  memorialPhotos,
  memorialQuotes,
  memorialRemembrances,
  memorialRsvps,
  memorialTimeline,
  memorialTributes,
} from './memorials.schema.ts';

const settingsOf = (page: MemorialPageRow): MemorialSettings => ({
  themeColor: page.themeColor,
  fontFamily: page.fontFamily,
  layoutStyle: page.layoutStyle,
  headerStyle: page.headerStyle,
  showDates: page.showDates,
  showTimeline: page.showTimeline,
  showQuotes: page.showQuotes,
  showFavorites: page.showFavorites,
  showTributes: page.showTributes,
  musicUrl: page.musicUrl,
  charityName: page.charityName,
  charityUrl: page.charityUrl,
  moderation: page.moderation,
  pronouns: page.pronouns,
});

const version = (page: MemorialPageRow) => page.updatedAt.getTime();

/** URLs of the page's images; `v` changes with each edit, so a cached old image is never shown. */
const memorialImageUrls = (access: Pick<MemorialAccess, 'page' | 'lovedOne'>) => ({
  portraitUrl: access.lovedOne.photoKey
    ? `/api/memorials/${access.page.id}/portrait?v=${access.lovedOne.updatedAt.getTime()}`
    : null,
  backgroundUrl: access.page.backgroundImageKey
    ? `/api/memorials/${access.page.id}/background?v=${version(access.page)}`
    : null,
});

export const photoUrls = (memorialId: string, photoId: string) => ({
  webUrl: `/api/memorials/${memorialId}/photos/${photoId}/web`,
  thumbnailUrl: `/api/memorials/${memorialId}/photos/${photoId}/thumbnail`,
});

type TributeRow = typeof memorialTributes.$inferSelect;

/** A tribute's photo; its address answers only while the tribute is published, or to its moderator. */
const tributePhotoUrls = (row: TributeRow) =>
  row.photoWebKey
    ? {
        webUrl: `/api/memorials/${row.memorialPageId}/tributes/${row.id}/photo/web`,
        thumbnailUrl: `/api/memorials/${row.memorialPageId}/tributes/${row.id}/photo/thumbnail`,
      }
    : null;

export const toTributeView = (row: TributeRow) => ({
  id: row.id,
  authorName: row.authorName,
  message: row.message,
  status: row.status,
  photo: tributePhotoUrls(row),
  createdAt: row.createdAt.toISOString(),
});

export async function listPublishedTributes(db: Db, memorialId: string) {
  const rows = await db
    .select()
    .from(memorialTributes)
    .where(and(eq(memorialTributes.memorialPageId, memorialId), eq(memorialTributes.status, 'published')))
    .orderBy(desc(memorialTributes.createdAt));
  return rows.map(toTributeView);
}

/** Every guest's reply to the page's events, oldest first: for its admin only. */
async function listRsvps(db: Db, memorialId: string) {
  const rows = await db
    .select({
      id: memorialRsvps.id,
      eventId: memorialRsvps.eventId,
      name: memorialRsvps.name,
      email: memorialRsvps.email,
      partySize: memorialRsvps.partySize,
      note: memorialRsvps.note,
    })
    .from(memorialRsvps)
    .innerJoin(memorialEvents, eq(memorialEvents.id, memorialRsvps.eventId))
    .where(eq(memorialEvents.memorialPageId, memorialId))
    .orderBy(asc(memorialRsvps.createdAt));
  return rows;
}

/**
 * How many confirmed addresses follow the page: for its admin, as a number only. The addresses were
 * given to Harbor for these mails, not to the family.
 */
async function countFollowers(db: Db, memorialId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memorialFollowers)
    .where(and(eq(memorialFollowers.memorialPageId, memorialId), isNotNull(memorialFollowers.confirmedAt)));
  return row?.n ?? 0;
}

/** How many candles and flowers the page has, every kind present. */
export async function countRemembrances(db: Db, memorialId: string) {
  const rows = await db
    .select({ kind: memorialRemembrances.kind, n: count() })
    .from(memorialRemembrances)
    .where(eq(memorialRemembrances.memorialPageId, memorialId))
    .groupBy(memorialRemembrances.kind);
  return toRemembranceCounts(rows);
}

async function listAllTributes(db: Db, memorialId: string) {
  const rows = await db
    .select()
    .from(memorialTributes)
    .where(eq(memorialTributes.memorialPageId, memorialId))
    .orderBy(desc(memorialTributes.createdAt));
  return rows.map(toTributeView);
}

async function listContent(db: Db, memorialId: string) {
  const [events, timeline, quotes, favorites, photos] = await Promise.all([
    listMemorialEvents(db, memorialId),
    db
      .select()
      .from(memorialTimeline)
      .where(eq(memorialTimeline.memorialPageId, memorialId))
      .orderBy(asc(memorialTimeline.eventDate), asc(memorialTimeline.createdAt)),
    db
      .select()
      .from(memorialQuotes)
      .where(eq(memorialQuotes.memorialPageId, memorialId))
      .orderBy(desc(memorialQuotes.createdAt)),
    db
      .select()
      .from(memorialFavorites)
      .where(eq(memorialFavorites.memorialPageId, memorialId))
      .orderBy(asc(memorialFavorites.category), asc(memorialFavorites.createdAt)),
    db
      .select()
      .from(memorialPhotos)
      .where(eq(memorialPhotos.memorialPageId, memorialId))
      .orderBy(desc(memorialPhotos.createdAt)),
  ]);
  return {
    events: events.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      eventDate: row.eventDate,
      startTime: row.startTime,
      endTime: row.endTime,
      timeZone: row.timeZone,
      place: row.place,
      livestreamUrl: row.livestreamUrl,
      notes: row.notes,
    })),
    timeline: timeline.map((row) => ({
      id: row.id,
      eventDate: row.eventDate,
      eventTitle: row.eventTitle,
      eventDescription: row.eventDescription,
    })),
    quotes: quotes.map((row) => ({
      id: row.id,
      quoteText: row.quoteText,
      author: row.author,
      category: row.category,
    })),
    favorites: favorites.map((row) => ({
      id: row.id,
      category: row.category,
      itemName: row.itemName,
      itemDescription: row.itemDescription,
    })),
    photos: photos.map((row) => ({
      id: row.id,
      caption: row.caption,
      uploadedByName: row.uploadedByName,
      ...photoUrls(memorialId, row.id),
    })),
  };
}

/**
 * Everything the page shows, for this viewer. Sections the admin switched off are left out for
 * everyone who cannot edit the page (its editor still needs them), and only those who moderate
 * tributes receive held and hidden ones.
 */
export async function loadMemorialPageView(db: Db, access: MemorialAccess) {
  const { page, lovedOne, viewer } = access;
  const can = permittedMemorialActions(viewer, page);
  const isEditor = can.memorial.edit;
  const settings = settingsOf(page);
  const [content, tributes, remembrances, moderation, rsvps, followers] = await Promise.all([
    listContent(db, page.id),
    listPublishedTributes(db, page.id),
    countRemembrances(db, page.id),
    can.tributes.moderate ? listAllTributes(db, page.id) : Promise.resolve(null),
    isEditor ? listRsvps(db, page.id) : Promise.resolve(null),
    isEditor ? countFollowers(db, page.id) : Promise.resolve(null),
  ]);
  const shows = (on: boolean) => isEditor || on;
  return {
    memorial: {
      id: page.id,
      slug: page.slug,
      title: page.title,
      description: page.description,
      isPublic: page.isPublic,
      settings: isEditor ? settings : { ...settings, moderation: 'publish' as const },
      ...memorialImageUrls(access),
      lovedOne: {
        firstName: lovedOne.firstName,
        lastName: lovedOne.lastName,
        dateOfBirth: shows(page.showDates) ? lovedOne.dateOfBirth : null,
        dateOfDeath: shows(page.showDates) ? lovedOne.dateOfDeath : null,
        obituary: lovedOne.obituary,
      },
    },
    can,
    events: content.events,
    timeline: shows(page.showTimeline) ? content.timeline : [],
    quotes: shows(page.showQuotes) ? content.quotes : [],
    favorites: shows(page.showFavorites) ? content.favorites : [],
    photos: content.photos,
    tributes: shows(page.showTributes) ? tributes : [],
    remembrances,
    moderation,
    rsvps,
    followers,
  };
}

/** The real numbers for the memorial hub and the profile card. */
export async function countMemorialContent(db: Db, memorialId: string) {
  const [photos, tributes, held] = await Promise.all([
    db.select({ n: count() }).from(memorialPhotos).where(eq(memorialPhotos.memorialPageId, memorialId)),
    db
      .select({ n: count() })
      .from(memorialTributes)
      .where(and(eq(memorialTributes.memorialPageId, memorialId), eq(memorialTributes.status, 'published'))),
    db
      .select({ n: count() })
      .from(memorialTributes)
      .where(and(eq(memorialTributes.memorialPageId, memorialId), eq(memorialTributes.status, 'held'))),
  ]);
  return {
    photos: Number(photos[0]?.n ?? 0),
    tributes: Number(tributes[0]?.n ?? 0),
    heldTributes: Number(held[0]?.n ?? 0),
  };
}
