import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EVENT_KINDS,
  FAVORITE_CATEGORIES,
  FONT_FAMILIES,
  HEADER_STYLES,
  LAYOUT_STYLES,
  MODERATION_MODES,
  PRONOUNS,
  QUOTE_CATEGORIES,
  THEME_COLORS,
  TRIBUTE_STATUSES,
} from '../../shared/memorials/memorial-options.ts';
import { REMEMBRANCE_KINDS } from '../../shared/memorials/remembrances.ts';
import { users } from '../auth/auth.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

export const memorialPages = pgTable(
  'memorial_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(false),
    themeColor: text('theme_color', { enum: THEME_COLORS }).notNull().default('ocean'),
    fontFamily: text('font_family', { enum: FONT_FAMILIES }).notNull().default('playfair'),
    layoutStyle: text('layout_style', { enum: LAYOUT_STYLES }).notNull().default('classic'),
    headerStyle: text('header_style', { enum: HEADER_STYLES }).notNull().default('hero'),
    showDates: boolean('show_dates').notNull().default(true),
    showTimeline: boolean('show_timeline').notNull().default(true),
    showQuotes: boolean('show_quotes').notNull().default(true),
    showFavorites: boolean('show_favorites').notNull().default(true),
    showTributes: boolean('show_tributes').notNull().default(true),
    musicUrl: text('memorial_music_url'),
    charityName: text('charity_name'),
    charityUrl: text('charity_url'),
    /** Storage key of the uploaded background (re-encoded WebP); Harbor serves it, never a third party. */
    backgroundImageKey: text('background_image_key'),
    moderation: text('moderation', { enum: MODERATION_MODES }).notNull().default('publish'),
    /** How the page's headings speak of the person ("Her story"); null: "Their story". */
    pronouns: text('pronouns', { enum: PRONOUNS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Both are what make creation safe under concurrency: the database refuses the loser.
    uniqueIndex('memorial_pages_slug_idx').on(table.slug),
    uniqueIndex('memorial_pages_loved_one_idx').on(table.lovedOneId),
  ],
);

/**
 * Addresses a page had before its admin changed it to match a new name, so shared links keep working.
 * A slug here is never also a live page's: a page that takes it deletes the row in the same transaction.
 */
export const memorialSlugRedirects = pgTable('memorial_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  memorialPageId: uuid('memorial_page_id')
    .notNull()
    .references(() => memorialPages.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const pageId = () =>
  uuid('memorial_page_id')
    .notNull()
    .references(() => memorialPages.id, { onDelete: 'cascade' });

export const memorialTimeline = pgTable(
  'memorial_timeline',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: pageId(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTitle: text('event_title').notNull(),
    eventDescription: text('event_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memorial_timeline_page_idx').on(table.memorialPageId, table.eventDate)],
);

export const memorialQuotes = pgTable(
  'memorial_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: pageId(),
    quoteText: text('quote_text').notNull(),
    author: text('author'),
    category: text('category', { enum: QUOTE_CATEGORIES }).notNull().default('inspirational'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memorial_quotes_page_idx').on(table.memorialPageId, table.createdAt)],
);

export const memorialFavorites = pgTable(
  'memorial_favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: pageId(),
    category: text('category', { enum: FAVORITE_CATEGORIES }).notNull().default('food'),
    itemName: text('item_name').notNull(),
    itemDescription: text('item_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memorial_favorites_page_idx').on(table.memorialPageId, table.category)],
);

export const memorialTributes = pgTable(
  'memorial_tributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: pageId(),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: TRIBUTE_STATUSES }).notNull().default('published'),
    /** A visitor's photo with the tribute, re-encoded like the gallery's; shown only once published. */
    photoWebKey: text('photo_web_key'),
    photoThumbnailKey: text('photo_thumbnail_key'),
    /**
     * The visitor's form's key (decision 080): the same tribute sent again after its answer was lost
     * leads to this one. Kept on the row, as a visitor has no account to keep it under.
     */
    submissionKey: uuid('submission_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('memorial_tributes_page_idx').on(table.memorialPageId, table.status, table.createdAt),
    uniqueIndex('memorial_tributes_submission_key_idx').on(table.memorialPageId, table.submissionKey),
  ],
);

export const memorialPhotos = pgTable(
  'memorial_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: pageId(),
    uploadedByUserId: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was at upload, so the credit survives the uploader deleting their account. */
    uploadedByName: text('uploaded_by_name').notNull(),
    caption: text('caption'),
    webKey: text('web_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memorial_photos_page_idx').on(table.memorialPageId, table.createdAt)],
);

/**
 * One row per candle lit or flower left. Rows rather than a counter, so a flood that slipped past the
 * limits can be found by time and removed without guessing at a number.
 */
export const memorialRemembrances = pgTable(
  'memorial_remembrances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: pageId(),
    kind: text('kind', { enum: REMEMBRANCE_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memorial_remembrances_page_idx').on(table.memorialPageId, table.kind)],
);

/** The gatherings: visitation, service, burial, reception (issue 22), listed by date and time. */
export const memorialEvents = pgTable(
  'memorial_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: pageId(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull().default('service'),
    /** The family's own name for it ("Celebration of life"); the kind's name when empty. */
    title: text('title'),
    /** Null while the date is not settled. */
    eventDate: date('event_date', { mode: 'string' }),
    startTime: text('start_time'),
    endTime: text('end_time'),
    /** IANA zone of the times; null only for a service moved from a page saved before it was asked for. */
    timeZone: text('time_zone'),
    place: text('place'),
    livestreamUrl: text('livestream_url'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memorial_events_page_idx').on(table.memorialPageId, table.eventDate)],
);

/** A guest's reply to one event; only the page's admin reads them. */
export const memorialRsvps = pgTable(
  'memorial_rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => memorialEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    partySize: integer('party_size').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memorial_rsvps_event_idx').on(table.eventId, table.createdAt)],
);

export const PAGE_CHANGE_KINDS = ['gatherings', 'photos'] as const;
export type PageChangeKind = (typeof PAGE_CHANGE_KINDS)[number];

/**
 * What changed on a page that its followers hear about: a gathering added, moved or removed, a photo
 * added. Written with the change itself; the follower mail job reads and clears them.
 */
export const memorialPageChanges = pgTable(
  'memorial_page_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memorialPageId: pageId(),
    kind: text('kind', { enum: PAGE_CHANGE_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memorial_page_changes_page_idx').on(table.memorialPageId, table.createdAt)],
);
