import { longDate } from '../memorials/life-dates.ts';
import type { Pronouns } from '../memorials/memorial-options.ts';
import { pronounWords } from '../memorials/pronoun-words.ts';
import type { ObituaryAnswers } from './obituary-answers.ts';

// The draft Harbor writes without a model: the family's own words set into plain sentences. Every
// sentence is made only from answers that were given, so a blank answer leaves no gap behind it.

type Voice = { subject: string; is: string; was: string; possessive: string; object: string };

const SUBJECTS: Record<Pronouns, Pick<Voice, 'subject' | 'is' | 'was'>> = {
  she: { subject: 'She', is: 'is', was: 'was' },
  he: { subject: 'He', is: 'is', was: 'was' },
  they: { subject: 'They', is: 'are', was: 'were' },
};

const voiceOf = (pronouns: Pronouns | null): Voice => ({
  ...SUBJECTS[pronouns ?? 'they'],
  ...pronounWords(pronouns),
});

/** Blank lines and runs of spaces typed into one answer, gone; the family's own line breaks kept. */
const tidy = (value: string) => value.replace(/[ \t]+/g, ' ').trim();

/** An answer used inside a sentence: no full stop or comma of its own at the end. */
const fragment = (value: string) => tidy(value).replace(/[\s.,;:]+$/, '');

/** Answers the family wrote as sentences, ending as a sentence does. */
const sentences = (value: string) => {
  const text = tidy(value);
  return /[.!?]["')\]]?$/.test(text) ? text : `${fragment(text)}.`;
};

/** Whole years between two calendar days, or null when either is missing or they are the wrong way round. */
export function ageAtDeath(birthDate: string, deathDate: string): number | null {
  if (!birthDate || !deathDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [dy, dm, dd] = deathDate.split('-').map(Number) as [number, number, number];
  const age = dy - by - (dm < bm || (dm === bm && dd < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

const clauses = (...parts: (string | null | false)[]) => parts.filter(Boolean).join(', ');

/** "on March 14, 1948, in Dayton, Ohio" from whichever of the two was given. */
const whenAndWhere = (date: string, place: string) =>
  clauses(date ? `on ${longDate(date)}` : null, fragment(place) ? `in ${fragment(place)}` : null);

function lifeFacts(answers: ObituaryAnswers, name: string, voice: Voice): string {
  const age = ageAtDeath(answers.birthDate, answers.deathDate);
  const died = whenAndWhere(answers.deathDate, answers.deathPlace);
  const opening = `${clauses(
    `${fragment(answers.fullName)} died${died ? ` ${died}` : ''}`,
    age !== null && `at the age of ${age}`,
  )}.`;
  const born = whenAndWhere(answers.birthDate, answers.birthPlace);
  // A name people used that is not simply the first of the full name is worth a sentence of its own.
  const knownAs = fragment(answers.fullName).split(/\s+/).includes(name)
    ? null
    : `Family and friends knew ${voice.object} as ${name}.`;
  return [opening, knownAs, born ? `${voice.subject} ${voice.was} born ${born}.` : null]
    .filter(Boolean)
    .join(' ');
}

type Verbs = { is: string; was: string };
type Line = (verbs: Verbs) => string;
const NAMED: Verbs = { is: 'is', was: 'was' };

/**
 * A paragraph that opens with their name and speaks of them as the family chose after it; the
 * verbs follow the subject ("Eleanor is survived by", "They were preceded in death by").
 */
function paragraph(name: string, voice: Voice, lines: (Line | null)[]): string {
  return lines
    .filter((line): line is Line => line !== null)
    .map((line, index) => (index === 0 ? `${name} ${line(NAMED)}` : `${voice.subject} ${line(voice)}`))
    .join(' ');
}

const lifeStory = (answers: ObituaryAnswers, name: string, voice: Voice) =>
  paragraph(name, voice, [
    fragment(answers.work) ? () => `worked as ${fragment(answers.work)}.` : null,
    fragment(answers.faith) ? ({ was }) => `${was} part of ${fragment(answers.faith)}.` : null,
    fragment(answers.passions) ? () => `loved ${fragment(answers.passions)}.` : null,
  ]);

const family = (answers: ObituaryAnswers, name: string, voice: Voice) =>
  paragraph(name, voice, [
    fragment(answers.survivedBy) ? ({ is }) => `${is} survived by ${fragment(answers.survivedBy)}.` : null,
    fragment(answers.predeceasedBy)
      ? ({ was }) => `${was} preceded in death by ${fragment(answers.predeceasedBy)}.`
      : null,
  ]);

function farewell(answers: ObituaryAnswers, voice: Voice): string {
  return [
    tidy(answers.serviceDetails) ? sentences(answers.serviceDetails) : null,
    fragment(answers.charity)
      ? `Instead of flowers, the family welcomes donations in ${voice.possessive} memory to ${fragment(answers.charity)}.`
      : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The name the draft uses after its first sentence: what people called them, or their first name. */
export function shortNameOf(answers: Pick<ObituaryAnswers, 'fullName' | 'knownAs'>): string {
  return fragment(answers.knownAs) || fragment(answers.fullName).split(/\s+/)[0] || '';
}

/**
 * A first draft of the obituary from the guided answers, in short paragraphs: life facts, their
 * story, family, then the service and a charity. The person is always named, never "the deceased".
 */
export function composeObituary(answers: ObituaryAnswers): string {
  const voice = voiceOf(answers.pronouns);
  const name = shortNameOf(answers);
  return [
    lifeFacts(answers, name, voice),
    lifeStory(answers, name, voice),
    family(answers, name, voice),
    farewell(answers, voice),
  ]
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
