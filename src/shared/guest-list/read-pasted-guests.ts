import { checkGuestRows, type ReadGuests } from './check-guest.ts';

const ANGLE_FORM = /^(.*?)\s*<([^<>]*)>\s*$/;
const LOOKS_LIKE_EMAIL = /@/;

const unquote = (value: string) =>
  value
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * One pasted line as a name and an e-mail: "Ann Hale <ann@example.com>" (as mail apps copy it),
 * "Ann Hale, ann@example.com" or a spreadsheet's tab (the last separator splits, so "Hale, Ann,
 * ann@example.com" keeps its comma), the same the other way round, "Ann Hale ann@example.com", or
 * just the address.
 */
export function splitGuestLine(line: string): { name: string; email: string } {
  const angle = ANGLE_FORM.exec(line);
  if (angle) return { name: unquote(angle[1]!), email: angle[2]!.trim() };
  const separator = Math.max(line.lastIndexOf(','), line.lastIndexOf('\t'));
  if (separator >= 0) {
    const before = unquote(line.slice(0, separator));
    const after = unquote(line.slice(separator + 1));
    const isReversed = !LOOKS_LIKE_EMAIL.test(after) && LOOKS_LIKE_EMAIL.test(before);
    return isReversed ? { name: after, email: before } : { name: before, email: after };
  }
  const words = line.trim().split(/\s+/);
  const email = words.findLast((word) => LOOKS_LIKE_EMAIL.test(word));
  if (!email) return { name: line.trim(), email: '' };
  return { name: words.filter((word) => word !== email).join(' '), email };
}

/** Pasted text, one guest a line; blank lines are skipped, and line numbers count them. */
export function readPastedGuests(text: string): ReadGuests {
  const rows = text
    .split(/\r?\n/)
    .map((line, index) => ({ line: index + 1, text: line }))
    .filter((row) => row.text.trim() !== '')
    .map((row) => ({ line: row.line, ...splitGuestLine(row.text) }));
  return checkGuestRows(rows);
}
