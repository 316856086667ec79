/**
 * The header a form's submission key travels in (docs/decisions/080), the name the IETF httpapi
 * draft gives it, and what the server says of one that is not a uuid.
 */
export const SUBMISSION_KEY_HEADER = 'Idempotency-Key';
export const SUBMISSION_KEY_INVALID = 'Idempotency-Key must be a uuid';
