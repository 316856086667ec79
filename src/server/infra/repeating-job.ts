import type { Logger } from './logger.ts';

export type RepeatingJob = {
  start: (intervalMs: number) => void;
  /** Stops the repeats and waits for a run in progress, so shutdown never cuts one in half. */
  stop: () => Promise<void>;
};

/**
 * Runs `runOnce` now and then again `intervalMs` after each run ends (never two at once in a process).
 * A failed run is logged and the next one still comes: background work must outlive a bad minute.
 * The timers are unref'd so they never keep a process alive on their own.
 */
export function repeatingJob(name: string, logger: Logger, runOnce: () => Promise<unknown>): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> | undefined;

  const schedule = (tick: () => Promise<void>, delayMs: number) => {
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };

  return {
    start(intervalMs) {
      stopped = false;
      const tick = async () => {
        try {
          running = runOnce();
          await running;
        } catch (error) {
          logger.error({ err: error }, `${name} tick failed`);
        } finally {
          running = undefined;
          if (!stopped) schedule(tick, intervalMs);
        }
      };
      schedule(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
