import type { HarborPlace } from './offline-companion.ts';

// The companion (and a model) name Harbor's places in words: "the support hub lists them". The
// chat turns those names into links, so a person who is told where help is can go there.

const NAMES: ReadonlyArray<readonly [string, HarborPlace]> = [
  ['support hub', 'support-hub'],
  ['legal hub', 'legal-hub'],
  ['financial hub', 'financial-hub'],
  ['accounts hub', 'accounts-hub'],
  ['memorial hub', 'memorial-hub'],
  ['grief journal', 'grief-journal'],
  ['mood tracker', 'mood-tracker'],
  ['guided exercises', 'guided-exercises'],
  ['your checklist', 'checklist'],
];

const MENTION = new RegExp(`\\b(${NAMES.map(([name]) => name).join('|')})\\b`, 'gi');

type TextPart = { text: string; place?: HarborPlace };

/** The text in pieces, each place name a piece of its own with the place it names. */
export function splitPlaceMentions(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const place = NAMES.find(([name]) => name === match[0].toLowerCase())![1];
    parts.push({ text: match[0], place });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
