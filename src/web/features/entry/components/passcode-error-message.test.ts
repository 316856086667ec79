import { describe, expect, it } from 'vitest';
import { PASSCODE_MESSAGES } from '#shared/validation/passcode-messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { passcodeErrorMessage } from './passcode-error-message.ts';

describe('passcodeErrorMessage', () => {
  it.each([
    [new ApiError(429, 'RATE_LIMITED', 'x'), PASSCODE_MESSAGES.tooMany],
    [new ApiError(404, 'NOT_FOUND', 'x'), PASSCODE_MESSAGES.notNeeded],
    [new ApiError(400, 'BAD_REQUEST', PASSCODE_MESSAGES.invalid), PASSCODE_MESSAGES.invalid],
    [new ApiError(422, 'VALIDATION_FAILED', ''), PASSCODE_MESSAGES.invalid],
    [new Error('network'), PASSCODE_MESSAGES.invalidRetry],
  ])('%s → %s', (error, message) => {
    expect(passcodeErrorMessage(error)).toBe(message);
  });
});
