import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { PageViews } from '#web/features/analytics/components/page-views.tsx';
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx';
import { NotFoundPage } from '#web/features/system/not-found-page.tsx';
import { RouteErrorPage } from '#web/features/system/route-error-page.tsx';
import { paths } from '#web/lib/paths.ts';
import { AppShell } from './app-shell.tsx';
import { useNewPageAtTop } from './use-new-page-at-top.ts';
import { useNewPageFocus } from './use-new-page-focus.ts';

/** A screen fetched when first shown, which can also be fetched sooner (see preloadSignedInPage). */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, so any screen's props fit.
function lazyPage<Page extends ComponentType<any>>(load: () => Promise<{ default: Page }>) {
  return Object.assign(lazy(load), { preload: load });
}

const LandingPage = lazyPage(() =>
  import('#web/features/entry/landing-page.tsx').then((m) => ({ default: m.LandingPage })),
);
const RootPage = lazyPage(() =>
  import('#web/features/onboarding/welcome-page.tsx').then((m) => ({ default: m.RootPage })),
);
const WelcomePage = lazyPage(() =>
  import('#web/features/onboarding/welcome-page.tsx').then((m) => ({ default: m.WelcomePage })),
);
const OnboardingChatPage = lazyPage(() =>
  import('#web/features/onboarding/onboarding-chat-page.tsx').then((m) => ({
    default: m.OnboardingChatPage,
  })),
);
const HomePage = lazyPage(() =>
  import('#web/features/entry/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const LegalHubPage = lazyPage(() =>
  import('#web/features/hubs/legal-hub-page.tsx').then((m) => ({ default: m.LegalHubPage })),
);
const LegalFormsPage = lazyPage(() =>
  import('#web/features/legal-forms/legal-forms-page.tsx').then((m) => ({ default: m.LegalFormsPage })),
);
const AttorneyFinderPage = lazyPage(() =>
  import('#web/features/attorney-finder/attorney-finder-page.tsx').then((m) => ({
    default: m.AttorneyFinderPage,
  })),
);
const ProbateCalculatorPage = lazyPage(() =>
  import('#web/features/probate-calculator/probate-calculator-page.tsx').then((m) => ({
    default: m.ProbateCalculatorPage,
  })),
);
const EstateAccountPage = lazyPage(() =>
  import('#web/features/estate-accounting/estate-account-page.tsx').then((m) => ({
    default: m.EstateAccountPage,
  })),
);
const TaxDocumentsPage = lazyPage(() =>
  import('#web/features/tax-documents/tax-documents-page.tsx').then((m) => ({
    default: m.TaxDocumentsPage,
  })),
);
const FinancialHubPage = lazyPage(() =>
  import('#web/features/hubs/financial-hub-page.tsx').then((m) => ({ default: m.FinancialHubPage })),
);
const AccountsHubPage = lazyPage(() =>
  import('#web/features/hubs/accounts-hub-page.tsx').then((m) => ({ default: m.AccountsHubPage })),
);
const SupportHubPage = lazyPage(() =>
  import('#web/features/hubs/support-hub-page.tsx').then((m) => ({ default: m.SupportHubPage })),
);
const AuthPage = lazyPage(() =>
  import('#web/features/auth/auth-page.tsx').then((m) => ({ default: m.AuthPage })),
);
const SettingsPage = lazyPage(() =>
  import('#web/features/settings/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);
const OperatorPage = lazyPage(() =>
  import('#web/features/operator/operator-page.tsx').then((m) => ({ default: m.OperatorPage })),
);
const UnsubscribePage = lazyPage(() =>
  import('#web/features/notifications/unsubscribe-page.tsx').then((m) => ({ default: m.UnsubscribePage })),
);
const FollowConfirmPage = lazyPage(() =>
  import('#web/features/memorial-followers/follow-confirm-page.tsx').then((m) => ({
    default: m.FollowConfirmPage,
  })),
);
const FollowStopPage = lazyPage(() =>
  import('#web/features/memorial-followers/follow-stop-page.tsx').then((m) => ({
    default: m.FollowStopPage,
  })),
);
const DevMailboxPage = lazyPage(() =>
  import('#web/features/dev-mailbox/dev-mailbox-page.tsx').then((m) => ({ default: m.DevMailboxPage })),
);

const MainDashboardPage = lazyPage(() =>
  import('#web/features/dashboard/main-dashboard-page.tsx').then((m) => ({ default: m.MainDashboardPage })),
);
const LovedOneDashboardPage = lazyPage(() =>
  import('#web/features/loved-ones/loved-one-dashboard-page.tsx').then((m) => ({
    default: m.LovedOneDashboardPage,
  })),
);
const AddLovedOnePage = lazyPage(() =>
  import('#web/features/loved-ones/add-loved-one-page.tsx').then((m) => ({ default: m.AddLovedOnePage })),
);
const MemorialPage = lazyPage(() =>
  import('#web/features/memorials/memorial-page.tsx').then((m) => ({ default: m.MemorialPage })),
);
const MemorialHubPage = lazyPage(() =>
  import('#web/features/memorials/memorial-hub-page.tsx').then((m) => ({ default: m.MemorialHubPage })),
);
const ObituaryWriterPage = lazyPage(() =>
  import('#web/features/obituary/obituary-writer-page.tsx').then((m) => ({ default: m.ObituaryWriterPage })),
);
const GuestListPage = lazyPage(() =>
  import('#web/features/guest-list/guest-list-page.tsx').then((m) => ({ default: m.GuestListPage })),
);
const TaskDetailPage = lazyPage(() =>
  import('#web/features/tasks/task-detail-page.tsx').then((m) => ({ default: m.TaskDetailPage })),
);

const AcceptInvitationPage = lazyPage(() =>
  import('#web/features/team/accept-invitation-page.tsx').then((m) => ({ default: m.AcceptInvitationPage })),
);
const JoinTeamPage = lazyPage(() =>
  import('#web/features/team/join-team-page.tsx').then((m) => ({ default: m.JoinTeamPage })),
);

const ChatPage = lazyPage(() =>
  import('#web/features/wellbeing/chat-page.tsx').then((m) => ({ default: m.ChatPage })),
);
const GriefJournalPage = lazyPage(() =>
  import('#web/features/wellbeing/grief-journal-page.tsx').then((m) => ({
    default: m.GriefJournalPage,
  })),
);
const MoodTrackerPage = lazyPage(() =>
  import('#web/features/wellbeing/mood-tracker-page.tsx').then((m) => ({ default: m.MoodTrackerPage })),
);
const GuidedExercisesPage = lazyPage(() =>
  import('#web/features/wellbeing/guided-exercises-page.tsx').then((m) => ({
    default: m.GuidedExercisesPage,
  })),
);

const page = (element: ReactNode) => <Suspense fallback={<LoadingState isWholePage />}>{element}</Suspense>;
type PreloadHandle = { preload: () => Promise<unknown> };

/** A screen for someone signed in, fetched while their session is being checked (preloadSignedInPage). */
const signedIn = (Page: ComponentType & PreloadHandle) => ({
  element: <RequireAuth>{page(<Page />)}</RequireAuth>,
  handle: { preload: Page.preload } satisfies PreloadHandle,
});

const APP_ROUTES: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: paths.landing.path, element: page(<RootPage signedOut={<LandingPage />} />) },
      { path: paths.home.path, element: page(<HomePage />) },
      { path: paths.welcome.path, ...signedIn(WelcomePage) },
      { path: paths.auth.path, element: page(<AuthPage />) },
      { path: paths.onboarding.path, ...signedIn(OnboardingChatPage) },
      { path: paths.chat.path, ...signedIn(ChatPage) },
      { path: paths.dashboard.path, ...signedIn(MainDashboardPage) },
      { path: paths.lovedOne.path, ...signedIn(LovedOneDashboardPage) },
      { path: paths.retiredFinancialTab.path, element: <Navigate to={paths.dashboard.getHref()} replace /> },
      { path: paths.addLovedOne.path, ...signedIn(AddLovedOnePage) },
      { path: paths.task.path, ...signedIn(TaskDetailPage) },
      { path: paths.memorialHub.path, ...signedIn(MemorialHubPage) },
      { path: paths.obituaryWriter.path, ...signedIn(ObituaryWriterPage) },
      { path: paths.guestList.path, ...signedIn(GuestListPage) },
      { path: paths.legalHub.path, ...signedIn(LegalHubPage) },
      { path: paths.attorneyFinder.path, ...signedIn(AttorneyFinderPage) },
      { path: paths.legalForms.path, ...signedIn(LegalFormsPage) },
      { path: paths.probateCalculator.path, ...signedIn(ProbateCalculatorPage) },
      { path: paths.taxDocuments.path, ...signedIn(TaxDocumentsPage) },
      { path: paths.estateAccount.path, ...signedIn(EstateAccountPage) },
      { path: paths.financialHub.path, ...signedIn(FinancialHubPage) },
      { path: paths.accountsHub.path, ...signedIn(AccountsHubPage) },
      { path: paths.supportHub.path, ...signedIn(SupportHubPage) },
      { path: paths.supportHub.lovedOnePath, ...signedIn(SupportHubPage) },
      { path: paths.acceptInvitation.path, element: page(<AcceptInvitationPage />) },
      { path: paths.join.path, element: page(<JoinTeamPage />) },
      { path: paths.settings.path, ...signedIn(SettingsPage) },
      { path: paths.memorial.path, element: page(<MemorialPage />) },
      { path: paths.griefJournal.path, ...signedIn(GriefJournalPage) },
      { path: paths.moodTracker.path, ...signedIn(MoodTrackerPage) },
      { path: paths.guidedExercises.path, ...signedIn(GuidedExercisesPage) },
      { path: paths.devMailbox.path, element: page(<DevMailboxPage />) },
      { path: paths.unsubscribe.path, element: page(<UnsubscribePage />) },
      // The links in a follower's e-mails: most followers have no account.
      { path: paths.followConfirm.path, element: page(<FollowConfirmPage />) },
      { path: paths.followStop.path, element: page(<FollowStopPage />) },
      // Not behind RequireAuth: a signed-out visitor gets the not-found page too, like any non-operator.
      { path: paths.operator.path, element: page(<OperatorPage notFound={<NotFoundPage />} />) },
      { path: paths.notFound.path, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts fetching the screen the app opens at, when it is one for someone signed in. RequireAuth shows
 * it only once the session is checked; fetched meanwhile, its code is not a second wait after that one.
 * Settles once that code is in, or could not be fetched (at once for other screens).
 */
export function preloadSignedInPage(pathname: string): Promise<void> {
  const handle = matchRoutes(APP_ROUTES, pathname)?.at(-1)?.route.handle as PreloadHandle | undefined;
  return (handle?.preload() ?? Promise.resolve()).then(
    () => undefined,
    () => {
      // The route's own import reports a failure when it renders (RouteErrorPage).
    },
  );
}

/**
 * The app's screens. Declared routes rather than a data router (createBrowserRouter): the app uses no
 * loaders or actions, and the data router is 18 KB more of every first view (decision 048). A crash
 * anywhere shows RouteErrorPage in place of the whole shell, as the data router's errorElement did,
 * until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  useNewPageAtTop();
  useNewPageFocus();
  return (
    <ErrorBoundary fallback={() => <RouteErrorPage />} resetKey={pathname}>
      <PageViews routes={APP_ROUTES} />
      {useRoutes(APP_ROUTES)}
    </ErrorBoundary>
  );
}
