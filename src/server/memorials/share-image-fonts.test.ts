import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '#shared/memorials/memorial-options.ts';
import { loadShareImageFonts, type ShareImageFace } from './share-image-fonts.ts';

const FAMILY_OF_PAGE_FONT = {
  inter: 'Inter',
  playfair: 'Playfair Display',
  georgia: 'Merriweather',
  merriweather: 'Merriweather',
} as const;

const widthOf = async (face: ShareImageFace | { family: string; weight: number }) => {
  const markup = `<span font_family="${face.family}" font_weight="${face.weight}">Rose Lane Ångström</span>`;
  const { info } = await sharp({ text: { text: markup, font: 'sans 48', dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width;
};

describe('the fonts the link-preview image is drawn in', () => {
  it.each(FONT_FAMILIES)('draws a page in %s with that typeface’s own files', async (fontFamily) => {
    const fonts = await loadShareImageFonts(fontFamily);
    for (const face of [fonts.heading, fonts.text]) {
      expect(face.family.startsWith(FAMILY_OF_PAGE_FONT[fontFamily]), face.family).toBe(true);
      // A family the machine does not know falls back to its default font, which sets text differently.
      expect(await widthOf(face)).not.toBe(await widthOf({ family: 'No Such Family', weight: face.weight }));
    }
    expect(fonts.heading.weight).toBeGreaterThan(fonts.text.weight);
  });

  it('draws a name in Chinese or Korean with the faces for those scripts, where the machine has none', () => {
    // A process of its own: fontconfig keeps what it has been shown for the life of the process, and
    // this one must see the name drawn before any face is ready, then after.
    const script = `
      import sharp from 'sharp';
      import { loadShareImageFonts } from './src/server/memorials/share-image-fonts.ts';
      const draw = async () =>
        (await sharp({ text: { text: '<span font_family="Inter">王秀英 김민준</span>', font: 'sans 48', dpi: 72 } })
          .raw()
          .toBuffer()).toString('base64');
      const before = await draw();
      await loadShareImageFonts('inter');
      process.stdout.write(JSON.stringify({ changed: before !== (await draw()) }));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ changed: true });
  });

  it('loads each typeface once, however many images ask at the same time', async () => {
    const [first, second] = await Promise.all([loadShareImageFonts('inter'), loadShareImageFonts('inter')]);
    expect(second).toBe(first);
  });

  it('makes its font files again when a cleaner of the temporary folder took them', async () => {
    // Merriweather: no other test file draws in it, so none can be drawing while its files are gone.
    const fonts = await loadShareImageFonts('merriweather');
    const dir = path.join(tmpdir(), 'harbor-share-image-fonts');
    const files = () => readdirSync(dir).filter((file) => file.startsWith('merriweather-'));
    const before = files();
    for (const name of before) rmSync(path.join(dir, name));
    expect(await loadShareImageFonts('merriweather')).toBe(fonts);
    expect(files().sort()).toEqual(before.sort());
  });
});
