import { z } from 'zod';
import { hasDangerousFreeTextContent } from './suspicious-content.ts';

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
  if ([...value].length > max) return FREE_TEXT_MESSAGES.tooLong(max);
  if (hasDangerousFreeTextContent(value)) return FREE_TEXT_MESSAGES.dangerous;
  return null;
}

/** A free-text field: trimmed, checked, `required` makes blank an error with that message. */
export function freeTextField(options: { max?: number; required?: string } = {}) {
  const max = options.max ?? FREE_TEXT_DEFAULT_MAX;
  const base = z.string().trim();
  const checked = (options.required ? base.min(1, options.required) : base).superRefine((value, ctx) => {
    const problem = checkFreeText(value, max);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
  return checked;
}

/** Optional free text where blank means null. */
export function optionalFreeTextField(max = FREE_TEXT_DEFAULT_MAX) {
  return freeTextField({ max })
    .nullish()
    .transform((value) => (value ? value : null));
}
