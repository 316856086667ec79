import { z } from 'zod';
import { checkFreeText, FREE_TEXT_DEFAULT_MAX } from './check-free-text.ts';

export { checkFreeText, FREE_TEXT_MESSAGES } from './check-free-text.ts';

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
