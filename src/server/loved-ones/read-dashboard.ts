import { todayIn } from '#shared/dates/time-zones.ts';
import type { Db } from '../db/client.ts';
import { listAccessibleLovedOnes } from './list-accessible-loved-ones.ts';
import { toLovedOneView } from './loved-one-view.ts';
import { summarizeLovedOne } from './summarize-loved-one.ts';

/**
 * The main dashboard: the user's loved ones and the summary of the chosen one (`wanted`, or the first
 * when it is missing or not theirs — which reveals nothing), with "today" in `timeZone`.
 */
export async function readDashboard(db: Db, userId: string, wanted: string | undefined, timeZone: string) {
  const accessible = await listAccessibleLovedOnes(db, userId);
  const selected = accessible.find(({ row }) => row.id === wanted) ?? accessible[0] ?? null;
  const summary = selected
    ? await summarizeLovedOne(db, selected.row.id, todayIn(timeZone), { userId, role: selected.role })
    : null;
  return {
    lovedOnes: accessible.map(({ row, role }) => toLovedOneView(row, { userId, role })),
    selectedId: selected?.row.id ?? null,
    summary,
  };
}
