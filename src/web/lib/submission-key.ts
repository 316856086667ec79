import { useState } from 'react';
import { SUBMISSION_KEY_HEADER } from '#shared/validation/submission-key.ts';
import { randomUuid } from './random-uuid.ts';

/**
 * Keys for what a form adds (docs/decisions/080). The same thing sent again (its answer lost on the
 * way, a double tap) carries the same key, so the server leads it to what the first one made; a
 * thing changed before it is sent again, or sent after a success, is a new thing with a new key.
 */
export function submissionKeys() {
  let last: { key: string; sent: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const sent = JSON.stringify(payload);
      if (last?.sent !== sent) last = { key: randomUuid(), sent };
      return last.key;
    },
    /** After a success: the next thing sent, even the same again, is a new one. */
    renew() {
      last = null;
    },
  };
}

export type SubmissionKeys = ReturnType<typeof submissionKeys>;

/** One form's keys, kept for as long as the form is on the page. */
export const useSubmissionKeys = () => useState(submissionKeys)[0];

/** The request options that send a submission key (the header the server reads it from). */
export const sentOnce = (key: string) => ({ headers: { [SUBMISSION_KEY_HEADER]: key } });

/**
 * A file as a submission key knows it: what the browser says of it, not its bytes (decision 080), so
 * another file is another thing sent.
 */
export const fileAsSent = (file: File) => ({
  name: file.name,
  size: file.size,
  lastModified: file.lastModified,
});
