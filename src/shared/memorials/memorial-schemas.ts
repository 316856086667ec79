import { z } from 'zod';
import { isTimeZone } from '../dates/time-zones.ts';
import { isWebUrl } from '../loved-ones/loved-one-profile.ts';
import { isIsoDate } from '../validation/dates.ts';
import { normaliseEmail } from '../validation/email-address.ts';
import { freeTextField, optionalFreeTextField } from '../validation/free-text.ts';
import { checkRsvp } from './check-rsvp.ts';
import {
  MEMORIAL_MESSAGES,
  MEMORIAL_TITLE_MAX,
  PHOTO_CAPTION_MAX,
  SHORT_TEXT_MAX,
  TRIBUTE_HONEYPOT_FIELD,
  TRIBUTE_NAME_MAX,
  URL_MAX,
} from './memorial-messages.ts';
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
} from './memorial-options.ts';
import { REMEMBRANCE_KINDS } from './remembrances.ts';

const optionalUrl = z
  .string()
  .trim()
  .max(URL_MAX, MEMORIAL_MESSAGES.invalidUrl)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isWebUrl(value), MEMORIAL_MESSAGES.invalidUrl);

const requiredDate = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isIsoDate, MEMORIAL_MESSAGES.invalidDate);

const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), MEMORIAL_MESSAGES.invalidDate);

const optionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
    MEMORIAL_MESSAGES.invalidTime,
  );

const optionalTimeZone = z
  .string()
  .trim()
  .max(64, MEMORIAL_MESSAGES.invalidTimeZone)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isTimeZone(value), MEMORIAL_MESSAGES.invalidTimeZone);

export const createMemorialSchema = z.object({ lovedOneId: z.string().trim().min(1).max(64) });

/** Edit / Save on the page: its title and description. */
export const memorialDetailsSchema = z.object({
  title: freeTextField({ max: MEMORIAL_TITLE_MAX, required: MEMORIAL_MESSAGES.titleRequired }),
  description: optionalFreeTextField(),
});
export type MemorialDetailsInput = z.input<typeof memorialDetailsSchema>;

/** Customize: appearance, sections, links and moderation, saved together. */
export const memorialSettingsSchema = z.object({
  themeColor: z.enum(THEME_COLORS),
  fontFamily: z.enum(FONT_FAMILIES),
  layoutStyle: z.enum(LAYOUT_STYLES),
  headerStyle: z.enum(HEADER_STYLES),
  showDates: z.boolean(),
  showTimeline: z.boolean(),
  showQuotes: z.boolean(),
  showFavorites: z.boolean(),
  showTributes: z.boolean(),
  musicUrl: optionalUrl,
  charityName: optionalFreeTextField(SHORT_TEXT_MAX),
  charityUrl: optionalUrl,
  moderation: z.enum(MODERATION_MODES),
  // Optional in what is sent: a page open in a tab from before the question was asked still saves.
  pronouns: z
    .enum(PRONOUNS)
    .nullish()
    .transform((value) => value ?? null),
});
export type MemorialSettingsInput = z.input<typeof memorialSettingsSchema>;
export type MemorialSettings = z.output<typeof memorialSettingsSchema>;

export const memorialVisibilitySchema = z.object({ isPublic: z.boolean() });

export const timelineEventSchema = z.object({
  eventTitle: freeTextField({ max: SHORT_TEXT_MAX, required: MEMORIAL_MESSAGES.timelineTitleRequired }),
  eventDate: requiredDate(MEMORIAL_MESSAGES.timelineDateRequired),
  eventDescription: optionalFreeTextField(),
});
export type TimelineEventInput = z.input<typeof timelineEventSchema>;

export const quoteSchema = z.object({
  quoteText: freeTextField({ required: MEMORIAL_MESSAGES.quoteTextRequired }),
  author: optionalFreeTextField(SHORT_TEXT_MAX),
  category: z.enum(QUOTE_CATEGORIES).default('inspirational'),
});
export type QuoteInput = z.input<typeof quoteSchema>;

