import sharp from 'sharp';
import { lifeDates } from '#shared/memorials/life-dates.ts';
import { eventName, eventWhen } from '#shared/memorials/memorial-events.ts';
import { memorialPath } from '#shared/memorials/memorial-links.ts';
import { THEMES } from '#shared/memorials/memorial-options.ts';
import { storyHeading } from '#shared/memorials/pronoun-words.ts';
import { fullName } from '#shared/team/person-name.ts';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { getPortraitVariant } from './get-portrait-variant.ts';
import { listMemorialEvents } from './list-memorial-events.ts';
import type { MemorialAccess } from './memorial-access.ts';

type ProgrammePortrait = { jpeg: Uint8Array; width: number; height: number };

export type ProgrammeGathering = { name: string; when: string; place: string | null; notes: string | null };

/** What the programme prints: the same for every reader, family or visitor. */
export type OrderOfServiceContent = {
  name: string;
  /** As the page shows them to visitors; null when the family hides them or none are known. */
  dates: string | null;
  /** The page's description (its first paragraph) or, without one, its title. */
  line: string;
  /** The portrait as JPEG, which PDF holds as it is, and its size in pixels; null without one. */
  portrait: ProgrammePortrait | null;
  palette: { accent: string; tint: string };
  gatherings: ProgrammeGathering[];
  story: { heading: string; text: string } | null;
  pageUrl: string;
};

// About three lines under the name; a longer description is the page's to show, not the cover's.
const LINE_MAX = 220;
// Wide enough for three inches of print at 200 dpi and more.
const PORTRAIT_WIDTH = 640;

function coverLine(description: string | null, title: string): string {
  const first = description
    ?.split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .find(Boolean);
  if (!first) return title;
  if (first.length <= LINE_MAX) return first;
  const cut = first.slice(0, LINE_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), LINE_MAX / 2)).trimEnd()}…`;
}

/** The gatherings in the page's order, as the programme prints them. */
async function listGatherings(db: Db, memorialId: string): Promise<ProgrammeGathering[]> {
  const rows = await listMemorialEvents(db, memorialId);
  return rows.map((row) => ({
    name: eventName(row),
    when: eventWhen(row),
    place: row.place,
    notes: row.notes,
  }));
}

async function portraitJpeg(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  photoKey: string | null,
): Promise<ProgrammePortrait | null> {
  if (!photoKey) return null;
  const stored = await getPortraitVariant(deps, photoKey, PORTRAIT_WIDTH);
  if (!stored) return null;
  try {
    const { data, info } = await sharp(stored.body)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    // A programme without the photo still serves the day; the page shows what the browser can.
    deps.logger.warn({ err: error, key: photoKey }, 'portrait left out of the order of service');
    return null;
  }
}

export async function loadOrderOfServiceContent(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger' | 'config'>,
  access: MemorialAccess,
): Promise<OrderOfServiceContent> {
  const { page, lovedOne } = access;
  const [gatherings, portrait] = await Promise.all([
    listGatherings(deps.db, page.id),
    portraitJpeg(deps, lovedOne.photoKey),
  ]);
  const obituary = lovedOne.obituary?.trim();
  return {
    name: fullName(lovedOne),
    // The family's choice, whoever downloads it: the editor sees hidden dates on the page, not in print.
    dates: page.showDates ? lifeDates(lovedOne.dateOfBirth, lovedOne.dateOfDeath) : null,
    line: coverLine(page.description, page.title),
    portrait,
    palette: THEMES[page.themeColor].light,
    gatherings,
    story: obituary ? { heading: storyHeading(page.pronouns), text: obituary } : null,
    pageUrl: `${deps.config.appUrl}${memorialPath(page.slug)}`,
  };
}
