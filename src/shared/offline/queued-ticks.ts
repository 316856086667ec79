/**
 * Ticks on the dashboard checklist wait here until the server has them: a tick made offline, or one
 * made while an earlier tick is still on its way. Each task keeps one entry holding the state the
 * person wants in the end (`completed`), never a toggle, so sending it twice changes nothing and a
 * burst of taps on one task becomes a single request.
 */
export type QueuedTick = {
  userId: string;
  taskId: string;
  completed: boolean;
  /** Whether the server had the task completed before these taps: tapping back to it sends nothing. */
  wasCompleted: boolean;
  /** Bumped by every tap, so a send that raced a newer tap does not remove that newer tap. */
  revision: number;
  /** The revision a send is carrying right now; a tap back to `wasCompleted` must still be sent then. */
  sendingRevision: number | null;
  /**
   * The task as the tap saw it: a summary stops listing a task once it is done, so an untick waiting to
   * be sent counts it open again from these (reopenedByQueue), on any page of its loved one.
   */
  task?: TappedTask;
};
export type TickQueue = readonly QueuedTick[];

export type TappedTask = { lovedOneId: string; title: string; dueDate: string | null; area?: string };

/** A tap on a task's checkbox: it flips what the person sees, so `completed` is the new state. */
type Tap = { userId: string; taskId: string; completed: boolean; task?: TappedTask };

const sameTask = (tick: { userId: string; taskId: string }, other: { userId: string; taskId: string }) =>
  tick.userId === other.userId && tick.taskId === other.taskId;

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isId = (value: unknown) => typeof value === 'string' && value !== '';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isTappedTask(value: unknown): value is TappedTask {
  return (
    isRecord(value) &&
    isId(value.lovedOneId) &&
    typeof value.title === 'string' &&
    (value.dueDate === null || typeof value.dueDate === 'string') &&
    (value.area === undefined || typeof value.area === 'string')
  );
}

// Checked by hand, not with zod: this runs on every page of the app, and zod would add about 15 KB
// (gzip) to its first view (issue 20).
function isQueuedTick(tick: unknown): tick is QueuedTick {
  if (!isRecord(tick)) return false;
  return (
    isId(tick.userId) &&
    isId(tick.taskId) &&
    typeof tick.completed === 'boolean' &&
    typeof tick.wasCompleted === 'boolean' &&
    isCount(tick.revision) &&
    (tick.sendingRevision === null || isCount(tick.sendingRevision)) &&
    (tick.task === undefined || isTappedTask(tick.task))
  );
}

/** Reads what storage held; anything unreadable counts as an empty queue rather than breaking the page. */
export function parseTickQueue(stored: string | null): TickQueue {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) && parsed.every(isQueuedTick) ? parsed : [];
  } catch {
    return [];
  }
}

/** Records a tap: the task's entry now wants `completed`, or disappears when that is where it began. */
export function addTap(queue: TickQueue, tap: Tap): TickQueue {
  const existing = queue.find((tick) => sameTask(tick, tap));
  if (!existing)
    return [...queue, { ...tap, wasCompleted: !tap.completed, revision: 1, sendingRevision: null }];
  const isBackToStart = tap.completed === existing.wasCompleted && existing.sendingRevision === null;
  if (isBackToStart) return queue.filter((tick) => tick !== existing);
  return queue.map((tick) =>
    tick === existing
      ? { ...tick, completed: tap.completed, revision: tick.revision + 1, task: tap.task ?? tick.task }
      : tick,
  );
}

/** Marks this revision as on its way (see `sendingRevision`). */
export function markSending(queue: TickQueue, sent: QueuedTick): TickQueue {
  return queue.map((tick) =>
    sameTask(tick, sent) && tick.revision === sent.revision
      ? { ...tick, sendingRevision: sent.revision }
      : tick,
  );
}

/**
 * The server now has `sent.completed`. The entry goes, unless a newer tap arrived meanwhile: then it
 * stays to be sent next, or goes as well if that tap came back to what the server now has.
 */
export function settleSent(queue: TickQueue, sent: QueuedTick): TickQueue {
  return queue.flatMap((tick) => {
    if (!sameTask(tick, sent)) return [tick];
    if (tick.revision === sent.revision || tick.completed === sent.completed) return [];
    return [{ ...tick, wasCompleted: sent.completed, sendingRevision: null }];
  });
}

/** The send did not reach the server (offline, server away): the entry waits for the next try. */
export function releaseUnsent(queue: TickQueue, sent: QueuedTick): TickQueue {
  return queue.map((tick) => (sameTask(tick, sent) ? { ...tick, sendingRevision: null } : tick));
}

/** The server refused the change (the task is gone, or no longer theirs to edit): nothing to retry. */
export function dropRefused(queue: TickQueue, refused: QueuedTick): TickQueue {
  return queue.filter((tick) => !sameTask(tick, refused));
}

/** Only the signed-in person's ticks are ever sent; anyone else's are forgotten, never sent as them. */
export function keepOnlyUser(queue: TickQueue, userId: string): TickQueue {
  return queue.filter((tick) => tick.userId === userId);
}

/**
 * The loved one's tasks that a waiting untick reopens where the server had them completed before the
 * taps: a summary no longer lists those among its open tasks, yet counted them (summaryAsShown).
 */
export function reopenedByQueue(queue: TickQueue, userId: string, lovedOneId: string) {
  return queue.flatMap((tick) =>
    tick.userId === userId && tick.wasCompleted && !tick.completed && tick.task?.lovedOneId === lovedOneId
      ? [{ id: tick.taskId, ...tick.task, status: 'pending' as const }]
      : [],
  );
}

/** Shows waiting ticks on tasks the server (or the offline copy of it) still has in their old state. */
export function withQueuedTicks<T extends { id: string; status: string }>(
  tasks: readonly T[],
  queue: TickQueue,
  userId: string,
): T[] {
  return tasks.map((task) => {
    const tick = queue.find((entry) => entry.userId === userId && entry.taskId === task.id);
    if (!tick) return task;
    // Unticking reopens a completed task as 'pending', as the server does; other statuses stay as they are.
    const status = tick.completed ? 'completed' : task.status === 'completed' ? 'pending' : task.status;
    return { ...task, status: status as T['status'] };
  });
}
