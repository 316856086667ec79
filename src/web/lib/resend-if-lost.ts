import { ApiError } from './api-client.ts';

/** Long enough for a dropped connection to come back, short enough that the button's wait is not noticed. */
const SECOND_TRY_AFTER_MS = 600;

/**
 * Sends a removal (or a hand-over), and once more if its answer was lost on the way (a failed request,
 * not a refusal). The server answers the removal of something already gone as removed, and a hand-over
 * to the person already the admin as handed over (decision 081), so a second try is safe, and it tells
 * the page what happened instead of "not removed" beside a list without the line.
 * When both fail (offline), the first failure is the one shown.
 */
export async function resendIfLost<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, SECOND_TRY_AFTER_MS));
    return send().catch(() => {
      throw error;
    });
  }
}
