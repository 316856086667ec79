import { capitalised } from '../text/capitalised.ts';
import type { Pronouns } from './memorial-options.ts';

type PronounWords = {
  /** "her story", "in his honour" */
  possessive: string;
  /** "meant a lot to them" */
  object: string;
};

const WORDS: Record<Pronouns, PronounWords> = {
  she: { possessive: 'her', object: 'her' },
  he: { possessive: 'his', object: 'him' },
  they: { possessive: 'their', object: 'them' },
};

/** The words the page's headings use for the person: the family's choice, "they" when none was given. */
export const pronounWords = (pronouns: Pronouns | null): PronounWords => WORDS[pronouns ?? 'they'];

/** "Her story", "His story", "Their story". */
export const storyHeading = (pronouns: Pronouns | null) =>
  `${capitalised(pronounWords(pronouns).possessive)} story`;
