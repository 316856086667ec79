import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sfntFamilyName, woffToSfnt } from './woff-font.ts';

const require = createRequire(import.meta.url);
const woffOf = (file: string) => new Uint8Array(readFileSync(require.resolve(`@fontsource/${file}`)));

describe('a WOFF font as TrueType', () => {
  it('holds the same tables, inflated, behind a TrueType header', () => {
    const woff = woffOf('playfair-display/files/playfair-display-latin-400-normal.woff');
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer);
    const woffView = new DataView(woff.buffer, woff.byteOffset);
    expect(view.getUint32(0)).toBe(0x00010000);
    expect(view.getUint16(4)).toBe(woffView.getUint16(12));
    // The WOFF header records the size of the font it packs.
    expect(sfnt.byteLength).toBe(woffView.getUint32(16));
  });

  it('reads the family each face declares, as fontconfig matches it', () => {
    const family = (file: string) => sfntFamilyName(woffToSfnt(woffOf(file)));
    expect(family('playfair-display/files/playfair-display-latin-400-normal.woff')).toBe('Playfair Display');
    expect(family('inter/files/inter-latin-600-normal.woff')).toMatch(/^Inter/);
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow('Not a WOFF 1.0 font');
    expect(() =>
      woffToSfnt(woffOf('playfair-display/files/playfair-display-latin-400-normal.woff2')),
    ).toThrow('Not a WOFF 1.0 font');
  });
});
