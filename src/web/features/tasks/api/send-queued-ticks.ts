import type { QueryClient } from '@tanstack/react-query';
import {
  dropRefused,
  keepOnlyUser,
  markSending,
  type QueuedTick,
  releaseUnsent,
  settleSent,
} from '#shared/offline/queued-ticks.ts';
import { ApiError, api, unwrap } from '#web/lib/api-client.ts';
import { keptCopiesReadSoFar } from '#web/lib/kept-copies.ts';
import { TASK_VIEW_KEYS } from '#web/lib/query-keys.ts';
import { readTickQueue, updateTickQueue } from '#web/pwa/queued-ticks-store.ts';

type TickOutcome =
  | { tick: QueuedTick; result: 'saved' | 'waiting' }
  | { tick: QueuedTick; result: 'refused'; error: ApiError };

/**
 * No answer, or one that says "try later", keeps the tick for the next try. 401: the session ended
 * meanwhile; the tick waits for the same person to sign in again (anyone else's sign-in drops it).
 */
const TRY_AGAIN_STATUSES = new Set([0, 401, 408, 429, 502, 503, 504]);

let running: Promise<TickOutcome[]> = Promise.resolve([]);

/** One tab sends at a time: two tabs sending the same stored tick would send it twice. */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  // The lock's typing wraps the callback's promise in another; at run time it is one promise.
  return 'locks' in navigator ? (navigator.locks.request('harbor-queued-ticks', work) as Promise<T>) : work();
}

async function sendWaitingTicks(userId: string): Promise<TickOutcome[]> {
  const outcomes: TickOutcome[] = [];
  for (const { taskId } of updateTickQueue((queue) => keepOnlyUser(queue, userId))) {
    // Read again each time: a tap may have changed this task while the one before was being sent.
    const tick = readTickQueue().find((entry) => entry.userId === userId && entry.taskId === taskId);
    if (!tick) continue;
    updateTickQueue((queue) => markSending(queue, tick));
    try {
      await unwrap(
        api.tasks[':taskId'].$patch({
          param: { taskId },
          json: { status: tick.completed ? 'completed' : 'pending' },
        }),
      );
      updateTickQueue((queue) => settleSent(queue, tick));
      outcomes.push({ tick, result: 'saved' });
    } catch (error) {
      if (error instanceof ApiError && !TRY_AGAIN_STATUSES.has(error.status)) {
        updateTickQueue((queue) => dropRefused(queue, tick));
        outcomes.push({ tick, result: 'refused', error });
        continue;
      }
      updateTickQueue((queue) => releaseUnsent(queue, tick));
      outcomes.push({ tick, result: 'waiting' });
      break; // The rest would meet the same missing connection.
    }
  }
  return outcomes;
}

/**
 * Sends this person's waiting ticks, one request at a time and in order, each carrying the final state
 * wanted (so a repeat changes nothing). Calls queue up behind each other; each answers for the ticks it
 * sent.
 */
export function sendQueuedTicks(userId: string): Promise<TickOutcome[]> {
  const next = running.catch(() => []).then(() => oneTabAtATime(() => sendWaitingTicks(userId)));
  running = next;
  return next;
}

/** How often, and how long apart, the views ask again while the worker answers from its kept copy. */
const SERVER_ANSWER_TRIES = 5;
const SERVER_ANSWER_WAIT_MS = 1_000;

/**
 * Every screen that shows a task's status or a count of them reads it again, from the server. Just
 * after a reconnect the worker's own requests can still fail, and it answers from its kept copy, made
 * before the ticks were sent: shown as the server's answer, that copy would undo them on screen (a task
 * unticked offline counted done again). So while any answer was a kept copy, the views ask again shortly.
 */
export async function refreshTaskViews(queryClient: QueryClient): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const keptBefore = keptCopiesReadSoFar();
    await Promise.all(TASK_VIEW_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    const gotTheServer = keptCopiesReadSoFar() === keptBefore;
    if (gotTheServer || attempt === SERVER_ANSWER_TRIES || !navigator.onLine) return;
    await new Promise((resolve) => setTimeout(resolve, SERVER_ANSWER_WAIT_MS));
  }
}
