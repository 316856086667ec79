import { hasDangerousFreeTextContent } from './suspicious-content.ts';
import { exceedsCharacters } from './text-length.ts';

// Apart from free-text.ts's zod fields, so a page that checks text without zod (the public memorial
// page's tribute form) does not download zod with it.

export const FREE_TEXT_DEFAULT_MAX = 5000;

export const FREE_TEXT_MESSAGES = {
  dangerous: 'Content contains potentially dangerous elements',
  tooLong: (max: number) => `Content exceeds maximum length of ${max} characters`,
} as const;

/**
 * The spec's free-text rules. Text is stored exactly as typed and rendered as text, never as HTML,
 * so nothing is escaped here (a tribute with "Mum's" must show "Mum's").
 */
export function checkFreeText(value: string, max = FREE_TEXT_DEFAULT_MAX): string | null {
  if (exceedsCharacters(value, max)) return FREE_TEXT_MESSAGES.tooLong(max);
  if (hasDangerousFreeTextContent(value)) return FREE_TEXT_MESSAGES.dangerous;
  return null;
}
