import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { authPageStartFrom } from '#shared/account-security/auth-page-start.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSession } from './api/use-session.ts';
import { AUTH_PAGE_TITLE, AuthPanel, BACK_LINK_CLASS } from './components/auth-panel.tsx';
import { safeRedirect } from './lib/safe-redirect.ts';

/**
 * /auth in the app: where RequireAuth sends someone signed out, and where a verification link lands
 * with its new session. A visitor who opens /auth directly gets the server's page (decision 047), with
 * the same panel.
 */
export function AuthPage() {
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const justVerified = Boolean(user) && params.get('type') === 'signup';
  useEffect(() => {
    // The id keeps one toast even when the effect runs twice.
    if (justVerified) toast.success(ACCOUNT_MESSAGES.signedUp, { id: 'signed-up' });
  }, [justVerified]);

  if (isLoading) return <LoadingState isWholePage />;
  if (user) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  return (
    <>
      <title>{AUTH_PAGE_TITLE}</title>
      <AuthPanel
        start={authPageStartFrom(params)}
        email={params.get('email') ?? ''}
        token={params.get('token')}
        backLink={
          <Link to={paths.landing.getHref()} className={BACK_LINK_CLASS}>
            ← Back to Home
          </Link>
        }
        onSignedIn={async (message) => {
          if (message) toast.success(message);
          // This page sends a signed-in visitor on once the session arrives.
          await queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
        }}
        onResetLinkUsed={() => navigate(paths.auth.getHref(), { replace: true })}
      />
    </>
  );
}
