// `node --import tsx scripts/subset-fonts.ts`: makes the fonts' small files from the @fontsource packages'
// Latin files — the memorial pages' faces (decision 045) and the app's variable Inter (decision 053) — in
// src/web/public/fonts/*.woff2, and the @font-face rules that use them. Run it after changing a font
// package or BASIC_CHARACTERS; its output is committed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { APP_FONT_FACES, APP_SANS } from '../src/shared/fonts/app-fonts.ts';
import { rangeWithout, spansOf } from '../src/shared/fonts/unicode-ranges.ts';
import {
  allMemorialFontFaces,
  BASIC_CHARACTERS,
  basicFontFile,
} from '../src/shared/memorials/memorial-fonts.ts';

const root = path.resolve(import.meta.dirname, '..');
const CSS_FILE = 'src/web/features/memorials/components/view/memorial-fonts-basic.css';
const APP_CSS_FILE = 'src/web/app-fonts.css';
const APP_VARIABLE_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** 'U+0020-007E, U+00A0' → the characters themselves. */
const charactersOf = (unicodeRange: string) =>
  spansOf(unicodeRange)
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset)),
    )
    .join('');

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

// The app's text face: Inter's variable Latin file, cut to the same characters and to the weights the app
// uses (400 to 600). Its heading face is the memorial's Playfair Display 600 file, made above.
const variableSubset = await subsetFont(
  await readFile(path.join(root, APP_VARIABLE_SOURCE)),
  charactersOf(BASIC_CHARACTERS),
  { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 600 } } },
);
await writeFile(path.join(root, 'src/web/public', APP_SANS.file), variableSubset);
console.log(`${APP_SANS.file}: ${variableSubset.length} bytes`);

/**
 * A package's @font-face rules for `family`, without the small file's characters (so a small face that
 * is late never sends the browser to a full file for them), their files named from src/web (Vite copies
 * and hashes them).
 */
async function fullFacesAs(family: string, packageCss: string): Promise<string> {
  const packageDir = path.dirname(packageCss);
  const css = await readFile(path.join(root, 'node_modules', packageCss), 'utf8');
  return css
    .replace(/font-family: '[^']+';/g, `font-family: '${family}';`)
    .replace(/url\(\.\/files\//g, `url(../../node_modules/${packageDir}/files/`)
    .replace(
      /unicode-range: ([^;]+);/g,
      (_, range: string) => `unicode-range: ${rangeWithout(range, BASIC_CHARACTERS)};`,
    )
    .trim();
}

const appRules: string[] = [];
for (const face of APP_FONT_FACES) {
  appRules.push(
    await fullFacesAs(face.family, face.fullFacesCss),
    [
      '@font-face {',
      `  font-family: '${face.family}';`,
      '  font-style: normal;',
      '  font-display: optional;',
      `  font-weight: ${face.weight};`,
      `  src: url(${face.file}) format('woff2');`,
      `  unicode-range: ${BASIC_CHARACTERS};`,
      '}',
    ].join('\n'),
  );
}
await writeFile(
  path.join(root, APP_CSS_FILE),
  [
    '/* Made by scripts/subset-fonts.ts (decision 053); do not edit. Each family: the small file for the characters',
    '   it holds, and the full @fontsource files for all others (an accented name). The small file is `optional`:',
    '   if it is not here within a moment it stays out for this page (the system font stands in, nothing else is',
    '   fetched), so text never moves when it arrives; from the next page on it is there. */',
    ...appRules,
    '',
  ].join('\n'),
);
