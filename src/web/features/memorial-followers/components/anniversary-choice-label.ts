import type { Pronouns } from '#shared/memorials/memorial-options.ts';
import { pronounWords } from '#shared/memorials/pronoun-words.ts';

/**
 * The anniversary checkbox's words: the person by their first name and the family's pronouns, never by
 * a relationship. "A note on Eleanor's birthday and on the anniversary of her death."
 */
export function anniversaryChoiceLabel(firstName: string, pronouns: Pronouns | null): string {
  const { possessive } = pronounWords(pronouns);
  const name = firstName.trim();
  return `A note on ${name ? `${name}'s` : possessive} birthday and on the anniversary of ${possessive} death`;
}
