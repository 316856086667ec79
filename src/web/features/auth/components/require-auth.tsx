import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RecordsUnreachablePage } from '#web/components/records-unreachable.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '../api/use-session.ts';

/** Sends a signed-out visitor to /auth and brings them back here after they sign in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, isUnknown } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState isWholePage />;
  if (isUnknown) return <RecordsUnreachablePage />;
  if (!user) return <Navigate to={paths.auth.backTo(location)} replace />;
  return children;
}
