import { Hono } from 'hono';
import { accountRoutes } from './account/account.routes.ts';
import { clientEventsRoutes } from './account/client-events.routes.ts';
import { activityRoutes } from './activity/activity.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import type { AppEnv } from './app-env.ts';
import { accountSecurityRoutes } from './auth/account-security.routes.ts';
import { estateAccountingRoutes } from './estate-accounting/estate-accounting.routes.ts';
import { guestListRoutes } from './guest-list/guest-list.routes.ts';
import { hubsRoutes } from './hubs/hubs.routes.ts';
import { devMailboxRoutes } from './infra/dev-mailbox.routes.ts';
import { inventoryRoutes } from './inventory/inventory.routes.ts';
import { dashboardRoutes } from './loved-ones/dashboard.routes.ts';
import { lovedOnesRoutes } from './loved-ones/loved-ones.routes.ts';
import {
  followLinksRoutes,
  memorialFollowersRoutes,
} from './memorial-followers/memorial-followers.routes.ts';
import { memorialsRoutes } from './memorials/memorials.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { obituaryRoutes } from './obituary/obituary.routes.ts';
import { checklistRoutes } from './onboarding/checklist.routes.ts';
import { onboardingRoutes } from './onboarding/onboarding.routes.ts';
import { operatorRoutes } from './operator/operator.routes.ts';
import { previewRoutes } from './preview/preview.routes.ts';
import { tasksRoutes } from './tasks/tasks.routes.ts';
import { taxDocumentsRoutes } from './tax-documents/tax-documents.routes.ts';
import { invitationRoutes } from './team/invitations.routes.ts';
import { joinRoutes } from './team/join.routes.ts';
import { teamRoutes } from './team/team.routes.ts';
import { waitlistRoutes } from './waitlist/waitlist.routes.ts';
import { chatRoutes } from './wellbeing/chat.routes.ts';
import { journalRoutes } from './wellbeing/journal.routes.ts';
import { moodsRoutes } from './wellbeing/moods.routes.ts';

/** Every /api route, chained so the SPA's `hc<ApiType>()` client is typed end to end. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/waitlist', waitlistRoutes)
  .route('/account', accountRoutes)
  .route('/security', accountSecurityRoutes)
  .route('/client-events', clientEventsRoutes)
  .route('/analytics', analyticsRoutes)
  .route('/operator', operatorRoutes)
  .route('/preview', previewRoutes)
  .route('/team', teamRoutes)
  .route('/invitations', invitationRoutes)
  .route('/join', joinRoutes)
  .route('/dev/mailbox', devMailboxRoutes)
  .route('/dashboard', dashboardRoutes)
  .route('/loved-ones', lovedOnesRoutes)
  .route('/loved-ones', checklistRoutes)
  .route('/onboarding', onboardingRoutes)
  .route('/tasks', tasksRoutes)
  .route('/hubs', hubsRoutes)
  .route('/inventory', inventoryRoutes)
  .route('/tax-documents', taxDocumentsRoutes)
  .route('/estate-accounting', estateAccountingRoutes)
  .route('/memorials', memorialsRoutes)
  .route('/memorials', guestListRoutes)
  .route('/memorials', memorialFollowersRoutes)
  .route('/memorial-follows', followLinksRoutes)
  .route('/activity', activityRoutes)
  .route('/notifications', notificationsRoutes)
  .route('/obituary', obituaryRoutes)
  .route('/chat', chatRoutes)
  .route('/journal', journalRoutes)
  .route('/moods', moodsRoutes);

export type ApiType = typeof apiRoutes;
