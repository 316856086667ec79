/**
 * Whether `value` has more than `max` characters (code points, so an emoji counts once). Decided from
 * `.length` alone when it can be, and never by copying the string: a megabyte of text costs nothing.
 */
export function exceedsCharacters(value: string, max: number): boolean {
  // A code point is one or two UTF-16 units.
  if (value.length <= max) return false;
  if (value.length > max * 2) return true;
  let count = 0;
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    const isPairStart = unit >= 0xd800 && unit <= 0xdbff;
    const next = value.charCodeAt(index + 1);
    if (isPairStart && next >= 0xdc00 && next <= 0xdfff) index += 1;
    count += 1;
    if (count > max) return true;
  }
  return false;
}
