import { describe, expect, it } from 'vitest';
import { countTasks, type dashboardBadges } from '../dashboard/progress.ts';
import { addTap, reopenedByQueue, type TickQueue, withQueuedTicks } from './queued-ticks.ts';
import { summaryAsShown } from './summary-as-shown.ts';

const TODAY = '2026-03-10';

type Listed = {
  id: string;
  title: string;
  status: 'pending' | 'in_progress' | 'completed';
  dueDate: string | null;
  area?: string;
};

const registrar: Listed = { id: 't1', title: 'Call the registrar', status: 'pending', dueDate: '2026-03-12' };
const post: Listed = { id: 't2', title: 'Collect the post', status: 'in_progress', dueDate: '2026-03-01' };
const bank: Listed = { id: 't3', title: 'Tell the bank', status: 'pending', dueDate: null };

/** A summary as the server builds it: two tasks done out of five, three open (listed in "What's next" order). */
function serverSummary(openTasks: Listed[] = [post, registrar, bank]) {
  const done = [1, 2].map(() => ({ status: 'completed' as const, dueDate: null, area: 'legal' }));
  const counts = countTasks([...openTasks.map((task) => ({ ...task, area: 'legal' })), ...done], TODAY);
  return {
    today: TODAY,
    kind: 'recent-loss' as const,
    counts,
    taskCompletionPct: 40,
    onboardingCompletionPct: 60,
    overallProgressPct: 50,
    badges: [] as ReturnType<typeof dashboardBadges>,
    hasMemorial: true,
    nextTask: { id: post.id, title: post.title },
    openTasks,
    teamCount: 3,
  };
}

const shownAfterTicks = (summary: ReturnType<typeof serverSummary>, taskIds: string[]) =>
  withQueuedTicks(
    summary.openTasks,
    taskIds.reduce<TickQueue>(
      (queue, taskId) => addTap(queue, { userId: 'ann', taskId, completed: true }),
      [],
    ),
    'ann',
  );

describe('summaryAsShown', () => {
  it('leaves the summary as the server sent it when the page shows what it counted', () => {
    const summary = serverSummary();
    expect(summaryAsShown(summary, summary.openTasks)).toBe(summary);
  });

  it('counts a waiting tick as done in every figure: counts, percentages and due dates', () => {
    const summary = serverSummary();
    const shown = summaryAsShown(summary, shownAfterTicks(summary, [registrar.id]));
    expect(shown.counts).toEqual({
      total: 5,
      completed: 3,
      inProgress: 1,
      notStarted: 1,
      open: 2,
      dueThisWeek: 0,
      overdue: 1,
    });
    expect(shown.taskCompletionPct).toBe(60);
    expect(shown.overallProgressPct).toBe(60);
    expect(shown.teamCount).toBe(3);
  });

  it('takes an overdue task in progress out of the overdue count once it is ticked', () => {
    const summary = serverSummary();
    const shown = summaryAsShown(summary, shownAfterTicks(summary, [post.id]));
    expect(shown.counts).toMatchObject({ completed: 3, inProgress: 0, overdue: 0, dueThisWeek: 1 });
  });

  it("moves What's next to the first listed task still open, and to none when all listed are done", () => {
    const summary = serverSummary();
    expect(summaryAsShown(summary, shownAfterTicks(summary, [post.id])).nextTask).toEqual({
      id: registrar.id,
      title: registrar.title,
    });
    const allDone = summaryAsShown(summary, shownAfterTicks(summary, [post.id, registrar.id, bank.id]));
    expect(allDone.nextTask).toBeNull();
    expect(allDone.counts).toMatchObject({ completed: 5, open: 0 });
  });

  it('gives the 10+ pending badge back when ticks bring the open tasks to ten', () => {
    const many = Array.from({ length: 11 }, (_, index) => ({ ...bank, id: `m${index}` }));
    const summary = serverSummary(many);
    summary.badges = ['10+ pending tasks'];
    expect(summaryAsShown(summary, shownAfterTicks(summary, ['m0'])).badges).toEqual([]);
  });

  it('counts nothing twice once the server has the tick: the task is no longer listed as open', () => {
    const before = serverSummary();
    const ticked = shownAfterTicks(before, [registrar.id]);
    const fromServer = { ...serverSummary([post, bank]), counts: summaryAsShown(before, ticked).counts };
    expect(summaryAsShown(fromServer, ticked)).toBe(fromServer);
  });

  it('counts an untick of a task the server had done, and no longer lists, as open again', () => {
    const before = serverSummary();
    const fromServer = {
      ...serverSummary([post, bank]),
      counts: summaryAsShown(before, shownAfterTicks(before, [registrar.id])).counts,
    };
    const pinned = [post, { ...registrar, status: 'completed' as const }, bank];
    const { id: taskId, title, dueDate, area } = registrar;
    const queue = addTap([], {
      userId: 'ann',
      taskId,
      completed: false,
      task: { lovedOneId: 'lo1', title, dueDate, area },
    });
    const shown = withQueuedTicks(pinned, queue, 'ann');

    const reopened = reopenedByQueue(queue, 'ann', 'lo1');

    expect(reopened.map((task) => task.id)).toEqual([registrar.id]);
    const asShown = summaryAsShown(fromServer, shown, reopened);
    expect(asShown.counts).toEqual(before.counts);
    expect(asShown.taskCompletionPct).toBe(40);
    // Once the server has the untick it lists the task again, and nothing is counted twice.
    expect(summaryAsShown(before, shown, reopened)).toBe(before);
  });

  it('leaves the figures alone for ticks on tasks it does not list (another loved one, or further down)', () => {
    const summary = serverSummary();
    expect(summaryAsShown(summary, [{ id: 'elsewhere', status: 'completed' }])).toBe(summary);
  });

  it("moves the ticked task's own section card, with the inventory's items still counted in", () => {
    const bills: Listed = {
      ...bank,
      id: 't4',
      title: 'Pay the last bills',
      area: 'financial',
    };
    const legal = { area: 'legal', total: 5, completed: 2, percent: 40, items: null };
    // 1 of 2 tasks and 1 of 2 accounts closed: 2 of 4, 50 %.
    const financial = {
      area: 'financial',
      total: 2,
      completed: 1,
      percent: 50,
      items: { count: 2, doneCount: 1 },
    };
    const summary = {
      ...serverSummary([{ ...registrar, area: 'legal' }, bills]),
      areas: [legal, financial],
    };

    const afterLegal = summaryAsShown(summary, shownAfterTicks(summary, [registrar.id]));
    expect(afterLegal.areas).toEqual([{ ...legal, completed: 3, percent: 60 }, financial]);

    const afterBills = summaryAsShown(summary, shownAfterTicks(summary, [bills.id]));
    expect(afterBills.areas).toEqual([legal, { ...financial, completed: 2, percent: 75 }]);
  });
});
