import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signInSchema } from '#shared/validation/account.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { signIn } from '../api/auth-client.ts';
import { PasswordInput } from './password-input.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

type FormInput = z.input<typeof signInSchema>;
type FormOutput = z.output<typeof signInSchema>;

export function SignInForm({
  defaultEmail,
  onSignedIn,
  onForgotPassword,
}: {
  defaultEmail: string;
  onSignedIn: () => Promise<void> | void;
  onForgotPassword: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const result = await signIn(input);
      if (result?.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      await onSignedIn();
    } catch (error) {
      setServerError(messageOf(error));
    }
  });

  if (needsCode) {
    return (
      <TwoFactorStep
        onSignedIn={onSignedIn}
        onRestart={(reason) => {
          // The e-mail stays filled in; the password is asked again.
          form.setValue('password', '');
          setServerError(reason ?? null);
          setNeedsCode(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Field label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" isLoading={isSubmitting} className="w-full">
        Sign In
      </Button>
      <Button variant="link" className="self-center" onClick={onForgotPassword}>
        Forgot your password?
      </Button>
    </form>
  );
}
