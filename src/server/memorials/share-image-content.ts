import { createHash } from 'node:crypto';
import { lifeDates } from '#shared/memorials/life-dates.ts';
import type { FontFamily, THEMES } from '#shared/memorials/memorial-options.ts';
import { fullName } from '#shared/team/person-name.ts';

/** What the link-preview image shows: the same for every viewer, family or visitor. */
export type ShareImageContent = {
  name: string;
  /** As the page shows them; null when the family hides them or none are known. */
  dates: string | null;
  themeColor: keyof typeof THEMES;
  fontFamily: FontFamily;
};

// Part of every version: raise it when the drawing changes, so apps that keep a preview by its URL
// fetch the new one.
const DESIGN = 1;

export function shareImageContent(
  lovedOne: { firstName: string; lastName: string; dateOfBirth: string | null; dateOfDeath: string | null },
  settings: { themeColor: keyof typeof THEMES; fontFamily: FontFamily; showDates: boolean },
): ShareImageContent {
  return {
    name: fullName(lovedOne),
    dates: settings.showDates ? lifeDates(lovedOne.dateOfBirth, lovedOne.dateOfDeath) : null,
    themeColor: settings.themeColor,
    fontFamily: settings.fontFamily,
  };
}

/**
 * Changes exactly when the image does: its words, colours or font, or the photo (`portrait` is anything
 * that changes with it, such as the portrait's versioned URL). Edits that leave the image alone keep
 * the address, so copies already fetched by apps and caches stay good.
 */
export const shareImageVersion = (content: ShareImageContent, portrait: string | null) =>
  createHash('sha256')
    .update(JSON.stringify([DESIGN, content, portrait]))
    .digest('base64url')
    .slice(0, 16);

export const shareImagePath = (memorialId: string, content: ShareImageContent, portrait: string | null) =>
  `/api/memorials/${memorialId}/share-image?v=${shareImageVersion(content, portrait)}`;
