import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signUpSchema } from '#shared/validation/account.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { signUp } from '../api/auth-client.ts';
import { useNeedsPreviewPasscode } from '../api/preview-status.ts';
import { PasswordInput } from './password-input.tsx';

type FormInput = z.input<typeof signUpSchema>;
type FormOutput = z.output<typeof signUpSchema>;

export function SignUpForm({
  onSignedIn,
  onVerificationSent,
  onSignInInstead,
}: {
  /** Signed in at once (no verification asked): `message` is the welcome toast. */
  onSignedIn: (message: string) => Promise<void> | void;
  onVerificationSent: (email: string) => void;
  onSignInInstead: (email: string) => void;
}) {
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const needsPasscode = useNeedsPreviewPasscode();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const result = await signUp(input);
      if (result.signedIn) {
        await onSignedIn(ACCOUNT_MESSAGES.signedUp);
      } else {
        // The panel that replaces the form says so; a toast would say it twice (issue 21).
        onVerificationSent(input.email);
      }
    } catch (error) {
      setServerError(error instanceof ApiError ? error : new ApiError(0, 'UNKNOWN', messageOf(error)));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign up">
      {needsPasscode && !serverError ? (
        // Said before the form is filled in, not after (issue 21).
        <Alert>
          <p>{ACCOUNT_MESSAGES.previewRequired}</p>
          <a
            href={paths.landing.getHref()}
            className="mt-1 inline-flex min-h-11 items-center text-primary underline"
          >
            Enter a passcode on the welcome page
          </a>
        </Alert>
      ) : null}
      {serverError ? (
        <Alert tone="error">
          <p>{serverError.message}</p>
          {serverError.code === 'EMAIL_EXISTS' ? (
            <Button variant="link" className="mt-1" onClick={() => onSignInInstead(form.getValues('email'))}>
              Go to Sign In
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label="Last Name" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </Field>
      <Field label="Password" required hint="min 8 characters" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Button type="submit" isLoading={isSubmitting} className="w-full">
        Create Account
      </Button>
    </form>
  );
}
