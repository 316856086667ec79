import bidiFactory from 'bidi-js';
import { type FaceChain, fontFor } from './pdf-faces.ts';

/** A stretch of text one script file can draw, named as it is registered with the document. */
export type FontRun = { font: string; text: string };

const bidi = bidiFactory();

const isControl = (char: string, code: number) =>
  (code < 0x20 && char !== '\n') || (code >= 0x7f && code <= 0x9f);

/** Characters as they are drawn: composed, one kind of line break, tabs as spaces. */
const drawable = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').replaceAll('\t', ' ');

/**
 * The text cut where it moves from one script file to another, in the order it was written. A
 * character no file holds (an emoji, a control character) is left out: on paper it would be an empty box.
 */
export function fontRuns(chain: FaceChain, text: string): FontRun[] {
  return logicalRuns(chain, drawable(text)).map(({ font, text: runText }) => ({ font, text: runText }));
}

type LevelledRun = FontRun & { level: number };

function logicalRuns(chain: FaceChain, text: string, levels?: Uint8Array): LevelledRun[] {
  const runs: LevelledRun[] = [];
  let index = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const level = levels?.[index] ?? 0;
    index += char.length;
    // A line break is no glyph in any file; it stays with the text around it.
    const font =
      char === '\n'
        ? (runs.at(-1)?.font ?? fontFor(chain, 0x20))
        : isControl(char, code)
          ? undefined
          : fontFor(chain, code);
    if (!font) continue;
    const last = runs.at(-1);
    if (last?.font === font && last.level === level) last.text += char;
    else runs.push({ font, text: char, level });
  }
  return runs;
}

const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * One line's runs in the order they are drawn, left to right (Unicode bidirectional algorithm, rule L2):
 * a name in Arabic or Hebrew reads right to left within an English sentence, its words in their order.
 * A run of Arabic or Hebrew letters stays in written order, because the font's shaper turns it itself;
 * anything else inside right-to-left text (a space, a dash) is turned here, brackets mirrored.
 */
export function visualRuns(chain: FaceChain, line: string): FontRun[] {
  const text = drawable(line);
  const { levels } = bidi.getEmbeddingLevels(text, 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  // By UTF-16 unit, as the levels are counted.
  const mirroredText = text
    .split('')
    .map((unit, index) => mirrored.get(index) ?? unit)
    .join('');
  const runs = logicalRuns(chain, mirroredText, levels);
  const highest = Math.max(0, ...runs.map((run) => run.level));
  for (let level = highest; level >= 1; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ font, text: runText, level }) => ({
    font,
    text:
      level % 2 === 1 && !RIGHT_TO_LEFT_LETTER.test(runText)
        ? Array.from(runText).reverse().join('')
        : runText,
  }));
}
