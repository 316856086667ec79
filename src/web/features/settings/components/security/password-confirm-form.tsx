import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ConfirmPasswordInput, confirmPasswordSchema } from '#shared/account-security/two-factor.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { PasswordInput } from '#web/features/auth/components/password-input.tsx';

type Props = {
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  variant?: 'primary' | 'danger';
};

/** "Enter your password to confirm" before a change to how the account signs in. */
export function PasswordConfirmForm({ submitLabel, isPending, error, onSubmit, variant = 'primary' }: Props) {
  const form = useForm<ConfirmPasswordInput>({
    resolver: zodResolver(confirmPasswordSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-label="Confirm with your password"
      onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field label="Your password" required error={errors.password?.message}>
        {/* Not autoFocus: the dialog it is in places the focus itself, and a field that takes it first
            hides from the dialog the button that opened it, which it could then not give the focus back to. */}
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" variant={variant} isLoading={isPending} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
