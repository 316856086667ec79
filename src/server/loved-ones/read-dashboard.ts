import { todayIn } from '#shared/dates/time-zones.ts';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { type AccessibleLovedOne, listAccessibleLovedOnes } from './list-accessible-loved-ones.ts';
import { toLovedOneView } from './loved-one-view.ts';
import { findPlannerNames } from './planner-names.ts';
import { sessionWithLovedOnes } from './session-with-loved-ones.ts';
import { summarizeLovedOne } from './summarize-loved-one.ts';

/**
 * The main dashboard: the user's loved ones and the summary of the chosen one (`wanted`, or the first
 * when it is missing or not theirs — which reveals nothing), with "today" in `timeZone`.
 */
async function dashboardOf(
  db: Db,
  userId: string,
  accessible: AccessibleLovedOne[],
  wanted: string | undefined,
  timeZone: string,
) {
  const selected = accessible.find(({ row }) => row.id === wanted) ?? accessible[0] ?? null;
  const summary = selected
    ? await summarizeLovedOne(db, selected.row.id, todayIn(timeZone), { userId, role: selected.role })
    : null;
  const plannerNames = await findPlannerNames(
    db,
    userId,
    accessible.map(({ row }) => row),
  );
  return {
    lovedOnes: accessible.map(({ row, role }) =>
      toLovedOneView(row, { userId, role }, plannerNames.get(row.id) ?? null),
    ),
    selectedId: selected?.row.id ?? null,
    summary,
  };
}

/** The main dashboard of a user already known. */
export async function readDashboard(db: Db, userId: string, wanted: string | undefined, timeZone: string) {
  return dashboardOf(db, userId, await listAccessibleLovedOnes(db, userId), wanted, timeZone);
}

/**
 * The main dashboard of whoever the request's session cookie belongs to, null without a valid session.
 * The session check rides in the first statement, which also lists their loved ones (decision 055).
 */
export async function readSignedInDashboard(
  deps: Pick<AppDeps, 'db' | 'readSessionAlong'>,
  headers: Headers,
  wanted: string | undefined,
  timeZone: string,
) {
  const read = await deps.readSessionAlong(headers, sessionWithLovedOnes(deps.db));
  if (!read) return null;
  const userId = read.found.user.id;
  // Rows are null when Better Auth answered (a session it refreshed): read them for that session's user.
  const accessible = read.rows ?? (await listAccessibleLovedOnes(deps.db, userId));
  return dashboardOf(deps.db, userId, accessible, wanted, timeZone);
}
