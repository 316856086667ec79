import { z } from 'zod';
import { hasSuspiciousNameContent } from './suspicious-content.ts';

const NAME_MIN_LENGTH = 1;
const NAME_MAX_LENGTH = 50;

export const NAME_MESSAGES = {
  characters: 'Names can only contain letters, spaces, hyphens, and apostrophes',
  suspicious: 'Invalid input detected',
  tooLong: `Names must be at most ${NAME_MAX_LENGTH} characters`,
} as const;

// Letters of every language (José, Zoë, Nguyễn) with their combining marks, plus ’ typed by phones.
const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+(?: [\p{L}\p{M}' ’-]+)*$/u;

type NameVerdict = { ok: true; value: string } | { ok: false; message: string; suspicious: boolean };

/** One verdict for client and server; `suspicious` tells the server to log a security event. */
export function checkName(raw: string): NameVerdict {
  const value = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (hasSuspiciousNameContent(value))
    return { ok: false, message: NAME_MESSAGES.suspicious, suspicious: true };
  if (value.length < NAME_MIN_LENGTH)
    return { ok: false, message: NAME_MESSAGES.characters, suspicious: false };
  if (value.length > NAME_MAX_LENGTH) return { ok: false, message: NAME_MESSAGES.tooLong, suspicious: false };
  if (!NAME_PATTERN.test(value) || !/\p{L}/u.test(value)) {
    return { ok: false, message: NAME_MESSAGES.characters, suspicious: false };
  }
  return { ok: true, value };
}

/** The spec's name rules as a zod transform; a refusal carries `suspicious` for the security log. */
function applyNameRules(value: string, ctx: z.RefinementCtx) {
  const verdict = checkName(value);
  if (!verdict.ok) {
    ctx.addIssue({ code: 'custom', message: verdict.message, params: { suspicious: verdict.suspicious } });
    return z.NEVER;
  }
  return verdict.value;
}

/** A required name field: `requiredMessage` when blank, otherwise the spec's name rules. */
export function nameField(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).transform(applyNameRules);
}

/** An optional name field: blank stays '', anything typed follows the spec's name rules. */
export function optionalNameField() {
  return z
    .string()
    .trim()
    .transform((value, ctx) => (value === '' ? value : applyNameRules(value, ctx)));
}
