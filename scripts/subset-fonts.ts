// `node --import tsx scripts/subset-fonts.ts`: makes the memorial fonts' small files (decision 045) from
// the @fontsource packages' Latin files: src/web/public/fonts/*.woff2 and the @font-face rules that use
// them. Run it after changing a font package or BASIC_CHARACTERS; its output is committed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  allMemorialFontFaces,
  BASIC_CHARACTERS,
  basicFontFile,
} from '../src/shared/memorials/memorial-fonts.ts';

const root = path.resolve(import.meta.dirname, '..');
const CSS_FILE = 'src/web/features/memorials/components/view/memorial-fonts-basic.css';

/** 'U+0020-007E, U+00A0' → the characters themselves. */
function charactersOf(unicodeRange: string): string {
  return unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/, ''))
    .flatMap((part) => {
      const [first = '', last = first] = part.split('-');
      const [from, to] = [Number.parseInt(first, 16), Number.parseInt(last, 16)];
      return Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset));
    })
    .join('');
}

const rules: string[] = [];
for (const face of allMemorialFontFaces()) {
  const source = path.join(
    root,
    `node_modules/@fontsource/${face.package}/files/${face.package}-latin-${face.weight}-normal.woff2`,
  );
  const subset = await subsetFont(await readFile(source), charactersOf(BASIC_CHARACTERS), {
    targetFormat: 'woff2',
  });
  await writeFile(path.join(root, 'src/web/public', basicFontFile(face)), subset);
  rules.push(
    [
      '@font-face {',
      `  font-family: '${face.family}';`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${face.weight};`,
      `  src: url(${basicFontFile(face)}) format('woff2');`,
      `  unicode-range: ${BASIC_CHARACTERS};`,
      '}',
    ].join('\n'),
  );
  console.log(`${basicFontFile(face)}: ${subset.length} bytes`);
}
await writeFile(
  path.join(root, CSS_FILE),
  [
    "/* Made by scripts/subset-fonts.ts (decision 045); do not edit. Imported after @fontsource's rules, so",
    '   these small faces win for the characters they hold, and the full Latin files load only for others. */',
    ...rules,
    '',
  ].join('\n'),
);
