import { PASSCODE_MESSAGES } from '#shared/validation/passcode-messages.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** The spec's passcode messages; without a gate the server says so (404) instead of granting anything. */
export function passcodeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return PASSCODE_MESSAGES.tooMany;
    if (error.status === 404) return PASSCODE_MESSAGES.notNeeded;
    if (error.status === 400 || error.status === 422) return error.message || PASSCODE_MESSAGES.invalid;
  }
  return PASSCODE_MESSAGES.invalidRetry;
}
