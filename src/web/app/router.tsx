import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { PageViews } from '#web/features/analytics/components/page-views.tsx';
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx';
import { NotFoundPage } from '#web/features/system/not-found-page.tsx';
import { RouteErrorPage } from '#web/features/system/route-error-page.tsx';
import { paths } from '#web/lib/paths.ts';
import { AppShell } from './app-shell.tsx';

const LandingPage = lazy(() =>
  import('#web/features/entry/landing-page.tsx').then((m) => ({ default: m.LandingPage })),
);
const RootPage = lazy(() =>
  import('#web/features/onboarding/welcome-page.tsx').then((m) => ({ default: m.RootPage })),
);
const WelcomePage = lazy(() =>
  import('#web/features/onboarding/welcome-page.tsx').then((m) => ({ default: m.WelcomePage })),
);
const OnboardingChatPage = lazy(() =>
  import('#web/features/onboarding/onboarding-chat-page.tsx').then((m) => ({
    default: m.OnboardingChatPage,
  })),
);
const HomePage = lazy(() =>
  import('#web/features/entry/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const LegalHubPage = lazy(() =>
  import('#web/features/hubs/legal-hub-page.tsx').then((m) => ({ default: m.LegalHubPage })),
);
const FinancialHubPage = lazy(() =>
  import('#web/features/hubs/financial-hub-page.tsx').then((m) => ({ default: m.FinancialHubPage })),
);
const AccountsHubPage = lazy(() =>
  import('#web/features/hubs/accounts-hub-page.tsx').then((m) => ({ default: m.AccountsHubPage })),
);
const SupportHubPage = lazy(() =>
  import('#web/features/hubs/support-hub-page.tsx').then((m) => ({ default: m.SupportHubPage })),
);
const AuthPage = lazy(() =>
  import('#web/features/auth/auth-page.tsx').then((m) => ({ default: m.AuthPage })),
);
const SettingsPage = lazy(() =>
  import('#web/features/settings/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);
const OperatorPage = lazy(() =>
  import('#web/features/operator/operator-page.tsx').then((m) => ({ default: m.OperatorPage })),
);
const UnsubscribePage = lazy(() =>
  import('#web/features/notifications/unsubscribe-page.tsx').then((m) => ({ default: m.UnsubscribePage })),
);
const DevMailboxPage = lazy(() =>
  import('#web/features/dev-mailbox/dev-mailbox-page.tsx').then((m) => ({ default: m.DevMailboxPage })),
);

const MainDashboardPage = lazy(() =>
  import('#web/features/dashboard/main-dashboard-page.tsx').then((m) => ({ default: m.MainDashboardPage })),
);
const LovedOneDashboardPage = lazy(() =>
  import('#web/features/loved-ones/loved-one-dashboard-page.tsx').then((m) => ({
    default: m.LovedOneDashboardPage,
  })),
);
const AddLovedOnePage = lazy(() =>
  import('#web/features/loved-ones/add-loved-one-page.tsx').then((m) => ({ default: m.AddLovedOnePage })),
);
const MemorialPage = lazy(() =>
  import('#web/features/memorials/memorial-page.tsx').then((m) => ({ default: m.MemorialPage })),
);
const MemorialHubPage = lazy(() =>
  import('#web/features/memorials/memorial-hub-page.tsx').then((m) => ({ default: m.MemorialHubPage })),
);
const TaskDetailPage = lazy(() =>
  import('#web/features/tasks/task-detail-page.tsx').then((m) => ({ default: m.TaskDetailPage })),
);

const AcceptInvitationPage = lazy(() =>
  import('#web/features/team/accept-invitation-page.tsx').then((m) => ({ default: m.AcceptInvitationPage })),
);
const JoinTeamPage = lazy(() =>
  import('#web/features/team/join-team-page.tsx').then((m) => ({ default: m.JoinTeamPage })),
);

const ChatPage = lazy(() =>
  import('#web/features/wellbeing/chat-page.tsx').then((m) => ({ default: m.ChatPage })),
);
const GriefJournalPage = lazy(() =>
  import('#web/features/wellbeing/grief-journal-page.tsx').then((m) => ({
    default: m.GriefJournalPage,
  })),
);
const MoodTrackerPage = lazy(() =>
  import('#web/features/wellbeing/mood-tracker-page.tsx').then((m) => ({ default: m.MoodTrackerPage })),
);
const GuidedExercisesPage = lazy(() =>
  import('#web/features/wellbeing/guided-exercises-page.tsx').then((m) => ({
    default: m.GuidedExercisesPage,
  })),
);

const page = (element: ReactNode) => <Suspense fallback={<LoadingState />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireAuth>{page(element)}</RequireAuth>;

const APP_ROUTES: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: paths.landing.path, element: page(<RootPage signedOut={<LandingPage />} />) },
      { path: paths.home.path, element: page(<HomePage />) },
      { path: paths.welcome.path, element: signedIn(<WelcomePage />) },
      { path: paths.auth.path, element: page(<AuthPage />) },
      { path: paths.onboarding.path, element: signedIn(<OnboardingChatPage />) },
      { path: paths.chat.path, element: signedIn(<ChatPage />) },
      { path: paths.dashboard.path, element: signedIn(<MainDashboardPage />) },
      { path: paths.lovedOne.path, element: signedIn(<LovedOneDashboardPage />) },
      { path: paths.retiredFinancialTab.path, element: <Navigate to={paths.dashboard.getHref()} replace /> },
      { path: paths.addLovedOne.path, element: signedIn(<AddLovedOnePage />) },
      { path: paths.task.path, element: signedIn(<TaskDetailPage />) },
      { path: paths.memorialHub.path, element: signedIn(<MemorialHubPage />) },
      { path: paths.legalHub.path, element: signedIn(<LegalHubPage />) },
      { path: paths.financialHub.path, element: signedIn(<FinancialHubPage />) },
      { path: paths.accountsHub.path, element: signedIn(<AccountsHubPage />) },
      { path: paths.supportHub.path, element: signedIn(<SupportHubPage />) },
      { path: paths.supportHub.lovedOnePath, element: signedIn(<SupportHubPage />) },
      { path: paths.acceptInvitation.path, element: page(<AcceptInvitationPage />) },
      { path: paths.join.path, element: page(<JoinTeamPage />) },
      { path: paths.settings.path, element: signedIn(<SettingsPage />) },
      { path: paths.memorial.path, element: page(<MemorialPage />) },
      { path: paths.griefJournal.path, element: signedIn(<GriefJournalPage />) },
      { path: paths.moodTracker.path, element: signedIn(<MoodTrackerPage />) },
      { path: paths.guidedExercises.path, element: signedIn(<GuidedExercisesPage />) },
      { path: paths.devMailbox.path, element: page(<DevMailboxPage />) },
      { path: paths.unsubscribe.path, element: page(<UnsubscribePage />) },
      // Not behind RequireAuth: a signed-out visitor gets the not-found page too, like any non-operator.
      { path: paths.operator.path, element: page(<OperatorPage notFound={<NotFoundPage />} />) },
      { path: paths.notFound.path, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's screens. Declared routes rather than a data router (createBrowserRouter): the app uses no
 * loaders or actions, and the data router is 18 KB more of every first view (decision 048). A crash
 * anywhere shows RouteErrorPage in place of the whole shell, as the data router's errorElement did,
 * until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={() => <RouteErrorPage />} resetKey={pathname}>
      <PageViews routes={APP_ROUTES} />
      {useRoutes(APP_ROUTES)}
    </ErrorBoundary>
  );
}
