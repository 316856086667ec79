import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx';
import { BeingBuiltPage } from '#web/features/system/being-built-page.tsx';
import { NotFoundPage } from '#web/features/system/not-found-page.tsx';
import { RouteErrorPage } from '#web/features/system/route-error-page.tsx';
import { AppShell } from './app-shell.tsx';
import { paths } from './paths.ts';

const LandingPage = lazy(() =>
  import('#web/features/entry/landing-page.tsx').then((m) => ({ default: m.LandingPage })),
);
const HomePage = lazy(() =>
  import('#web/features/entry/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const DevMailboxPage = lazy(() =>
  import('#web/features/dev-mailbox/dev-mailbox-page.tsx').then((m) => ({ default: m.DevMailboxPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<LoadingState />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireAuth>{page(element)}</RequireAuth>;
const building = (title: string) => <BeingBuiltPage title={title} />;

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.landing.path, element: page(<LandingPage />) },
      { path: paths.home.path, element: page(<HomePage />) },
      { path: paths.welcome.path, element: signedIn(building('Welcome')) },
      { path: paths.auth.path, element: building('Sign in') },
      { path: paths.onboarding.path, element: signedIn(building('Onboarding')) },
      { path: paths.chat.path, element: signedIn(building('Support chat')) },
      { path: paths.dashboard.path, element: signedIn(building('Dashboard')) },
      { path: paths.lovedOne.path, element: signedIn(building('Loved one')) },
      { path: '/dashboard/:lovedOneId/financial', element: <Navigate to="/dashboard" replace /> },
      { path: paths.addLovedOne.path, element: signedIn(building('Add a loved one')) },
      { path: paths.task.path, element: signedIn(building('Task')) },
      { path: paths.memorialHub.path, element: signedIn(building('Memorial hub')) },
      { path: paths.legalHub.path, element: signedIn(building('Legal Affairs')) },
      { path: paths.financialHub.path, element: signedIn(building('Financial Affairs')) },
      { path: paths.accountsHub.path, element: signedIn(building('Account Management')) },
      { path: paths.supportHub.path, element: signedIn(building('Support Tools & Resources')) },
      { path: '/hub/support/:lovedOneId', element: signedIn(building('Support Tools & Resources')) },
      { path: paths.acceptInvitation.path, element: building('Accept invitation') },
      { path: paths.join.path, element: building('Join a team') },
      { path: paths.settings.path, element: signedIn(building('Account Settings')) },
      { path: paths.memorial.path, element: building('Memorial') },
      { path: paths.griefJournal.path, element: signedIn(building('Grief journal')) },
      { path: paths.moodTracker.path, element: signedIn(building('Mood tracker')) },
      { path: paths.guidedExercises.path, element: signedIn(building('Guided exercises')) },
      { path: paths.devMailbox.path, element: page(<DevMailboxPage />) },
      { path: paths.notFound.path, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