/**
 * A visitation, the service, the burial, a reception. A time names its zone, so a guest elsewhere is
 * shown the right hour; the date may wait to be settled, but an event says at least when, where or how
 * to watch.
 */
export const memorialEventSchema = z
  .object({
    kind: z.enum(EVENT_KINDS).default('service'),
    title: optionalFreeTextField(SHORT_TEXT_MAX),
    eventDate: optionalDate,
    startTime: optionalTime,
    endTime: optionalTime,
    timeZone: optionalTimeZone,
    place: optionalFreeTextField(SHORT_TEXT_MAX),
    livestreamUrl: optionalUrl,
    notes: optionalFreeTextField(),
  })
  .refine((event) => event.startTime === null || event.eventDate !== null, {
    message: MEMORIAL_MESSAGES.eventDateForTime,
    path: ['eventDate'],
  })
  .refine((event) => event.startTime === null || event.timeZone !== null, {
    message: MEMORIAL_MESSAGES.timeZoneRequired,
    path: ['timeZone'],
  })
  .refine(
    (event) => event.endTime === null || (event.startTime !== null && event.endTime > event.startTime),
    {
      message: MEMORIAL_MESSAGES.eventEndBeforeStart,
      path: ['endTime'],
    },
  )
  .refine((event) => event.eventDate !== null || event.place !== null || event.livestreamUrl !== null, {
    message: MEMORIAL_MESSAGES.eventNeedsDetails,
    path: ['eventDate'],
  });
export type MemorialEventInput = z.input<typeof memorialEventSchema>;

/** A reply to one event, checked by checkRsvp's rules, then trimmed and the e-mail lower-cased. */
export const rsvpSchema = z
  .object({
    name: z.string().max(5000),
    email: z.string().max(5000),
    partySize: z.string().max(10),
    note: z.string().max(5000).default(''),
    [TRIBUTE_HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .superRefine((draft, ctx) => {
    for (const [field, message] of Object.entries(checkRsvp(draft)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((draft) => ({
    name: draft.name.trim(),
    email: normaliseEmail(draft.email),
    partySize: Number(draft.partySize.trim()),
    note: draft.note.trim() || null,
    [TRIBUTE_HONEYPOT_FIELD]: draft[TRIBUTE_HONEYPOT_FIELD],
  }));
export type RsvpInput = z.input<typeof rsvpSchema>;

export const favoriteSchema = z.object({
  itemName: freeTextField({ max: SHORT_TEXT_MAX, required: MEMORIAL_MESSAGES.favoriteItemRequired }),
  itemDescription: optionalFreeTextField(),
  category: z.enum(FAVORITE_CATEGORIES).default('food'),
});
export type FavoriteInput = z.input<typeof favoriteSchema>;

export const tributeSchema = z.object({
  authorName: freeTextField({ max: TRIBUTE_NAME_MAX, required: MEMORIAL_MESSAGES.tributeNameRequired }),
  message: freeTextField({ required: MEMORIAL_MESSAGES.tributeMessageRequired }),
  [TRIBUTE_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type TributeInput = z.input<typeof tributeSchema>;

export const tributeStatusSchema = z.object({ status: z.enum(['published', 'hidden']) });

/**
 * A candle or a flower. `visitorId` is a random id the browser keeps for this site, so one person's
 * second tap is not counted twice; it is never stored with the remembrance.
 */
export const remembranceSchema = z.object({
  kind: z.enum(REMEMBRANCE_KINDS),
  visitorId: z.uuid(),
});
export type RemembranceInput = z.input<typeof remembranceSchema>;

export const photoCaptionSchema = z.object({ caption: optionalFreeTextField(PHOTO_CAPTION_MAX) });

export const DEFAULT_MEMORIAL_SETTINGS: MemorialSettings = {
  themeColor: 'ocean',
  fontFamily: 'playfair',
  layoutStyle: 'classic',
  headerStyle: 'hero',
  showDates: true,
  showTimeline: true,
  showQuotes: true,
  showFavorites: true,
  showTributes: true,
  musicUrl: null,
  charityName: null,
  charityUrl: null,
  moderation: 'publish',
  pronouns: null,
};
