import { ApiError, messageOf } from '#web/lib/api-client.ts';

/**
 * A link that is not ours, or has run out, says so gently with `invalid`; anything else (offline) says
 * what happened, after `failed` when a button was pressed.
 */
export function describeFollowLinkError(error: Error, invalid: string, failed?: string): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return invalid;
  return failed ? `${failed} ${messageOf(error)}` : messageOf(error);
}
