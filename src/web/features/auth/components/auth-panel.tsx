import { type ReactNode, useState } from 'react';
import type { AuthPageStart } from '#shared/account-security/auth-page-start.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { VerificationSent } from './verification-sent.tsx';

type View =
  | { name: 'tabs'; tab: 'signup' | 'signin' }
  | { name: 'forgot' }
  | { name: 'verify-sent'; email: string }
  | { name: 'reset' };

function firstView(start: AuthPageStart): View {
  if (start === 'reset-password') return { name: 'reset' };
  if (start === 'reset-link-invalid') return { name: 'forgot' };
  return { name: 'tabs', tab: start === 'verify-link-invalid' ? 'signin' : 'signup' };
}

/** The page's title, wherever it is rendered. */
export const AUTH_PAGE_TITLE = 'Sign in · Harbor';

/** The look of the panel's way back, whichever link the page gives it. */
export const BACK_LINK_CLASS =
  'inline-flex min-h-11 items-center self-start rounded-lg text-primary underline-offset-4 hover:underline';

type AuthPanelProps = {
  /**
   * How the page opens (authPageStartFrom), with what the link brought: an e-mail, a reset token. The
   * server renders by `start` alone (decision 047); the token is needed only to send the new password.
   */
  start: AuthPageStart;
  email: string;
  token: string | null;
  /** The way back, as the page links (the app's router, or a plain link on the server's page). */
  backLink: ReactNode;
  /** A session has begun; `message` is the toast to show for it, if any. */
  onSignedIn: (message?: string) => Promise<void> | void;
  /** The reset link has done its work: its token can leave the address. */
  onResetLinkUsed: () => void;
};

/**
 * Everything /auth shows a visitor: Sign Up (the default) and Sign In tabs, the reset request, the
 * form a mailed reset link opens, and what a link that no longer works says. Without the router, so the
 * server's page (decision 047) and the app's route render the same panel.
 */
export function AuthPanel({
  start,
  email: linkEmail,
  token,
  backLink,
  onSignedIn,
  onResetLinkUsed,
}: AuthPanelProps) {
  const [email, setEmail] = useState(linkEmail);
  const [view, setView] = useState<View>(() => firstView(start));

  const showSignIn = (withEmail?: string) => {
    if (withEmail !== undefined) setEmail(withEmail);
    setView({ name: 'tabs', tab: 'signin' });
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      {backLink}
      <div className="text-center">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">Welcome to Harbor</h1>
        <p className="mt-1 text-muted">A quiet place to organise what comes next, at your own pace.</p>
      </div>
      {start === 'verify-link-invalid' ? (
        <Alert tone="error">{ACCOUNT_MESSAGES.verifyLinkInvalid}</Alert>
      ) : null}
      {start === 'reset-link-invalid' ? (
        <Alert tone="error">{ACCOUNT_MESSAGES.resetLinkInvalid}</Alert>
      ) : null}
      <Card>
        {view.name === 'reset' ? (
          <ResetPasswordForm
            token={token ?? ''}
            onDone={() => {
              onResetLinkUsed();
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
                onSignedIn={onSignedIn}
                onVerificationSent={(sentTo) => setView({ name: 'verify-sent', email: sentTo })}
                onSignInInstead={(existing) => showSignIn(existing)}
              />
            </TabsContent>
            <TabsContent value="signin">
              <SignInForm
                key={email}
                defaultEmail={email}
                onSignedIn={onSignedIn}
                onForgotPassword={() => setView({ name: 'forgot' })}
              />
            </TabsContent>
          </Tabs>
        )}
      </Card>
    </div>
  );
}
