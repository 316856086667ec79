import { describe, expect, it } from 'vitest';
import {
  addTap,
  dropRefused,
  keepOnlyUser,
  markSending,
  parseTickQueue,
  type QueuedTick,
  releaseUnsent,
  reopenedByQueue,
  settleSent,
  type TickQueue,
  withQueuedTicks,
} from './queued-ticks.ts';

const tap = (taskId: string, completed: boolean, userId = 'ann') => ({ userId, taskId, completed });
const tapAll = (taps: ReturnType<typeof tap>[], queue: TickQueue = []) => taps.reduce(addTap, queue);
const only = (queue: TickQueue): QueuedTick => {
  expect(queue).toHaveLength(1);
  return queue[0]!;
};

describe('queued ticks', () => {
  it('keeps one entry per task holding the last state tapped, not a toggle', () => {
    const queue = tapAll([tap('t1', true), tap('t1', false), tap('t1', true), tap('t2', true)]);
    expect(queue.map(({ taskId, completed }) => ({ taskId, completed }))).toEqual([
      { taskId: 't1', completed: true },
      { taskId: 't2', completed: true },
    ]);
  });

  it('sends nothing when taps come back to where the task started', () => {
    expect(tapAll([tap('t1', true), tap('t1', false)])).toEqual([]);
    expect(tapAll([tap('t1', false), tap('t1', true)])).toEqual([]);
  });

  it('removes a sent tick once the server has it', () => {
    const queue = tapAll([tap('t1', true)]);
    const sending = markSending(queue, only(queue));
    expect(settleSent(sending, only(queue))).toEqual([]);
  });

  it('keeps a tap made while the previous one was on its way, to send next', () => {
    const queue = tapAll([tap('t1', true)]);
    const sent = only(queue);
    // Unticked during the send: the server will have "completed", so "not completed" must still go.
    const afterTap = addTap(markSending(queue, sent), tap('t1', false));
    expect(only(afterTap).completed).toBe(false);
    const next = only(settleSent(afterTap, sent));
    expect(next).toMatchObject({ completed: false, wasCompleted: true, sendingRevision: null });
  });

  it('drops the entry when taps during a send end where the server now is', () => {
    const queue = tapAll([tap('t1', true)]);
    const sent = only(queue);
    const afterTaps = tapAll([tap('t1', false), tap('t1', true)], markSending(queue, sent));
    expect(settleSent(afterTaps, sent)).toEqual([]);
  });

  it('keeps an unsent tick for the next try, and forgets a refused one', () => {
    const queue = tapAll([tap('t1', true), tap('t2', true)]);
    const first = queue[0]!;
    const released = releaseUnsent(markSending(queue, first), first);
    expect(released).toHaveLength(2);
    expect(released[0]!.sendingRevision).toBeNull();
    expect(dropRefused(released, first).map((tick) => tick.taskId)).toEqual(['t2']);
  });

  it("never keeps another person's ticks for the one signed in", () => {
    const queue = tapAll([tap('t1', true, 'ann'), tap('t2', true, 'bo')]);
    expect(keepOnlyUser(queue, 'bo').map((tick) => tick.taskId)).toEqual(['t2']);
  });

  it('shows waiting ticks over the last copy of the tasks, for their author only', () => {
    const tasks = [
      { id: 't1', status: 'pending' as const },
      { id: 't2', status: 'completed' as const },
      { id: 't3', status: 'in_progress' as const },
    ];
    const queue = tapAll([tap('t1', true), tap('t2', false)]);
    expect(withQueuedTicks(tasks, queue, 'ann').map((task) => task.status)).toEqual([
      'completed',
      'pending',
      'in_progress',
    ]);
    expect(withQueuedTicks(tasks, queue, 'bo')).toEqual(tasks);
  });

  it('names the tasks a waiting untick reopens where the server had them done, for their author and loved one', () => {
    const seen = (id: string, lovedOneId = 'lo1') => ({ lovedOneId, title: `Task ${id}`, dueDate: null });
    const tapSeen = (id: string, completed: boolean, lovedOneId?: string) => ({
      ...tap(id, completed),
      task: seen(id, lovedOneId),
    });
    // t1 ticked, t2 unticked from done, t3 ticked and unticked again (nothing waits for it), t4 unticked
    // on another loved one, t5 unticked by a build that did not keep the task (nothing known to count).
    const queue = tapAll([
      tapSeen('t1', true),
      tapSeen('t2', false),
      tapSeen('t3', true),
      tapSeen('t3', false),
      tapSeen('t4', false, 'lo2'),
      tap('t5', false),
    ]);
    expect(reopenedByQueue(queue, 'ann', 'lo1')).toEqual([{ id: 't2', ...seen('t2'), status: 'pending' }]);
    expect(reopenedByQueue(queue, 'ann', 'lo2')).toEqual([
      { id: 't4', ...seen('t4', 'lo2'), status: 'pending' },
    ]);
    expect(reopenedByQueue(queue, 'bo', 'lo1')).toEqual([]);
  });

  it('reads back what it stored, and treats anything unreadable as empty', () => {
    const queue = tapAll([tap('t1', true)]);
    expect(parseTickQueue(JSON.stringify(queue))).toEqual(queue);
    const withTask = addTap([], {
      ...tap('t2', false),
      task: { lovedOneId: 'lo1', title: 'Call the bank', dueDate: '2026-03-01', area: 'financial' },
    });
    expect(parseTickQueue(JSON.stringify(withTask))).toEqual(withTask);
    expect(parseTickQueue(null)).toEqual([]);
    expect(parseTickQueue('{not json')).toEqual([]);
    expect(parseTickQueue(JSON.stringify([{ taskId: 't1' }]))).toEqual([]);
    expect(parseTickQueue('{"userId":"u1"}')).toEqual([]);
    const [tick] = queue;
    for (const broken of [
      { ...tick, userId: '' },
      { ...tick, completed: 'yes' },
      { ...tick, revision: -1 },
      { ...tick, revision: 1.5 },
      { ...tick, sendingRevision: undefined },
      { ...tick, task: { title: 'No loved one', dueDate: null } },
      { ...tick, task: { lovedOneId: 'lo1', title: 'Bad date', dueDate: 5 } },
      null,
    ])
      expect(parseTickQueue(JSON.stringify([...queue, broken]))).toEqual([]);
    expect(parseTickQueue(JSON.stringify([{ ...tick, sendingRevision: 2 }]))).toEqual([
      { ...tick, sendingRevision: 2 },
    ]);
  });
});
