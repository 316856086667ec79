import { splitPhoneNumbers } from '../text/phone-numbers.ts';
import { isHelpLineHref, isHelpLineNumber } from './help-line-numbers.ts';

// The check a model's answer passes before the person sees it. The system prompt asks the model for
// all of this; this is what holds when the model does not listen. It looks for four things a grieving
// person, possibly at risk, must never be handed by Harbor:
//
// - means: how much of something kills, how long dying takes, how to do it. Kept to lethality and
//   means on purpose, so ordinary grief talk passes: "take your time", "the two tablets of paracetamol
//   the doctor gave you", "he died of an overdose", "are you having thoughts of ending your life?"
//   (the question the prompt asks the model to put). A number of pills or a dose counts only in the same
//   sentence as dying, killing, a lethal or fatal amount, or "enough"/"too many".
// - the wording suicide-loss guidance asks us to avoid: "committed suicide" (a crime's word), and
//   "successful"/"failed"/"completed" suicide.
// - a phone number that is not one of Harbor's help lines (help-line-numbers.ts): a made-up number
//   that looks real. Wider than the numbers the page links: any run of digits written like a phone
//   number, and a short code after "call", "text" or "dial".
// - the clichés grief support warns against: "in a better place", "everything happens for a reason",
//   and a consoling "at least" ("at least he's not suffering"). "At least" before a pronoun only, so
//   "at least once a day" or "for at least a few minutes" pass.
//
// A false alarm costs little: the built-in companion answers instead. A miss can cost a life, so the
// means rules lean wide within their subject.

export type ReplyProblem = 'means' | 'suicide-wording' | 'unlisted-number' | 'cliche';

