import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { resetPasswordSchema } from '#shared/validation/account.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { resetPassword } from '../api/auth-client.ts';
import { PasswordInput } from './password-input.tsx';

type FormInput = z.input<typeof resetPasswordSchema>;
type FormOutput = z.output<typeof resetPasswordSchema>;

/** The form the mailed reset link opens; on success the person signs in with the new password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    try {
      await resetPassword(token, newPassword);
      toast.success(ACCOUNT_MESSAGES.passwordUpdated, {
        description: 'Please sign in with your new password.',
      });
      onDone();
    } catch (error) {
      setServerError(messageOf(error));
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold">Choose a new password</h2>
        <p className="text-muted">Your other signed-in devices will be signed out.</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Field label="New Password" required hint="min 8 characters" error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field label="Confirm Password" required error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" isLoading={isSubmitting} className="w-full">
          Update Password
        </Button>
      </form>
    </div>
  );
}
