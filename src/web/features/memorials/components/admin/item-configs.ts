import type { z } from 'zod';
import { MEMORIAL_MESSAGES, SHORT_TEXT_MAX } from '#shared/memorials/memorial-messages.ts';
import {
  FAVORITE_CATEGORIES,
  FAVORITE_CATEGORY_LABELS,
  QUOTE_CATEGORIES,
  QUOTE_CATEGORY_LABELS,
} from '#shared/memorials/memorial-options.ts';
import { favoriteSchema, quoteSchema, timelineEventSchema } from '#shared/memorials/memorial-schemas.ts';
import type { ItemKind } from '../../api/memorial-items.ts';

export type ItemField = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'select';
  required?: boolean;
  maxLength?: number;
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
  empty: Record<string, string>;
};

const optionsOf = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const ITEM_CONFIGS: Record<ItemKind, ItemConfig> = {
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
    nameOf: (item) => `${item.eventTitle as string} (${item.eventDate as string})`,
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
      { name: 'itemDescription', label: 'Why they loved it', kind: 'textarea' },
    ],
    nameOf: (item) => item.itemName as string,
    empty: { itemName: '', category: 'food', itemDescription: '' },
  },
};
