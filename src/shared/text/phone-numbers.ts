import { CRISIS_RESOURCES, EMERGENCY_NOTE, SAFETY_RESOURCES } from '../hubs/crisis-resources.ts';
import { telHref } from '../hubs/phone.ts';
import type { ContactMethod } from '../hubs/types.ts';

// Phone numbers in text that a person reading on a phone can tap: a task's "call 1-800-772-1213",
// the chat's "call or text 988". Only what can be nothing else is linked. A 10-digit US number is
// written with its separators ("800-772-1213", "(800) 772-1213"), never as a bare run of digits,
// which may be an account number. The short crisis numbers are linked only in the phrasings that
// name them ("call 911", "text HOME to 741741", "text START to 88788"), so "page 988" or "911 words"
// stay text. Nothing inside a web address, an amount or a longer run of digits is ever a number to call.

type PhonePart = { text: string; href?: string };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words as a pattern that lets any run of spaces or a line break stand between them. */
const words = (text: string) => text.trim().split(/\s+/).map(literal).join('\\s+');

const contact = (resourceId: string, kind: ContactMethod['kind']): ContactMethod =>
  CRISIS_RESOURCES.find((resource) => resource.id === resourceId)!.contacts.find(
    (method) => method.kind === kind,
  )!;
const lifelineName = CRISIS_RESOURCES.find((resource) => resource.id === '988-lifeline')!.name;
const CALL_LIFELINE = contact('988-lifeline', 'call');
const TEXT_LIFELINE = contact('988-lifeline', 'text');
const EMERGENCY = EMERGENCY_NOTE.contact;

// Not part of a longer number, a word, a web address ("/800-…", "?phone=…"), an amount ("$800…"),
// an e-mail address or a number from abroad ("+44 800 772 1213").
const NOT_AFTER_WORD = '(?<![\\w$@/=?&#%.,+-])(?<!\\+\\d{1,3}[-. ]?)';
const NOT_BEFORE_MORE = '(?![\\w/@%=&+-]|[.,]\\d)';
const CALLED = '(?<=\\b(?:call|dial)(?:\\s+or\\s+text)?\\s+|\\btext\\s+or\\s+call\\s+)';
const TEXTED = '(?<=\\btext\\s+)';

const AREA_OR_EXCHANGE = '[2-9]\\d{2}';
const US_NUMBER =
  `(?:\\+1[-. ]?|1[-. ])?` +
  `(?:\\(${AREA_OR_EXCHANGE}\\)[-. ]?${AREA_OR_EXCHANGE}[-. ]\\d{4}` +
  `|${AREA_OR_EXCHANGE}([-. ])${AREA_OR_EXCHANGE}\\1\\d{4})`;

// "988 Suicide & Crisis Lifeline", or "988 Lifeline" for short.
const lifelineWords = lifelineName.slice(CALL_LIFELINE.display.length).trim().split(/\s+/);
const lifelineLast = lifelineWords.pop()!;
const BEFORE_LIFELINE = `(?=\\s+(?:${words(lifelineWords.join(' '))}\\s+)?${literal(lifelineLast)}\\b)`;

// The help lines texted with a word ("Text HOME to" before 741741, "Text START to" before 88788), each
// after the words of its own label, so one added to the resources is linked too, and a model's "text STOP
// to 12345", or a word sent to another line's code, never is.
const TEXTED_WITH_A_WORD = [...CRISIS_RESOURCES, ...SAFETY_RESOURCES]
  .flatMap((resource) => resource.contacts)
  .filter((method) => method.kind === 'text' && /[?&]body=/.test(method.href))
  .map((method) => ({
    pattern: `(?<=\\b${words(method.label.slice(0, method.label.lastIndexOf(method.display)))}\\s+)${literal(method.display)}${NOT_BEFORE_MORE}`,
    href: () => method.href,
  }));

/** Each kind of number, the earlier in the list winning when two read the same digits. */
const MATCHERS: ReadonlyArray<{ pattern: RegExp; href: (text: string) => string }> = [
  { pattern: `${NOT_AFTER_WORD}${US_NUMBER}${NOT_BEFORE_MORE}`, href: telHref },
  { pattern: `${CALLED}${literal(CALL_LIFELINE.display)}${NOT_BEFORE_MORE}`, href: () => CALL_LIFELINE.href },
  {
    pattern: `${NOT_AFTER_WORD}${literal(CALL_LIFELINE.display)}${BEFORE_LIFELINE}`,
    href: () => CALL_LIFELINE.href,
  },
  { pattern: `${TEXTED}${literal(TEXT_LIFELINE.display)}${NOT_BEFORE_MORE}`, href: () => TEXT_LIFELINE.href },
  { pattern: `${CALLED}${literal(EMERGENCY.display)}${NOT_BEFORE_MORE}`, href: () => EMERGENCY.href },
  ...TEXTED_WITH_A_WORD,
].map(({ pattern, href }) => ({ pattern: new RegExp(pattern, 'gi'), href }));

// A web address, up to the next space: "https://…", "www.…".
const WEB_ADDRESS = /\b(?:[a-z][\w+.-]*:\/\/|www\.)\S*/gi;

/**
 * The text in pieces, each phone number a piece of its own with the href that calls or texts it. A
 * number whose href `isLinked` refuses stays in the text around it, a number to read and not to tap
 * (the chat links only Harbor's own help lines in an answer: a model can make one up).
 */
export function splitPhoneNumbers(
  text: string,
  isLinked: (href: string) => boolean = () => true,
): PhonePart[] {
  const addresses = [...text.matchAll(WEB_ADDRESS)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const found = MATCHERS.flatMap(({ pattern, href }, rank) =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      href: href(match[0]),
      rank,
    })),
  )
    .filter(
      (number) => !addresses.some((address) => number.start < address.end && address.start < number.end),
    )
    .sort((a, b) => a.start - b.start || a.rank - b.rank);

  const parts: PhonePart[] = [];
  // `read`: where the last number read ends; `written`: where the last piece given back ends. A refused
  // number is read (so no shorter reading of its digits is linked in its place) but stays in the text.
  let read = 0;
  let written = 0;
  for (const number of found) {
    if (number.start < read) continue;
    read = number.end;
    if (!isLinked(number.href)) continue;
    if (number.start > written) parts.push({ text: text.slice(written, number.start) });
    parts.push({ text: text.slice(number.start, number.end), href: number.href });
    written = number.end;
  }
  if (written < text.length) parts.push({ text: text.slice(written) });
  return parts;
}
