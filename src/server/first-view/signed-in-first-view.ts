import type { Context } from 'hono';
import { type FirstViewState, firstViewElement } from '#shared/first-view/first-view-state.ts';
import { findInputProblem } from '#shared/validation/input-rules.ts';
import type { AppEnv } from '../app-env.ts';
import { readDashboard } from '../loved-ones/read-dashboard.ts';
import { findSavedTimeZone } from '../notifications/notification-preferences.repository.ts';

/** The app's address of the main dashboard (src/web/lib/paths.ts), the page a sign-in opens. */
const DASHBOARD_PATH = '/dashboard';

/** What GET /api/dashboard takes as `lovedOne` (dashboard.routes.ts); anything else is left to it. */
const isDashboardChoice = (wanted: string | undefined) =>
  wanted === undefined || (wanted.length <= 64 && findInputProblem(wanted) === null);

/**
 * The first view's state for a signed-in page (decision 049): the person's session, and on the main
 * dashboard its answer in the time zone their browser saved, so the app draws it without two more
 * round trips. Null without a valid session; the dashboard is left out while no zone is saved (the
 * app then asks in the browser's zone, as before).
 */
async function firstViewStateFor(c: Context<AppEnv>): Promise<FirstViewState | null> {
  const { readSession, db } = c.get('deps');
  const found = await readSession(c.req.raw.headers);
  if (!found) return null;
  const { user, session } = found;
  const state: FirstViewState = {
    session: {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        firstName: user.firstName,
        lastName: user.lastName,
        emailVerified: user.emailVerified,
        image: user.image ?? null,
      },
      session: { id: session.id, expiresAt: session.expiresAt.toISOString() },
    },
    dashboard: null,
  };
  const wanted = c.req.query('lovedOne');
  if (c.req.path !== DASHBOARD_PATH || !isDashboardChoice(wanted)) return state;
  const timeZone = await findSavedTimeZone(db, user.id);
  if (!timeZone) return state;
  // Through JSON, as the API route sends it: dates become the strings the app reads.
  const data: unknown = JSON.parse(JSON.stringify(await readDashboard(db, user.id, wanted, timeZone)));
  return { ...state, dashboard: { lovedOneId: wanted ?? null, timeZone, data } };
}

/** The state as the element the page carries, or null. */
export async function firstViewFor(c: Context<AppEnv>): Promise<string | null> {
  const state = await firstViewStateFor(c);
  return state ? firstViewElement(state) : null;
}
