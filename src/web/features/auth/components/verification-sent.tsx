import { MailCheck } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { Button } from '#web/components/ui/button.tsx';

/** The 'verify your email' state after a sign-up that returned no session. */
export function VerificationSent({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center" role="status">
      <MailCheck aria-hidden="true" className="size-10 text-primary" />
      <h2 className="text-xl font-semibold">{ACCOUNT_MESSAGES.verifyTitle}</h2>
      <p>
        We sent a verification link to <strong className="break-all">{email}</strong>. Please check your inbox
        and open the link to finish creating your account.
      </p>
      <p className="text-sm text-muted">
        No mail after a few minutes? Check your spam folder, or sign in: we'll send a new link.
      </p>
      <Button variant="outline" onClick={onSignIn}>
        Go to Sign In
      </Button>
    </div>
  );
}
