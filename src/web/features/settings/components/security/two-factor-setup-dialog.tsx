import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  groupSetupKey,
  secretFromOtpauthUri,
  TWO_FACTOR_MESSAGES,
  totpCodeSchema,
} from '#shared/account-security/two-factor.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import type { TwoFactorSetup } from '#web/features/auth/api/auth-client.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { useConfirmTwoFactor, useStartTwoFactorSetup } from '../../api/account-security.ts';
import { BackupCodes } from './backup-codes.tsx';
import { PasswordConfirmForm } from './password-confirm-form.tsx';
import { QrCode } from './qr-code.tsx';

type Step =
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] };

type CodeInput = z.input<typeof totpCodeSchema>;
type CodeOutput = z.output<typeof totpCodeSchema>;

function ScanStep({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactor();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const secret = secretFromOtpauthUri(setup.totpURI) ?? '';

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await confirm.mutateAsync(code);
      onConfirmed();
    } catch (caught) {
      setError(messageOf(caught));
      form.setFocus('code');
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-4 pl-5">
        <li>
          <p>
            Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator
            or 1Password) and scan this code.
          </p>
          <div className="mt-3 flex justify-center">
            <QrCode value={setup.totpURI} label="QR code to add Harbor to your authenticator app" />
          </div>
          <p className="mt-3 text-sm text-muted">Can’t scan it? Type this setup key into the app instead:</p>
          <p
            className="mt-1 break-all rounded-lg bg-surface-muted p-3 font-mono text-lg"
            data-testid="setup-key"
          >
            {groupSetupKey(secret)}
          </p>
        </li>
        <li>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Confirm the code">
            <p>Enter the 6-digit code the app now shows for Harbor.</p>
            {error ? <Alert tone="error">{error}</Alert> : null}
            <Field label="Authentication code" required error={form.formState.errors.code?.message}>
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                {...form.register('code')}
              />
            </Field>
            <Button type="submit" isLoading={confirm.isPending} className="self-start">
              Turn on
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}

/** Password → QR code and setup key → first code → the backup codes, once. */
export function TwoFactorSetupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [error, setError] = useState<string | null>(null);
  const start = useStartTwoFactorSetup();

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      if (step.name === 'codes') toast.success(TWO_FACTOR_MESSAGES.enabled);
      setStep({ name: 'password' });
      setError(null);
    }
  };

  const onPassword = async (password: string) => {
    setError(null);
    try {
      const setup = await start.mutateAsync(password);
      setStep({ name: 'scan', setup });
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  const title =
    step.name === 'codes'
      ? 'Save your backup codes'
      : step.name === 'scan'
        ? 'Add Harbor to your app'
        : 'Turn on two-step sign-in';

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={step.name === 'password' ? 'First, confirm it is you.' : undefined}
      closesOnlyByButton={step.name === 'codes'}
    >
      {step.name === 'password' ? (
        <PasswordConfirmForm
          submitLabel="Continue"
          isPending={start.isPending}
          error={error}
          onSubmit={onPassword}
        />
      ) : step.name === 'scan' ? (
        <ScanStep
          setup={step.setup}
          onConfirmed={() => setStep({ name: 'codes', codes: step.setup.backupCodes })}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{TWO_FACTOR_MESSAGES.enabled}</Alert>
          <BackupCodes codes={step.codes} />
          <Button className="self-start" onClick={() => changeOpen(false)}>
            I’ve saved my codes
          </Button>
        </div>
      )}
    </Dialog>
  );
}
