import { describe, expect, it } from 'vitest';
import { memorialFontPreloads } from './memorial-font-preloads.ts';

describe('the memorial page’s font preloads', () => {
  it('name the small files of the page’s font, fetched as fonts are (CORS)', () => {
    expect(memorialFontPreloads('playfair')).toBe(
      [
        '<link rel="preload" href="/fonts/playfair-display-400-basic.woff2" as="font" type="font/woff2" crossorigin />',
        '<link rel="preload" href="/fonts/playfair-display-600-basic.woff2" as="font" type="font/woff2" crossorigin />',
      ].join('\n    '),
    );
    expect(memorialFontPreloads('merriweather')).toContain('/fonts/merriweather-700-basic.woff2');
  });

  it('name nothing for Georgia, the system’s own font', () => {
    expect(memorialFontPreloads('georgia')).toBe('');
  });
});