/** Lower case, one kind of apostrophe and of space, so one pattern reads every way of writing it. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ');

const NUMBER_WORD =
  '(?:\\d+(?:[.,]\\d+)?|a few|a couple(?: of)?|a handful of|several|dozens? of|half a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|a hundred)';
const SUBSTANCE_UNIT =
  '(?:mg|milligrams?|mcg|micrograms?|g|grams?|ml|milliliters?|millilitres?|units?|tablets?|pills?|capsules?|caplets?|doses?|bottles?|packets?|packs?|boxes|box|strips?)';
/** "40 tablets", "500 mg", "30 of his pills", "a handful of pills", "a whole bottle". */
const QUANTITY = new RegExp(
  `\\b(?:${NUMBER_WORD}(?:-|\\s)?(?:\\w+\\s){0,2}${SUBSTANCE_UNIT}\\b|(?:the|a) whole (?:bottle|packet|pack|box|strip)\\b)`,
);
/** What makes a quantity a lethal one. */
const DEATH =
  /\b(?:die|dies|died|dying|death|dead|deadly|kill|kills|killed|killing|lethal|fatal|fatally|overdos(?:e|es|ed|ing)|suicide|end (?:it|(?:your|his|her|their|my|one's) (?:own )?life)|(?:not|never) wake up|stop (?:his|her|your|their|the) heart|enough|too (?:many|much))\b/;

const MEANS: readonly RegExp[] = [
  /\blethal(?:ly|ity)?\b/,
  /\b(?:fatal|deadly|toxic|killing) (?:dose|doses|dosage|amount|quantity|level|combination|mix)\b/,
  /\boverdose (?:amount|threshold|level|limit|dose|quantity)\b/,
  /\b(?:amount|number|quantity) (?:\w+ ){0,3}(?:needed |required |it takes )?to (?:overdose|die|kill)\b/,
  /\bhow (?:many|much)\b[^.!?]{0,40}\b(?:to|would|will|could|can) (?:kill|die|overdose|be (?:fatal|lethal|deadly))\b/,
  /\bhow many (?:\w+ )?(?:pills|tablets|capsules)\b(?: \w+){0,3} (?:would|could|does it take|to (?:take|kill|die|overdose)|(?:is|are) (?:too many|enough|fatal|lethal|deadly))\b/,
  /\bhow long (?:it|does it|would it|will it|did it|can it) (?:takes?|take) (?:\w+ ){0,4}to (?:die|bleed out|suffocate|lose consciousness|pass out|stop breathing)\b/,
  /\btakes? (?:about |around |roughly |only |just )?(?:\d+|a few|several|one|two|three|five|ten|twenty|thirty) (?:seconds|minutes|hours) (?:\w+ ){0,3}to (?:die|bleed out|suffocate|lose consciousness)\b/,
  /\bhow to (?:kill|hang|poison|suffocate|drown|shoot|overdose|end (?:it|your life|one's life|his life|her life|their life))\b/,
  /\b(?:best|easiest|quickest|fastest|surest|most effective|most reliable|least painful|painless|quiet(?:est)?) (?:way|ways|method|methods|means) (?:to|of) (?:die|dying|kill|killing|suicide|end|ending)\b/,
  /\bsuicide methods?\b|\bmethods? of (?:suicide|killing)\b/,
];

const SUICIDE_WORDING: readonly RegExp[] = [
  /\bcommit(?:s|ted|ting)? suicide\b/,
  /\b(?:un)?successful(?:ly)? suicide\b/,
  /\bsuccessfully (?:killed|took) (?:him|her|them|your)sel(?:f|ves)\b/,
  /\bsuicide (?:attempt )?(?:was|were|is) (?:un)?successful\b/,
  /\b(?:completed|failed) suicide\b/,
];

const CLICHES: readonly RegExp[] = [
  /\b(?:in|(?:gone|went|go|going|moved on|passed on|passed) to) a better place\b/,
  /\b(?:everything|it all|all|things) happens? for a reason\b|\bhappened for a reason\b/,
  /\bat least (?:he|she|they|you|we|it|his|her|their|your|there|that)\b/,
  /\bat least (?:the|his|her|their) (?:pain|suffering)\b/,
];

// Anything written like a phone number, wider than what the page links: 10 digits with or without
// separators and a country code; then, in what is left, a 7-digit local number and a 3- to 6-digit code
// after "call", "text" or "dial" ("call my friend at 555-8675", "text 838255"). Never inside a longer
// run of digits, so a date (2026-10-12) or an amount ($1,800) is not one.
const NOT_AFTER_DIGIT = '(?<![\\d$£€.,/-])';
const NOT_BEFORE_DIGIT = '(?![\\d/]|[.,-]\\d)';
const FULL_NUMBER = new RegExp(
  `${NOT_AFTER_DIGIT}(?:\\+?1[-. ]?)?(?:\\(\\d{3}\\) ?|\\d{3}[-. ]?)\\d{3}[-. ]?\\d{4}${NOT_BEFORE_DIGIT}`,
  'g',
);
const SHORTER_NUMBERS: readonly RegExp[] = [
  `${NOT_AFTER_DIGIT}\\d{3}[-. ]\\d{4}${NOT_BEFORE_DIGIT}`,
  `(?<=\\b(?:call|text|dial|phone|ring|sms)(?: or (?:call|text))?(?: (?:\\w+ ){0,3}(?:at|on|to))? )\\d{3,6}${NOT_BEFORE_DIGIT}`,
].map((pattern) => new RegExp(pattern, 'g'));

const isUnlisted = (match: RegExpMatchArray) => !isHelpLineNumber(match[0]);

/** Whether the text offers a number to call or text that is not one of Harbor's help lines. */
function hasUnlistedNumber(text: string): boolean {
  if (splitPhoneNumbers(text).some((part) => part.href && !isHelpLineHref(part.href))) return true;
  if ([...text.matchAll(FULL_NUMBER)].some(isUnlisted)) return true;
  // The full numbers read, the last seven digits of one ('(800) 222-1222') are not read again alone.
  const rest = text.replace(FULL_NUMBER, ' ');
  return SHORTER_NUMBERS.some((pattern) => [...rest.matchAll(pattern)].some(isUnlisted));
}

// A sentence ends at . ! ? or … followed by a space (after any closing quote or bracket), or at a line
// break. "555.867.5309" or "3.5" has no space after its dots, so a number is never cut in two.
const SENTENCE_END = /[.!?…]+["'’”)\]]*\s+|\n+/g;

/** The sentences of a text: enough to keep a quantity and a death word to one sentence. */
const sentencesOf = (text: string) => text.split(SENTENCE_END);

function hasMeans(text: string): boolean {
  if (MEANS.some((pattern) => pattern.test(text))) return true;
  return sentencesOf(text).some((sentence) => QUANTITY.test(sentence) && DEATH.test(sentence));
}

/** What is wrong with a reply, each problem once; empty when it may be shown. */
export function findReplyProblems(reply: string): ReplyProblem[] {
  const text = normalise(reply);
  const problems: ReplyProblem[] = [];
  if (hasMeans(text)) problems.push('means');
  if (SUICIDE_WORDING.some((pattern) => pattern.test(text))) problems.push('suicide-wording');
  if (hasUnlistedNumber(text)) problems.push('unlisted-number');
  if (CLICHES.some((pattern) => pattern.test(text))) problems.push('cliche');
  return problems;
}

/** Where the text's whole sentences end: 0 while the first is still being written. */
export function endOfWholeSentences(text: string): number {
  let end = 0;
  for (const match of text.matchAll(SENTENCE_END)) end = match.index + match[0].length;
  return end;
}
