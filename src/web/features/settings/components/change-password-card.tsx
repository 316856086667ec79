import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordSchema } from '#shared/validation/account.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { PasswordInput } from '#web/features/auth/components/password-input.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { placeFieldRefusals } from '#web/lib/show-refusal.ts';
import { useChangePassword } from '../api/account.ts';

type FormInput = z.input<typeof changePasswordSchema>;
type FormOutput = z.output<typeof changePasswordSchema>;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      form.reset(EMPTY);
      toast.success(ACCOUNT_MESSAGES.passwordUpdated);
    } catch (error) {
      // A wrong current password is the field's to say, beside it, where the person fixes it.
      if (placeFieldRefusals(form, error)) return;
      toast.error('Error updating password', { description: messageOf(error) });
    }
  });

  return (
    <Card aria-labelledby="security-heading" className="flex flex-col gap-4">
      <div>
        <CardTitle id="security-heading">Account Security</CardTitle>
        <CardDescription>Changing your password signs you out on your other devices.</CardDescription>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Change password">
        <Field label="Current Password" required error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <Field label="New Password" required hint="min 8 characters" error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field label="Confirm New Password" required error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" isLoading={change.isPending} className="self-start">
          Update Password
        </Button>
      </form>
    </Card>
  );
}
