import sharp from 'sharp';
import type { ShareImageContent } from './share-image-content.ts';
import { loadShareImageFonts } from './share-image-fonts.ts';
import { type ShareImageBlock, shareImageLayout, type TextBlock } from './share-image-layout.ts';

// The stored photo is at most 1024 px and was checked at upload; this only guards the decoder again.
const MAX_INPUT_PIXELS = 50_000_000;

type Drawn = { input: Buffer; width: number; height: number };

/**
 * Pango wraps the text at word boundaries; a text too long for its box is drawn again, fitted to it
 * (libvips searches the size), and whatever the search leaves over is scaled down, so no name ever
 * leaves its box, however long.
 */
async function drawText(block: TextBlock, align: 'left' | 'centre'): Promise<Drawn> {
  const text = {
    text: block.markup,
    font: `sans ${block.size}`,
    width: block.width,
    wrap: 'word' as const,
    align,
    rgba: true,
  };
  const fits = (info: { width: number; height: number }) =>
    info.width <= block.width && info.height <= block.maxHeight;
  // At 72 dpi a point is a pixel: the layout's sizes are pixels.
  let drawn = await sharp({ text: { ...text, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (!fits(drawn.info)) {
    drawn = await sharp({ text: { ...text, height: block.maxHeight } })
      .png()
      .toBuffer({ resolveWithObject: true });
  }
  if (!fits(drawn.info)) {
    drawn = await sharp(drawn.data)
      .resize({ width: block.width, height: block.maxHeight, fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
  }
  return { input: drawn.data, width: drawn.info.width, height: drawn.info.height };
}

async function drawBlock(block: ShareImageBlock, align: 'left' | 'centre'): Promise<Drawn> {
  if (block.kind === 'text') return drawText(block, align);
  return { input: Buffer.from(block.svg), width: block.width, height: block.height };
}

/** The photo cut to a circle of `size` px, centred as the page's header crops it. */
async function drawPortrait(photo: Uint8Array, size: number): Promise<Buffer> {
  const circle = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`;
  const square = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(size, size, { fit: 'cover' })
    .png()
    .toBuffer();
  return sharp(square)
    .composite([{ input: Buffer.from(circle), blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The 1200×630 link-preview image, encoded as SHARE_IMAGE_TYPE says. */
export async function renderShareImage(
  content: ShareImageContent,
  photo: Uint8Array | null,
): Promise<Uint8Array> {
  const fonts = await loadShareImageFonts(content.fontFamily);
  const layout = shareImageLayout(content, fonts, photo !== null);
  const { column } = layout;
  const [portrait, blocks, mark] = await Promise.all([
    photo && layout.portrait ? drawPortrait(photo, layout.portrait.size) : null,
    Promise.all(column.blocks.map((block) => drawBlock(block, column.align))),
    drawText(layout.mark.block, 'left'),
  ]);

  const total = column.blocks.reduce((sum, block, index) => sum + block.gapBefore + blocks[index]!.height, 0);
  let top = Math.round(column.centreY - total / 2);
  const stacked = blocks.map((drawn, index) => {
    top += column.blocks[index]!.gapBefore;
    const left =
      column.align === 'centre' ? column.left + Math.round((column.width - drawn.width) / 2) : column.left;
    const placed = { input: drawn.input, left, top };
    top += drawn.height;
    return placed;
  });
  const body = await sharp(Buffer.from(layout.background))
    .composite([
      ...(portrait && layout.portrait
        ? [{ input: portrait, left: layout.portrait.left, top: layout.portrait.top }]
        : []),
      ...stacked,
      { input: mark.input, left: layout.mark.right - mark.width, top: layout.mark.bottom - mark.height },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Uint8Array(body);
}
