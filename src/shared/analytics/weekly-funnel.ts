import { FUNNEL_STEPS, type FunnelStep } from './analytics-events.ts';

export type FunnelCount = { weekStart: string; name: string; count: number };
type FunnelWeek = { weekStart: string } & Record<FunnelStep, number>;

/** The operator's funnel shows this many weeks unless asked for more, up to a year. */
export const FUNNEL_WEEKS_DEFAULT = 8;
export const FUNNEL_WEEKS_MAX = 52;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC, 'YYYY-MM-DD') starting the week that holds `date`; PostgreSQL's date_trunc('week') agrees. */
export function weekStartOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The last `weeks` week starts, oldest first, ending with the current week. */
export function recentWeekStarts(now: Date, weeks: number): string[] {
  const current = new Date(`${weekStartOf(now)}T00:00:00Z`).getTime();
  return Array.from({ length: weeks }, (_, index) =>
    new Date(current - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** One row per week with every funnel step, zero where nothing happened (a chart needs the gaps). */
export function buildWeeklyFunnel(
  counts: readonly FunnelCount[],
  weekStarts: readonly string[],
): FunnelWeek[] {
  return weekStarts.map((weekStart) => {
    const row = { weekStart } as FunnelWeek;
    for (const step of FUNNEL_STEPS) {
      row[step] = counts
        .filter((count) => count.weekStart === weekStart && count.name === step)
        .reduce((sum, count) => sum + count.count, 0);
    }
    return row;
  });
}
