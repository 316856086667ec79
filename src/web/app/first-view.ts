import type { QueryClient } from '@tanstack/react-query';
import { FIRST_VIEW_ELEMENT_ID, readFirstViewState } from '#shared/first-view/first-view-state.ts';
import { seedSession } from '#web/features/auth/api/use-session.ts';
import { seedDashboard } from '#web/features/dashboard/api/get-dashboard.ts';

/**
 * Puts what the server sent with a signed-in page (decision 049) into the query cache before the first
 * render, so the page is drawn without waiting for the session and the dashboard.
 */
export function seedFirstView(queryClient: QueryClient, page: Document = document): void {
  const state = readFirstViewState(page.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent);
  if (!state) return;
  seedSession(queryClient, state.session);
  if (state.dashboard) {
    const wanted = new URLSearchParams(page.location.search).get('lovedOne');
    seedDashboard(queryClient, state.dashboard, wanted);
  }
}
