import { describe, expect, it } from 'vitest';
import { THEMES } from '#shared/memorials/memorial-options.ts';
import { shareImageContent, shareImagePath, shareImageVersion } from './share-image-content.ts';
import { type ShareImageLayout, shareImageLayout } from './share-image-layout.ts';

const fonts = {
  heading: { family: 'Playfair Display SemiBold', weight: 600 },
  text: { family: 'Playfair Display', weight: 400 },
};
const rose = { firstName: 'Rose', lastName: 'Lane', dateOfBirth: '1948-03-14', dateOfDeath: '2026-11-02' };
const settings = { themeColor: 'sage', fontFamily: 'playfair', showDates: true } as const;

/** Every piece of text the image draws, as Pango markup, in order. */
const markupOf = (layout: ShareImageLayout) => [
  ...layout.column.blocks.flatMap((block) => (block.kind === 'text' ? [block.markup] : [])),
  layout.mark.block.markup,
];

describe('what the link-preview image says', () => {
  it('draws the name and the dates as the page shows them, and a quiet Harbor', () => {
    const layout = shareImageLayout(shareImageContent(rose, settings), fonts, false);
    const [name, dates, mark] = markupOf(layout);
    expect(name).toContain('>Rose Lane</span>');
    expect(name).toContain('font_family="Playfair Display SemiBold" font_weight="600"');
    expect(dates).toContain('>March 14, 1948 – November 2, 2026</span>');
    expect(dates).toContain('font_family="Playfair Display" font_weight="400"');
    expect(mark).toContain('>Harbor</span>');
  });

  it('leaves out dates the family hides, and dates nobody gave', () => {
    for (const content of [
      shareImageContent(rose, { ...settings, showDates: false }),
      shareImageContent({ ...rose, dateOfBirth: null, dateOfDeath: null }, settings),
    ]) {
      expect(content.dates).toBeNull();
      const markup = markupOf(shareImageLayout(content, fonts, true)).join('\n');
      expect(markup).not.toMatch(/1948|2026|March|November|Born|Died/);
      expect(markup).toContain('Rose Lane');
    }
    expect(shareImageContent({ ...rose, dateOfDeath: null }, settings).dates).toBe('Born March 14, 1948');
  });

  it('escapes a name that looks like markup, so it is drawn as written', () => {
    const content = shareImageContent(
      { ...rose, firstName: `Rose "Nana" <b>&amp;`, lastName: "O'Lane\u0007" },
      settings,
    );
    const [name] = markupOf(shareImageLayout(content, fonts, false));
    expect(name).toContain('>Rose &#34;Nana&#34; &#60;b&#62;&#38;amp; O&#39;Lane</span>');
    expect(name).not.toContain('<b>');
  });

  it('draws in the theme’s tint and accent, with no other colour but the page’s text colours', () => {
    const layout = shareImageLayout(
      shareImageContent(rose, { ...settings, themeColor: 'ocean' }),
      fonts,
      true,
    );
    const { tint, accent } = THEMES.ocean.light;
    expect(layout.background).toContain(`fill="${tint}"`);
    expect(layout.mark.block.markup).toContain(`foreground="${accent}"`);
    const colours = new Set(
      [
        layout.background,
        ...markupOf(layout),
        ...layout.column.blocks.map((b) => (b.kind === 'shape' ? b.svg : '')),
      ]
        .join('')
        .match(/#[0-9a-f]{6}/gi),
    );
    expect([...colours].sort()).toEqual([accent, tint, '#1d2a2e', '#4f5d61', '#ffffff'].sort());
  });

  it('puts the portrait on the left and the words beside it; without one, the words centred', () => {
    const content = shareImageContent(rose, settings);
    const withPhoto = shareImageLayout(content, fonts, true);
    expect(withPhoto.portrait).not.toBeNull();
    expect(withPhoto.column.align).toBe('left');
    expect(withPhoto.column.left).toBeGreaterThan(withPhoto.portrait!.left + withPhoto.portrait!.size);
    const withoutPhoto = shareImageLayout(content, fonts, false);
    expect(withoutPhoto.portrait).toBeNull();
    expect(withoutPhoto.column.align).toBe('centre');
    expect(withoutPhoto.background).not.toContain('<circle');
    // Every box of text stays inside the image.
    for (const layout of [withPhoto, withoutPhoto]) {
      expect(layout.column.left + layout.column.width).toBeLessThanOrEqual(1200 - 28);
    }
  });
});

describe('the image’s address', () => {
  const content = shareImageContent(rose, settings);
  const version = shareImageVersion(content, '/api/memorials/m1/portrait?v=1');

  it('changes with the name, the dates shown, the theme, the font and the photo', () => {
    for (const changed of [
      shareImageVersion(
        shareImageContent({ ...rose, firstName: 'Rosie' }, settings),
        '/api/memorials/m1/portrait?v=1',
      ),
      shareImageVersion(
        shareImageContent(rose, { ...settings, showDates: false }),
        '/api/memorials/m1/portrait?v=1',
      ),
      shareImageVersion(
        shareImageContent(rose, { ...settings, themeColor: 'rose' }),
        '/api/memorials/m1/portrait?v=1',
      ),
      shareImageVersion(
        shareImageContent(rose, { ...settings, fontFamily: 'inter' }),
        '/api/memorials/m1/portrait?v=1',
      ),
      shareImageVersion(content, '/api/memorials/m1/portrait?v=2'),
      shareImageVersion(content, null),
    ]) {
      expect(changed).not.toBe(version);
    }
  });

  it('stays the same for the same image, and says nothing readable about it', () => {
    expect(shareImageVersion(shareImageContent(rose, settings), '/api/memorials/m1/portrait?v=1')).toBe(
      version,
    );
    const path = shareImagePath('m1', shareImageContent(rose, { ...settings, showDates: false }), null);
    expect(path).toMatch(/^\/api\/memorials\/m1\/share-image\?v=[\w-]{16}$/);
  });
});
