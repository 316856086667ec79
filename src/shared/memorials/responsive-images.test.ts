import { describe, expect, it } from 'vitest';
import { HEADER_STYLES } from './memorial-options.ts';
import { gallerySrcSet, PORTRAIT_SIZES, portraitSrcSet, portraitWidthUrl } from './responsive-images.ts';

describe('portraitSrcSet', () => {
  it('offers each made width, smallest first, then the stored photo at its full width', () => {
    expect(portraitSrcSet('/api/memorials/m1/portrait?v=17')).toBe(
      '/api/memorials/m1/portrait?v=17&w=320 320w, /api/memorials/m1/portrait?v=17&w=640 640w, /api/memorials/m1/portrait?v=17 1024w',
    );
  });

  it('starts the query itself when the URL has none', () => {
    expect(portraitWidthUrl('/api/memorials/m1/portrait', 320)).toBe('/api/memorials/m1/portrait?w=320');
  });
});

describe('PORTRAIT_SIZES', () => {
  // A malformed sizes list makes the browser assume 100vw: the largest photo for a small avatar.
  const LENGTH = String.raw`(?:\d+px|calc\(\d+vw - \d+px\))`;
  const SIZES = new RegExp(`^(?:\\(min-width: \\d+px\\) ${LENGTH}, )*${LENGTH}$`);

  it('gives every header style a well-formed list, widest screens first, ending in a default', () => {
    for (const style of HEADER_STYLES) {
      expect(PORTRAIT_SIZES[style], style).toMatch(SIZES);
      const minWidths = [...PORTRAIT_SIZES[style].matchAll(/min-width: (\d+)px/g)].map(([, px]) =>
        Number(px),
      );
      expect(minWidths, style).toEqual([...minWidths].sort((a, b) => b - a));
    }
  });
});

describe('gallerySrcSet', () => {
  it('offers the 400 px thumbnail and the 1600 px web size', () => {
    expect(gallerySrcSet({ thumbnailUrl: '/p/thumbnail', webUrl: '/p/web' })).toBe(
      '/p/thumbnail 400w, /p/web 1600w',
    );
  });
});
