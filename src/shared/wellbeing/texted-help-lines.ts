import { CRISIS_RESOURCES, SAFETY_RESOURCES } from '../hubs/crisis-resources.ts';

// The help lines reached by texting a word to a short code ("text START to 88788", "text HOME to
// 741741"), as a chat answer writes them. The phone number reader (text/phone-numbers.ts) knows only
// the spec's crisis lines, so the safety card's own text line would stay words in an answer while the
// card above it offers it as a button. A short code is linked only after the very words of the line's
// label, so a model's "text STOP to 12345", or START sent to another line's code, is never tappable.

type TextedHelpLinePart = { text: string; href?: string };

// Not followed by more of a number, a word or an address: "88788" but not "887880" or "88788/x".
const NOT_BEFORE_MORE = '(?![\\w/@%=&+-]|[.,]\\d)';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per line texted with a word, its pre-filled sms: link beside it. */
const TEXTED_LINES = [...CRISIS_RESOURCES, ...SAFETY_RESOURCES]
  .flatMap((resource) => resource.contacts)
  .filter((contact) => contact.kind === 'text' && /[?&]body=/.test(contact.href))
  .map((contact) => {
    // "Text START to " before 88788, from the line's own label, any run of spaces between its words.
    const phrase = contact.label.slice(0, contact.label.lastIndexOf(contact.display)).trim();
    const words = phrase.split(/\s+/).map(literal).join('\\s+');
    return {
      pattern: new RegExp(`(?<=\\b${words}\\s+)${literal(contact.display)}${NOT_BEFORE_MORE}`, 'gi'),
      href: contact.href,
    };
  });

/** The text in pieces, each help line's short code after its words a piece of its own with its sms: link. */
export function splitTextedHelpLines(text: string): TextedHelpLinePart[] {
  const found = TEXTED_LINES.flatMap(({ pattern, href }) =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      href,
    })),
  ).sort((a, b) => a.start - b.start);
  const parts: TextedHelpLinePart[] = [];
  let written = 0;
  for (const line of found) {
    if (line.start > written) parts.push({ text: text.slice(written, line.start) });
    parts.push({ text: text.slice(line.start, line.end), href: line.href });
    written = line.end;
  }
  if (written < text.length) parts.push({ text: text.slice(written) });
  return parts;
}
