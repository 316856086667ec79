import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import { FIRST_VIEW_ELEMENT_ID, readFirstViewState } from '#shared/first-view/first-view-state.ts';
import { seedSession } from '#web/features/auth/api/use-session.ts';
import { seedDashboard } from '#web/features/dashboard/api/get-dashboard.ts';
import { whenIdle } from '#web/lib/when-idle.ts';

type FirstViewOptions = {
  page?: Document;
  /** Runs a task once the first view is drawn (main.tsx waits for the page's code, then for idle). */
  afterFirstView?: (task: () => void) => void;
  /** Whether a service worker keeps this page's answers for offline use. */
  keepsOfflineCopy?: () => boolean;
};

const workerInCharge = () => Boolean(navigator.serviceWorker?.controller);

/**
 * Puts what the server sent with a signed-in page (decision 049) into the query cache before the first
 * render, so the page is drawn once, without waiting for the session and the dashboard. After the first
 * view it asks again only for what needs it: everything, when a service worker keeps an offline copy
 * (the request through it refreshes the copy), and the dashboard, when the server made its "today" for
 * a zone other than this browser's. The browser's zone is read only then: its first use is a long task
 * on a phone.
 */
export function seedFirstView(
  queryClient: QueryClient,
  { page = document, afterFirstView = whenIdle, keepsOfflineCopy = workerInCharge }: FirstViewOptions = {},
): void {
  const state = readFirstViewState(page.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent);
  if (!state) return;
  const seeded: QueryKey[] = [];
  const session = seedSession(queryClient, state.session);
  if (session) seeded.push(session);
  const { dashboard } = state;
  const wanted = new URLSearchParams(page.location.search).get('lovedOne');
  const dashboardKey = dashboard ? seedDashboard(queryClient, dashboard, wanted) : null;
  if (dashboardKey) seeded.push(dashboardKey);
  if (seeded.length === 0) return;
  const askAgain = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey, exact: true });
  afterFirstView(() => {
    if (keepsOfflineCopy()) seeded.forEach(askAgain);
    else if (dashboardKey && dashboard?.timeZone !== localTimeZone()) askAgain(dashboardKey);
  });
}
