import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_VIEW_ELEMENT_ID, readFirstViewState } from '#shared/first-view/first-view-state.ts';
import { seedSession } from '#web/features/auth/api/use-session.ts';
import { seedDashboard } from '#web/features/dashboard/api/get-dashboard.ts';
import { whenIdle } from '#web/lib/when-idle.ts';

/**
 * Puts what the server sent with a signed-in page (decision 049) into the query cache before the first
 * render, so the page is drawn without waiting for the session and the dashboard. The entries start
 * fresh, so the page is drawn once; the app asks for them again once the page is idle, which keeps the
 * service worker's offline copy current without a phone handling two answers and redrawing while it
 * draws the first view.
 */
export function seedFirstView(
  queryClient: QueryClient,
  page: Document = document,
  askAgain: (ask: () => void) => void = whenIdle,
): void {
  const state = readFirstViewState(page.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent);
  if (!state) return;
  const seeded: QueryKey[] = [];
  const session = seedSession(queryClient, state.session);
  if (session) seeded.push(session);
  if (state.dashboard) {
    const wanted = new URLSearchParams(page.location.search).get('lovedOne');
    const dashboard = seedDashboard(queryClient, state.dashboard, wanted);
    if (dashboard) seeded.push(dashboard);
  }
  if (seeded.length === 0) return;
  askAgain(() => {
    for (const queryKey of seeded) void queryClient.invalidateQueries({ queryKey, exact: true });
  });
}
