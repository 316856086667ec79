import type { Pronouns } from '#shared/memorials/memorial-options.ts';
import { pronounWords } from '#shared/memorials/pronoun-words.ts';
import { possessive } from '#shared/text/possessive.ts';

/**
 * The anniversary checkbox's words: the person by their first name and the family's pronouns, never by
 * a relationship. "A note on Eleanor’s birthday and on the anniversary of her death."
 */
export function anniversaryChoiceLabel(firstName: string, pronouns: Pronouns | null): string {
  const their = pronounWords(pronouns).possessive;
  return `A note on ${possessive(firstName.trim() || null, their)} birthday and on the anniversary of ${their} death`;
}
