import { sql } from 'drizzle-orm';
import { FUNNEL_STEPS } from '#shared/analytics/analytics-events.ts';
import { buildWeeklyFunnel, type FunnelCount, recentWeekStarts } from '#shared/analytics/weekly-funnel.ts';
import { type Db, queryRows } from '../db/client.ts';

/** Counts of each funnel event per week (Monday, UTC) over the last `weeks` weeks, this week included. */
export async function getWeeklyFunnel(db: Db, weeks: number, now = new Date()) {
  const weekStarts = recentWeekStarts(now, weeks);
  const since = new Date(`${weekStarts[0]}T00:00:00Z`);
  const rows = await queryRows<{ week_start: string | Date; name: string; count: number | string }>(
    db,
    sql`
      select to_char(date_trunc('week', occurred_at at time zone 'UTC'), 'YYYY-MM-DD') as week_start,
             name, count(*) as count
      from analytics_events
      where occurred_at >= ${since.toISOString()}::timestamptz
        and name in (${sql.join(
          FUNNEL_STEPS.map((step) => sql`${step}`),
          sql`, `,
        )})
      group by 1, 2`,
  );
  const counts: FunnelCount[] = rows.map((row) => ({
    weekStart: String(row.week_start),
    name: row.name,
    count: Number(row.count),
  }));
  return { weeks: buildWeeklyFunnel(counts, weekStarts) };
}
