import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSession } from './api/use-session.ts';
import { ResetPasswordForm } from './components/reset-password-form.tsx';
import { ResetRequestForm } from './components/reset-request-form.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';
import { VerificationSent } from './components/verification-sent.tsx';
import { safeRedirect } from './lib/safe-redirect.ts';

type View =
  | { name: 'tabs'; tab: 'signup' | 'signin' }
  | { name: 'forgot' }
  | { name: 'verify-sent'; email: string };

/**
 * /auth: Sign Up (default) and Sign In tabs, the reset request, the reset form a mailed link opens
 * (`?type=reset&token=`), and the landing of a verification link (`?type=signup&email=`).
 */
export function AuthPage() {
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type');
  const linkError = params.get('error');
  const resetToken = type === 'reset' && !linkError ? params.get('token') : null;
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [view, setView] = useState<View>(
    type === 'reset' && linkError
      ? { name: 'forgot' }
      : { name: 'tabs', tab: type === 'signup' && linkError ? 'signin' : 'signup' },
  );

  const justVerified = Boolean(user) && type === 'signup';
  useEffect(() => {
    // The id keeps one toast even when the effect runs twice.
    if (justVerified) toast.success(ACCOUNT_MESSAGES.signedUp, { id: 'signed-up' });
  }, [justVerified]);

  if (isLoading) return <LoadingState />;
  if (user) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const showSignIn = (withEmail?: string) => {
    if (withEmail !== undefined) setEmail(withEmail);
    setView({ name: 'tabs', tab: 'signin' });
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      <title>Sign in · Harbor</title>
      <Link
        to={paths.landing.getHref()}
        className="inline-flex min-h-11 items-center self-start rounded-lg text-primary underline-offset-4 hover:underline"
      >
        ← Back to Home
      </Link>
      <div className="text-center">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">Welcome to Harbor</h1>
        <p className="mt-1 text-muted">A quiet place to organise what comes next, at your own pace.</p>
      </div>
      {type === 'signup' && linkError ? (
        <Alert tone="error">{ACCOUNT_MESSAGES.verifyLinkInvalid}</Alert>
      ) : null}
      {type === 'reset' && linkError ? <Alert tone="error">{ACCOUNT_MESSAGES.resetLinkInvalid}</Alert> : null}
      <Card>
        {resetToken ? (
          <ResetPasswordForm
            token={resetToken}
            onDone={() => {
              navigate(paths.auth.getHref(), { replace: true });
              showSignIn();
            }}
          />
        ) : view.name === 'forgot' ? (
          <ResetRequestForm defaultEmail={email} onBack={() => showSignIn()} />
        ) : view.name === 'verify-sent' ? (
          <VerificationSent email={view.email} onSignIn={() => showSignIn(view.email)} />
        ) : (
          <Tabs
            value={view.tab}
            onValueChange={(tab) => setView({ name: 'tabs', tab: tab as 'signup' | 'signin' })}
          >
            <TabsList aria-label="Sign up or sign in">
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
              <TabsTrigger value="signin">Sign In</TabsTrigger>
            </TabsList>
            <TabsContent value="signup">
              <SignUpForm
                onVerificationSent={(sentTo) => setView({ name: 'verify-sent', email: sentTo })}
                onSignInInstead={(existing) => showSignIn(existing)}
              />
            </TabsContent>
            <TabsContent value="signin">
              <SignInForm
                key={email}
                defaultEmail={email}
                onForgotPassword={() => setView({ name: 'forgot' })}
              />
            </TabsContent>
          </Tabs>
        )}
      </Card>
    </div>
  );
}
