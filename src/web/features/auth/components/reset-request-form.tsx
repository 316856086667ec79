import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { resetRequestSchema } from '#shared/validation/account.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { requestPasswordReset } from '../api/auth-client.ts';

type FormInput = z.input<typeof resetRequestSchema>;
type FormOutput = z.output<typeof resetRequestSchema>;

export function ResetRequestForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { resetEmail: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ resetEmail }) => {
    setServerError(null);
    try {
      await requestPasswordReset(resetEmail);
      // Said once, in the form's own notice, which stays (issue 21).
      setSentTo(resetEmail);
    } catch (error) {
      setServerError(messageOf(error));
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold">Reset your password</h2>
        <p className="text-muted">Enter your email and we'll send you a link to choose a new password.</p>
      </div>
      {sentTo ? (
        <Alert tone="success">
          {ACCOUNT_MESSAGES.resetSentTitle}. {ACCOUNT_MESSAGES.resetSentDescription}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset password">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Field label="Email" required error={errors.resetEmail?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('resetEmail')} />
        </Field>
        <Button type="submit" isLoading={isSubmitting} className="w-full">
          Send Reset Link
        </Button>
      </form>
      <Button variant="link" className="self-center" onClick={onBack}>
        ← Back to Sign In
      </Button>
    </div>
  );
}
