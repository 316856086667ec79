import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';
import { resendIfLost } from './resend-if-lost.ts';

const lost = () => new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs the removal to its end, letting the pause before a second try pass. */
async function settle<T>(removal: Promise<T>) {
  const outcome = removal.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('resendIfLost', () => {
  it('sends once when the answer arrives', async () => {
    const send = vi.fn().mockResolvedValue('removed');
    expect(await settle(resendIfLost(send))).toEqual({ value: 'removed' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends once more when the answer was lost, and answers with the second', async () => {
    const send = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce('removed');
    expect(await settle(resendIfLost(send))).toEqual({ value: 'removed' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not send a refused removal again', async () => {
    const refused = new ApiError(403, 'FORBIDDEN', 'Only the admin can remove this.');
    const send = vi.fn().mockRejectedValue(refused);
    expect(await settle(resendIfLost(send))).toEqual({ error: refused });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the first failure when the second is lost too (offline)', async () => {
    const first = lost();
    const send = vi.fn().mockRejectedValueOnce(first).mockRejectedValueOnce(lost());
    const outcome = await settle(resendIfLost(send));
    expect(outcome).toEqual({ error: first });
    expect((outcome as { error: unknown }).error).toBe(first);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
