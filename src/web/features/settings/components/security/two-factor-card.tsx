import { useState } from 'react';
import { TWO_FACTOR_MESSAGES } from '#shared/account-security/two-factor.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { WhenLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import {
  useDisableTwoFactor,
  useRegenerateBackupCodes,
  useTwoFactorStatus,
} from '../../api/account-security.ts';
import { BackupCodes } from './backup-codes.tsx';
import { PasswordConfirmForm } from './password-confirm-form.tsx';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog.tsx';

/** Few enough left that the person should make new ones before they run out. */
const LOW_BACKUP_CODES = 3;

function NewBackupCodesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const regenerate = useRegenerateBackupCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCodes(null);
      setError(null);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={codes ? 'Your new backup codes' : 'Make new backup codes?'}
      closesOnlyByButton={codes !== null}
      description={codes ? undefined : 'Your old backup codes will stop working. Confirm it is you first.'}
    >
      {codes ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{TWO_FACTOR_MESSAGES.backupCodesRegenerated}</Alert>
          <BackupCodes codes={codes} />
          <Button className="self-start" onClick={() => changeOpen(false)}>
            I’ve saved my codes
          </Button>
        </div>
      ) : (
        <PasswordConfirmForm
          submitLabel="Make new codes"
          isPending={regenerate.isPending}
          error={error}
          onSubmit={async (password) => {
            setError(null);
            try {
              setCodes((await regenerate.mutateAsync(password)).backupCodes);
            } catch (caught) {
              setError(messageOf(caught));
            }
          }}
        />
      )}
    </Dialog>
  );
}

function TurnOffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const disable = useDisableTwoFactor();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setError(null);
      }}
      title="Turn off two-step sign-in?"
      description="Signing in will need only your password again, and your backup codes will stop working."
    >
      <PasswordConfirmForm
        submitLabel="Turn off"
        isPending={disable.isPending}
        error={error}
        onSubmit={async (password) => {
          setError(null);
          try {
            await disable.mutateAsync(password);
            toast.success(TWO_FACTOR_MESSAGES.disabled);
            onOpenChange(false);
          } catch (caught) {
            setError(messageOf(caught));
          }
        }}
      />
    </Dialog>
  );
}

export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'setup' | 'codes' | 'off' | null>(null);
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <Card aria-labelledby="two-factor-heading" className="flex flex-col gap-4">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="two-factor-heading">Two-step sign-in</CardTitle>
          {status.data?.enabled ? <Badge tone="success">On</Badge> : null}
        </div>
        <CardDescription>
          A second step when you sign in: a 6-digit code from an authenticator app on your phone. Someone who
          learns your password still cannot sign in without it.
        </CardDescription>
      </div>
      <WhenLoaded
        query={status}
        failedTitle="We couldn’t load your two-step sign-in"
        loadingLabel="Loading two-step sign-in"
      >
        {({ enabled, backupCodesLeft }) =>
          enabled ? (
            <>
              <p role="status" className={backupCodesLeft <= LOW_BACKUP_CODES ? 'text-warning' : undefined}>
                {backupCodesLeft === 1
                  ? 'You have 1 backup code left.'
                  : `You have ${backupCodesLeft} backup codes left.`}
                {backupCodesLeft <= LOW_BACKUP_CODES ? ' Please make new ones soon.' : ''}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setDialog('codes')}>
                  Make new backup codes
                </Button>
                <Button variant="outline" onClick={() => setDialog('off')}>
                  Turn off two-step sign-in
                </Button>
              </div>
            </>
          ) : (
            <Button className="self-start" onClick={() => setDialog('setup')}>
              Turn on two-step sign-in
            </Button>
          )
        }
      </WhenLoaded>
      <TwoFactorSetupDialog open={dialog === 'setup'} onOpenChange={closeDialog} />
      <NewBackupCodesDialog open={dialog === 'codes'} onOpenChange={closeDialog} />
      <TurnOffDialog open={dialog === 'off'} onOpenChange={closeDialog} />
    </Card>
  );
}
