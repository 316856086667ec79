import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';
import { repeatingJob } from './repeating-job.ts';

const waitFor = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2_000 });

describe('repeatingJob', () => {
  it('keeps going after a failed run, and logs the failure', async () => {
    const logger = createLogger('silent');
    const logged = vi.spyOn(logger, 'error');
    let runs = 0;
    const job = repeatingJob('test job', logger, async () => {
      runs += 1;
      if (runs === 1) throw new Error('a bad minute');
    });
    job.start(5);
    await waitFor(() => runs >= 3);
    await job.stop();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'test job tick failed',
    );
  });

  it('stop waits for the run in progress and no run starts after it', async () => {
    let release!: () => void;
    let finished = false;
    let runs = 0;
    const job = repeatingJob('test job', createLogger('silent'), async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      finished = true;
    });
    job.start(1);
    await waitFor(() => runs === 1);
    const stopping = job.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toBe(1);
  });
});
