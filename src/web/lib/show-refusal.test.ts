import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';
import { placeFieldRefusals, showRefusal } from './show-refusal.ts';

type Values = { email: string; firstName: string };

/** A form that records what it was told, as react-hook-form's setError would be told it. */
function recordingForm() {
  const said: { name: string; error: Partial<FieldError>; focused: boolean }[] = [];
  return {
    said,
    getValues: (() => ({ email: 'ada@example.com', firstName: 'Ada' })) as never,
    setError: ((name: string, error: Partial<FieldError>, options?: { shouldFocus?: boolean }) => {
      said.push({ name, error, focused: options?.shouldFocus ?? false });
    }) as never,
  };
}

describe('showRefusal', () => {
  it('says each reason under its own field and focuses the first', () => {
    const form = recordingForm();
    const refusal = new ApiError(409, 'CONFLICT', 'Already invited', [
      { path: 'email', message: 'An invitation is already waiting for this email address.' },
      { path: 'firstName', message: 'Letters only' },
    ]);
    showRefusal<Values>(form, refusal);
    expect(form.said).toEqual([
      {
        name: 'email',
        error: { type: 'server', message: 'An invitation is already waiting for this email address.' },
        focused: true,
      },
      { name: 'firstName', error: { type: 'server', message: 'Letters only' }, focused: false },
    ]);
  });

  it('says a reason about no field of this form, or a lost connection, under the form', () => {
    const elsewhere = recordingForm();
    showRefusal<Values>(
      elsewhere,
      new ApiError(422, 'VALIDATION_FAILED', 'That person is not on the team', [
        { path: 'assignedToUserId', message: 'That person is not on the team' },
      ]),
    );
    expect(elsewhere.said).toEqual([
      { name: 'root', error: { type: 'server', message: 'That person is not on the team' }, focused: false },
    ]);

    const offline = recordingForm();
    showRefusal<Values>(offline, new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE));
    expect(offline.said).toEqual([
      { name: 'root', error: { type: 'server', message: NETWORK_ERROR_MESSAGE }, focused: false },
    ]);
  });
});

describe('placeFieldRefusals', () => {
  it('hands a reason about a control outside the form (a chosen photo) to whoever shows it', () => {
    const form = recordingForm();
    const saidUnderPhoto: string[] = [];
    const refusal = new ApiError(422, 'VALIDATION_FAILED', 'Please select an image file.', [
      { path: 'photo', message: 'Please select an image file.' },
    ]);
    expect(
      placeFieldRefusals<Values>(form, refusal, { photo: (message) => saidUnderPhoto.push(message) }),
    ).toBe(true);
    expect(saidUnderPhoto).toEqual(['Please select an image file.']);
    expect(form.said).toEqual([]);
  });

  it('says nothing, and answers false, when no reason is about one of its fields', () => {
    const form = recordingForm();
    expect(placeFieldRefusals<Values>(form, new ApiError(429, 'RATE_LIMITED', 'Too many attempts'))).toBe(
      false,
    );
    expect(form.said).toEqual([]);
  });
});
