import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { paths } from '#web/lib/paths.ts';
import { useOnboardingStatus } from './api/get-onboarding-status.ts';
import { PathChoice } from './components/path-choice.tsx';

/** '/welcome' (signed in): the path choice, or the dashboard for someone who already has a loved one. */
export function WelcomePage() {
  const status = useOnboardingStatus();
  if (status.isPending) return <LoadingState isWholePage />;
  // A failed refresh keeps the choice on screen; a first load that failed says why, with Try again.
  if (!status.data) return <NotLoaded query={status} failedTitle="We couldn’t load this page" />;
  if (status.data.hasLovedOne) return <Navigate replace to={paths.dashboard.getHref()} />;
  return <PathChoice />;
}

/** '/': the public landing page for visitors, the welcome flow for signed-in users. */
export function RootPage({ signedOut }: { signedOut: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState isWholePage />;
  if (!user) return signedOut;
  return <WelcomePage />;
}
