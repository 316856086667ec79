import type { ReactNode } from 'react';
import { type Location, Navigate, useLocation } from 'react-router';
import { RecordsUnreachablePage } from '#web/components/records-unreachable.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '../api/use-session.ts';

/** The address bar already shows another page, which the router has not drawn yet. */
const isBeingLeft = (location: Location) =>
  window.location.pathname !== location.pathname || window.location.search !== location.search;

/** Sends a signed-out visitor to /auth and brings them back here after they sign in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, isUnknown } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState isWholePage />;
  if (isUnknown) return <RecordsUnreachablePage />;
  if (!user) {
    // Signing out forgets the person at once but leaves for the home page in a transition, which may
    // still be loading that page: until it is drawn, this page must not send them to sign in again.
    if (isBeingLeft(location)) return <LoadingState isWholePage />;
    return <Navigate to={paths.auth.backTo(location)} replace />;
  }
  return children;
}
