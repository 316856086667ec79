import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_FONT_FACES } from '#shared/fonts/app-fonts.ts';
import { rangesOverlap } from '#shared/fonts/unicode-ranges.ts';
import { BASIC_CHARACTERS } from '#shared/memorials/memorial-fonts.ts';

const here = import.meta.dirname;
const appFontsCss = readFileSync(path.join(here, 'app-fonts.css'), 'utf8');
const stylesCss = readFileSync(path.join(here, 'styles.css'), 'utf8');

type FontFaceRule = { family: string; display: string; src: string; range: string };

const rules: FontFaceRule[] = [...appFontsCss.matchAll(/@font-face \{([^}]+)\}/g)].map(([, body = '']) => {
  const value = (name: string) => body.match(new RegExp(`${name}: ([^;]+);`))?.[1]?.trim() ?? '';
  return {
    family: value('font-family').replaceAll("'", ''),
    display: value('font-display'),
    src: value('src'),
    range: value('unicode-range'),
  };
});

describe('the app typeface (decision 053)', () => {
  it.each(APP_FONT_FACES)('$family has its small file, optional, for the small character set', (face) => {
    expect(existsSync(path.join(here, 'public', face.file))).toBe(true);
    const small = rules.filter((rule) => rule.family === face.family && rule.src.includes(face.file));
    expect(small).toHaveLength(1);
    expect(small[0]?.display).toBe('optional');
    expect(small[0]?.range).toBe(BASIC_CHARACTERS);
  });

  it.each(APP_FONT_FACES)('$family: no full file claims a character of the small set', (face) => {
    const full = rules.filter((rule) => rule.family === face.family && !rule.src.includes(face.file));
    // Latin, Latin Extended, Vietnamese and more: an accented name still shows in the font.
    expect(full.length).toBeGreaterThanOrEqual(3);
    for (const rule of full) expect(rangesOverlap(rule.range, BASIC_CHARACTERS)).toBe(false);
  });

  it('is the first choice of the sans and serif stacks once the device holds it', () => {
    const typeface = stylesCss.match(/html\.typeface \{([^}]+)\}/)?.[1] ?? '';
    expect(typeface).toMatch(/--font-sans: "Harbor Sans", /);
    expect(typeface).toMatch(/--font-serif: "Harbor Serif", /);
  });
});
