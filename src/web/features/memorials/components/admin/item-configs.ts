import type { z } from 'zod';
import { formatIsoDate, SHORT_DATE } from '#shared/dates/display-formats.ts';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import { eventName } from '#shared/memorials/memorial-events.ts';
import { MEMORIAL_MESSAGES, SHORT_TEXT_MAX } from '#shared/memorials/memorial-messages.ts';
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  type EventKind,
  FAVORITE_CATEGORIES,
  FAVORITE_CATEGORY_LABELS,
  QUOTE_CATEGORIES,
  QUOTE_CATEGORY_LABELS,
} from '#shared/memorials/memorial-options.ts';
import {
  favoriteSchema,
  memorialEventSchema,
  quoteSchema,
  timelineEventSchema,
} from '#shared/memorials/memorial-schemas.ts';
import { timeZoneChoices } from '#shared/memorials/service-time.ts';
import type { ItemKind } from '../../api/memorial-items.ts';

export type ItemField = {
  name: string;
  /** A label that speaks of the person takes their first name (decision 038). */
  label: string | ((firstName: string) => string);
  kind: 'text' | 'textarea' | 'date' | 'time' | 'url' | 'select';
  required?: boolean;
  maxLength?: number;
  hint?: string;
  options?: { value: string; label: string }[];
};

export type ItemConfig = {
  kind: ItemKind;
  title: string;
  addLabel: string;
  added: string;
  addFailed: string;
  schema: z.ZodType;
  fields: ItemField[];
  /** The words that name one item in a list and in its Edit / Delete buttons. */
  nameOf: (item: Record<string, unknown>) => string;
  /** What else goes when one is deleted, said before it is. */
  removalNote?: string;
  empty: Record<string, string>;
};

const optionsOf = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const zoneOptions = (zones: string[]) =>
  zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));

// A new event starts in the admin's own zone, the likeliest one; some 400 zones are listed once.
const adminZone = localTimeZone();

export const ITEM_CONFIGS: Record<ItemKind, ItemConfig> = {
  events: {
    kind: 'events',
    removalNote: 'The replies to it (who said they are coming) are deleted with it.',
    title: 'Service details',
    addLabel: 'Add gathering',
    added: MEMORIAL_MESSAGES.eventAdded,
    addFailed: MEMORIAL_MESSAGES.eventFailed,
    schema: memorialEventSchema,
    fields: [
      {
        name: 'kind',
        label: 'What it is',
        kind: 'select',
        options: optionsOf(EVENT_KINDS, EVENT_KIND_LABELS),
      },
      {
        name: 'title',
        label: 'Its name, if not that',
        kind: 'text',
        maxLength: SHORT_TEXT_MAX,
        hint: 'For example, Celebration of life',
      },
      { name: 'eventDate', label: 'Date', kind: 'date', hint: 'Leave empty until it is settled' },
      { name: 'startTime', label: 'Starts at', kind: 'time' },
      { name: 'endTime', label: 'Ends at', kind: 'time' },
      {
        name: 'timeZone',
        label: 'Time zone',
        kind: 'select',
        options: zoneOptions(timeZoneChoices(adminZone)),
        hint: 'Where it is held, so guests elsewhere see it at their own hour',
      },
      {
        name: 'place',
        label: 'Place',
        kind: 'text',
        maxLength: SHORT_TEXT_MAX,
        hint: 'A name and address, for the map',
      },
      { name: 'livestreamUrl', label: 'Livestream link', kind: 'url' },
      { name: 'notes', label: 'Notes for guests', kind: 'textarea' },
    ],
    nameOf: (item) =>
      `${eventName({ kind: item.kind as EventKind, title: (item.title as string | null) ?? null })}${item.eventDate ? ` (${formatIsoDate(item.eventDate as string, SHORT_DATE)})` : ''}`,
    empty: {
      kind: 'service',
      title: '',
      eventDate: '',
      startTime: '',
      endTime: '',
      timeZone: adminZone,
      place: '',
      livestreamUrl: '',
      notes: '',
    },
  },
  timeline: {
    kind: 'timeline',
    title: 'Timeline',
    addLabel: 'Add event',
    added: MEMORIAL_MESSAGES.timelineAdded,
    addFailed: MEMORIAL_MESSAGES.timelineFailed,
    schema: timelineEventSchema,
    fields: [
      { name: 'eventTitle', label: 'Event', kind: 'text', required: true, maxLength: SHORT_TEXT_MAX },
      { name: 'eventDate', label: 'Date', kind: 'date', required: true },
      { name: 'eventDescription', label: 'Description', kind: 'textarea' },
    ],
    nameOf: (item) => `${item.eventTitle as string} (${formatIsoDate(item.eventDate as string, SHORT_DATE)})`,
    empty: { eventTitle: '', eventDate: '', eventDescription: '' },
  },
  quotes: {
    kind: 'quotes',
    title: 'Quotes',
    addLabel: 'Add quote',
    added: MEMORIAL_MESSAGES.quoteAdded,
    addFailed: MEMORIAL_MESSAGES.quoteFailed,
    schema: quoteSchema,
    fields: [
      { name: 'quoteText', label: 'Quote', kind: 'textarea', required: true },
      { name: 'author', label: 'Who said it', kind: 'text', maxLength: SHORT_TEXT_MAX },
      {
        name: 'category',
        label: 'Kind of quote',
        kind: 'select',
        options: optionsOf(QUOTE_CATEGORIES, QUOTE_CATEGORY_LABELS),
      },
    ],
    nameOf: (item) => `“${item.quoteText as string}”`,
    empty: { quoteText: '', author: '', category: 'inspirational' },
  },
  favorites: {
    kind: 'favorites',
    title: 'Favorites',
    addLabel: 'Add favorite',
    added: MEMORIAL_MESSAGES.favoriteAdded,
    addFailed: MEMORIAL_MESSAGES.favoriteFailed,
    schema: favoriteSchema,
    fields: [
      { name: 'itemName', label: 'Favorite', kind: 'text', required: true, maxLength: SHORT_TEXT_MAX },
      {
        name: 'category',
        label: 'Category',
        kind: 'select',
        options: optionsOf(FAVORITE_CATEGORIES, FAVORITE_CATEGORY_LABELS),
      },
      { name: 'itemDescription', label: (firstName) => `Why ${firstName} loved it`, kind: 'textarea' },
    ],
    nameOf: (item) => item.itemName as string,
    empty: { itemName: '', category: 'food', itemDescription: '' },
  },
};
