/** One `unicode-range` span, first and last code point. */
type CodeSpan = [number, number];

/** 'U+0020-007E, U+00A0' → [[0x20, 0x7e], [0xa0, 0xa0]]. */
export const spansOf = (unicodeRange: string): CodeSpan[] =>
  unicodeRange.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** `unicodeRange` without the code points of `taken`, in the same notation. */
export function rangeWithout(unicodeRange: string, taken: string): string {
  let left = spansOf(unicodeRange);
  for (const [from, to] of spansOf(taken)) {
    left = left.flatMap(([start, end]): CodeSpan[] => {
      if (to < start || from > end) return [[start, end]];
      const pieces: CodeSpan[] = [];
      if (start < from) pieces.push([start, from - 1]);
      if (end > to) pieces.push([to + 1, end]);
      return pieces;
    });
  }
  return left
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(',');
}

/** Whether two `unicode-range` values share a code point. */
export const rangesOverlap = (a: string, b: string) =>
  spansOf(a).some(([from, to]) => spansOf(b).some(([start, end]) => from <= end && start <= to));
