import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { backupCodeSchema, totpCodeSchema } from '#shared/account-security/two-factor.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { verifyBackupCode, verifyTotpCode } from '../api/auth-client.ts';

type Method = 'totp' | 'backup';
type FormInput = z.input<typeof totpCodeSchema>;
type FormOutput = z.output<typeof totpCodeSchema>;

const TEXT = {
  totp: {
    intro: 'Open your authenticator app and enter the 6-digit code it shows for Harbor.',
    label: 'Authentication code',
    switchTo: 'Use a backup code instead',
  },
  backup: {
    intro:
      'Enter one of the backup codes you saved when you turned on two-step sign-in. Each code works once.',
    label: 'Backup code',
    switchTo: 'Use your authenticator app instead',
  },
} as const;

/**
 * The sign-in's second step, after a right password. A sign-in that took too long (or had too many
 * wrong codes) goes back to the password step with the reason.
 */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => Promise<void> | void;
  onRestart: (reason?: string) => void;
}) {
  const [method, setMethod] = useState<Method>('totp');
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(method === 'totp' ? totpCodeSchema : backupCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const text = TEXT[method];

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await (method === 'totp' ? verifyTotpCode(code) : verifyBackupCode(code));
      await onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_EXPIRED') {
        onRestart(error.message);
        return;
      }
      setServerError(messageOf(error));
      form.setFocus('code');
    }
  });

  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup' : 'totp');
    setServerError(null);
    form.reset({ code: '' });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Two-step sign-in">
      <div>
        <h2 className="text-lg font-semibold">Two-step sign-in</h2>
        <p className="text-muted">{text.intro}</p>
      </div>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Field label={text.label} required error={errors.code?.message}>
        <Input
          key={method}
          autoFocus
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={method === 'totp' ? 7 : 13}
          {...form.register('code')}
        />
      </Field>
      <Button type="submit" isLoading={isSubmitting} className="w-full">
        Verify
      </Button>
      <div className="flex flex-col items-center gap-2">
        <Button variant="link" onClick={switchMethod}>
          {text.switchTo}
        </Button>
        <Button variant="link" onClick={() => onRestart()}>
          ← Back to Sign In
        </Button>
      </div>
      <p className="text-sm text-muted">
        Lost your phone and your backup codes? Ask the Harbor team: once they have checked it is you, they can
        turn two-step sign-in off so you can sign in with your password.
      </p>
    </form>
  );
}
