import { THEMES } from '#shared/memorials/memorial-options.ts';
import type { ShareImageContent } from './share-image-content.ts';
import type { ShareImageFace, ShareImageFonts } from './share-image-fonts.ts';

/** The size link previews are drawn at (Facebook's, which WhatsApp, X, iMessage and Slack also crop from). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** JPEG: every app that shows link previews takes it (WebP is not reliably taken), and a photo stays small. */
export const SHARE_IMAGE_TYPE = 'image/jpeg';

// The page's light text colours (styles.css): the image is seen in every kind of app, so one calm,
// light palette, the theme's tint behind and its accent for the quiet details.
const FOREGROUND = '#1d2a2e';
const MUTED = '#4f5d61';
const FRAME_INSET = 28;
const PORTRAIT = { left: 104, top: 115, size: 400, ring: 10 };

/** A box of text drawn by Pango: wrapped within `width`, shrunk until it fits `maxHeight`. */
export type TextBlock = { kind: 'text'; markup: string; size: number; width: number; maxHeight: number };
type ShapeBlock = { kind: 'shape'; svg: string; width: number; height: number };
export type ShareImageBlock = (TextBlock | ShapeBlock) & { gapBefore: number };

export type ShareImageLayout = {
  background: string;
  portrait: { left: number; top: number; size: number } | null;
  /** Name, rule and dates, stacked and centred on `centreY`, aligned in the column. */
  column: {
    left: number;
    width: number;
    centreY: number;
    align: 'left' | 'centre';
    blocks: ShareImageBlock[];
  };
  mark: { block: TextBlock; right: number; bottom: number };
};

const escapeMarkup = (text: string) =>
  text
    // No control character is allowed in the markup, and none belongs in a name.
    .replace(/\p{Cc}/gu, '')
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const span = (text: string, face: ShareImageFace, color: string) =>
  `<span font_family="${escapeMarkup(face.family)}" font_weight="${face.weight}" foreground="${color}">${escapeMarkup(text)}</span>`;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/**
 * What the link-preview image shows and where (pure: the renderer draws it). With a portrait, the photo
 * in a circle on the left and the words beside it; without, the words centred. The words are the name,
 * a short rule in the theme's accent, the dates when the page shows them, and a quiet "Harbor".
 */
export function shareImageLayout(
  content: ShareImageContent,
  fonts: ShareImageFonts,
  hasPortrait: boolean,
): ShareImageLayout {
  const { accent, tint } = THEMES[content.themeColor].light;
  const column = hasPortrait
    ? { left: 580, width: 520, align: 'left' as const, nameSize: 68, datesSize: 30 }
    : { left: 140, width: 920, align: 'centre' as const, nameSize: 80, datesSize: 34 };
  const ring = PORTRAIT.size / 2 + PORTRAIT.ring;
  const centre = { x: PORTRAIT.left + PORTRAIT.size / 2, y: PORTRAIT.top + PORTRAIT.size / 2 };
  const background = svg(
    SHARE_IMAGE_WIDTH,
    SHARE_IMAGE_HEIGHT,
    [
      `<rect width="100%" height="100%" fill="${tint}"/>`,
      `<rect x="${FRAME_INSET}" y="${FRAME_INSET}" width="${SHARE_IMAGE_WIDTH - 2 * FRAME_INSET}" height="${SHARE_IMAGE_HEIGHT - 2 * FRAME_INSET}" rx="24" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="2"/>`,
      hasPortrait ? `<circle cx="${centre.x}" cy="${centre.y}" r="${ring}" fill="#ffffff"/>` : '',
    ].join(''),
  );
  const rule = { width: 72, height: 4 };
  const blocks: ShareImageBlock[] = [
    {
      kind: 'text',
      markup: span(content.name, fonts.heading, FOREGROUND),
      size: column.nameSize,
      width: column.width,
      maxHeight: Math.round(column.nameSize * 1.35 * 3),
      gapBefore: 0,
    },
    {
      kind: 'shape',
      svg: svg(
        rule.width,
        rule.height,
        `<rect width="${rule.width}" height="${rule.height}" rx="2" fill="${accent}"/>`,
      ),
      ...rule,
      gapBefore: 28,
    },
    ...(content.dates
      ? [
          {
            kind: 'text' as const,
            markup: span(content.dates, fonts.text, MUTED),
            size: column.datesSize,
            width: column.width,
            // One line, smaller if it must: a date broken across lines reads badly.
            maxHeight: Math.round(column.datesSize * 1.5),
            gapBefore: 24,
          },
        ]
      : []),
  ];
  return {
    background,
    portrait: hasPortrait ? { left: PORTRAIT.left, top: PORTRAIT.top, size: PORTRAIT.size } : null,
    column: { left: column.left, width: column.width, centreY: 300, align: column.align, blocks },
    mark: {
      block: {
        kind: 'text',
        markup: span('Harbor', fonts.text, accent),
        size: 24,
        width: 200,
        maxHeight: 40,
      },
      right: SHARE_IMAGE_WIDTH - FRAME_INSET - 36,
      bottom: SHARE_IMAGE_HEIGHT - FRAME_INSET - 26,
    },
  };
}
