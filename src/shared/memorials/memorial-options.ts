/** The customisation choices of spec part 2, with the names people see. Fonts are self-hosted (CSP). */

export const THEME_COLORS = ['ocean', 'forest', 'sunset', 'lavender', 'rose', 'sage'] as const;
type ThemeColor = (typeof THEME_COLORS)[number];

/**
 * Each theme's accent and soft tint, for light and dark pages. The accents reach 4.5:1 on white
 * (light) and on the dark page background (dark), so text in them stays readable.
 */
export const THEMES: Record<ThemeColor, { label: string; light: ThemePalette; dark: ThemePalette }> = {
  ocean: {
    label: 'Ocean',
    light: { accent: '#1d5f8a', tint: '#e6f0f7' },
    dark: { accent: '#8cc4ea', tint: '#15283a' },
  },
  forest: {
    label: 'Forest',
    light: { accent: '#2f6b3a', tint: '#e8f2ea' },
    dark: { accent: '#93d3a0', tint: '#17291b' },
  },
  sunset: {
    label: 'Sunset',
    light: { accent: '#a4461c', tint: '#fbeee6' },
    dark: { accent: '#f4ad86', tint: '#33200f' },
  },
  lavender: {
    label: 'Lavender',
    light: { accent: '#65479e', tint: '#f0ebf8' },
    dark: { accent: '#c5b1ec', tint: '#261e38' },
  },
  rose: {
    label: 'Rose',
    light: { accent: '#a3345a', tint: '#f9e9ef' },
    dark: { accent: '#f2a3bf', tint: '#361823' },
  },
  sage: {
    label: 'Sage',
    light: { accent: '#4d6650', tint: '#eef2ec' },
    dark: { accent: '#b4cdb5', tint: '#1f291f' },
  },
};
type ThemePalette = { accent: string; tint: string };

export const FONT_FAMILIES = ['inter', 'playfair', 'georgia', 'merriweather'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const FONTS: Record<FontFamily, { label: string; stack: string }> = {
  inter: { label: 'Inter', stack: 'Inter, system-ui, sans-serif' },
  playfair: { label: 'Playfair Display', stack: "'Playfair Display', Georgia, serif" },
  georgia: { label: 'Georgia', stack: "Georgia, 'Times New Roman', serif" },
  merriweather: { label: 'Merriweather', stack: 'Merriweather, Georgia, serif' },
};

export const LAYOUT_STYLES = ['classic', 'modern', 'minimal', 'photo-focused'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export const LAYOUT_LABELS: Record<LayoutStyle, string> = {
  classic: 'Classic',
  modern: 'Modern',
  minimal: 'Minimal',
  'photo-focused': 'Photo-focused',
};

export const HEADER_STYLES = ['hero', 'simple', 'split'] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];
export const HEADER_LABELS: Record<HeaderStyle, string> = { hero: 'Hero', simple: 'Simple', split: 'Split' };

export const QUOTE_CATEGORIES = ['inspirational', 'funny', 'wisdom', 'personal'] as const;
type QuoteCategory = (typeof QUOTE_CATEGORIES)[number];
export const QUOTE_CATEGORY_LABELS: Record<QuoteCategory, string> = {
  inspirational: 'Inspirational',
  funny: 'Funny',
  wisdom: 'Wisdom',
  personal: 'Personal',
};

export const FAVORITE_CATEGORIES = [
  'food',
  'music',
  'books',
  'movies',
  'hobbies',
  'places',
  'other',
] as const;
type FavoriteCategory = (typeof FAVORITE_CATEGORIES)[number];
export const FAVORITE_CATEGORY_LABELS: Record<FavoriteCategory, string> = {
  food: 'Food',
  music: 'Music',
  books: 'Books',
  movies: 'Movies',
  hobbies: 'Hobbies',
  places: 'Places',
  other: 'Other',
};

/** 'publish' shows a tribute at once (the spec); 'hold' waits for the admin's approval. */
export const MODERATION_MODES = ['publish', 'hold'] as const;
type ModerationMode = (typeof MODERATION_MODES)[number];
export const MODERATION_LABELS: Record<ModerationMode, string> = {
  publish: 'Publish tributes immediately',
  hold: 'Hold tributes for my approval',
};

export const TRIBUTE_STATUSES = ['published', 'held', 'hidden'] as const;

/** The pronouns a family may give for the page's headings; none given reads "Their story". */
export const PRONOUNS = ['she', 'he', 'they'] as const;
export type Pronouns = (typeof PRONOUNS)[number];
export const PRONOUN_LABELS: Record<Pronouns, string> = {
  she: 'She / her',
  he: 'He / him',
  they: 'They / them',
};

/** The gatherings a page can list (issue 22), each with its own time, place and calendar file. */
export const EVENT_KINDS = ['visitation', 'service', 'burial', 'reception', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  visitation: 'Visitation',
  service: 'Funeral service',
  burial: 'Burial',
  reception: 'Reception',
  other: 'Gathering',
};
