import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { track } from '#web/features/analytics/api/track.ts';
import { ON_DEMAND_FAILED, useOnDemand } from '#web/hooks/use-on-demand.ts';
import { paths } from '#web/lib/paths.ts';

const loadWaitlistDialog = () => import('./waitlist-dialog.tsx').then((module) => module.WaitlistDialog);
const loadPasscodeDialog = () => import('./passcode-dialog.tsx').then((module) => module.PasscodeDialog);

/**
 * The landing page's buttons. Their dialogs, with the form library and its rules, are fetched when a
 * visitor reaches for one, not with the page (decision 042).
 */
export function LandingActions({
  isOpenSignUp,
  onPasscodeAccepted,
}: {
  isOpenSignUp: boolean;
  onPasscodeAccepted: () => void;
}) {
  const waitlist = useOnDemand(loadWaitlistDialog);
  const passcode = useOnDemand(loadPasscodeDialog);
  const [isWaitlistOpen, setWaitlistOpen] = useState(false);
  const [isPasscodeOpen, setPasscodeOpen] = useState(false);
  const WaitlistDialog = waitlist.loaded;
  const PasscodeDialog = passcode.loaded;

  return (
    <>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          size="lg"
          isLoading={waitlist.isLoading}
          onPointerEnter={waitlist.preload}
          onFocus={waitlist.preload}
          onClick={async () => {
            track({ name: 'waitlist_opened' });
            if (await waitlist.load()) setWaitlistOpen(true);
          }}
        >
          Join Waitlist
        </Button>
        {isOpenSignUp ? (
          <Button asChild size="lg" variant="outline">
            <a
              href={paths.auth.getHref()}
              onClick={() => track({ name: 'button_click', button: 'landing_create_account' })}
            >
              Create an account
            </a>
          </Button>
        ) : null}
      </div>
      {/* With sign-up open to everyone there is no passcode to enter. */}
      {isOpenSignUp ? null : (
        <button
          type="button"
          className="min-h-11 text-primary underline underline-offset-4"
          aria-busy={passcode.isLoading || undefined}
          onPointerEnter={passcode.preload}
          onFocus={passcode.preload}
          onClick={async () => {
            track({ name: 'button_click', button: 'landing_passcode' });
            if (await passcode.load()) setPasscodeOpen(true);
          }}
        >
          Have a passcode? Enter it here.
        </button>
      )}
      {waitlist.failed || passcode.failed ? <Alert tone="error">{ON_DEMAND_FAILED}</Alert> : null}
      {WaitlistDialog ? <WaitlistDialog open={isWaitlistOpen} onOpenChange={setWaitlistOpen} /> : null}
      {PasscodeDialog ? (
        <PasscodeDialog
          open={isPasscodeOpen}
          onOpenChange={setPasscodeOpen}
          onAccepted={onPasscodeAccepted}
        />
      ) : null}
    </>
  );
}
