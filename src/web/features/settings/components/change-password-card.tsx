import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordSchema } from '#shared/validation/account.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useSignOut } from '#web/features/auth/api/use-sign-out.ts';
import { PasswordInput } from '#web/features/auth/components/password-input.tsx';
import { ApiError, isDeliveryFailure, messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { placeFieldRefusals } from '#web/lib/show-refusal.ts';
import { useChangePassword } from '../api/account.ts';

type FormInput = z.input<typeof changePasswordSchema>;
type FormOutput = z.output<typeof changePasswordSchema>;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const change = useChangePassword();
  const signOut = useSignOut();
  // Set when a change was sent and no answer came: it may have been made.
  const mayHaveChanged = useRef(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      mayHaveChanged.current = false;
      form.reset(EMPTY);
      toast.success(ACCOUNT_MESSAGES.passwordUpdated);
    } catch (error) {
      // A change made signs out every other session, and this one too if its new cookie was lost: a
      // 401 after a lost answer means the first change was made.
      if (error instanceof ApiError && error.status === 401) {
        toast.error(
          mayHaveChanged.current
            ? ACCOUNT_MESSAGES.passwordChangedSignedOut
            : ACCOUNT_MESSAGES.sessionExpiredPassword,
        );
        await signOut(paths.auth.getHref(paths.settings.getHref()));
        return;
      }
      if (isDeliveryFailure(error)) {
        mayHaveChanged.current = true;
        form.setError('root', { message: ACCOUNT_MESSAGES.passwordChangeUnheard });
        return;
      }
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
        <FormRefusal message={errors.root?.message} />
        <Button type="submit" isLoading={change.isPending} className="self-start">
          Update Password
        </Button>
      </form>
    </Card>
  );
}
