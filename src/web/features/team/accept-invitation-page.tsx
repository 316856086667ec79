import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  INVITATION_STATE_MESSAGES,
  type InvitationSignInInput,
  type InvitationSignUpInput,
  invitationSignInSchema,
  invitationSignUpSchema,
  INVITATION_SIGN_UP_MESSAGES as MESSAGES,
  OWN_PLAN_TEAM_WORDS,
  relationshipLabel,
} from '#shared/team/invitation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { signIn } from '#web/features/auth/api/auth-client.ts';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { VerificationSent } from '#web/features/auth/components/verification-sent.tsx';
import { ApiError, isDeliveryFailure, messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import { acceptInvitation, lookUpInvitation, signUpWithInvitation } from './api/invitations.ts';
import { CalmStatePage } from './components/calm-state-page.tsx';

/** The spec's pause before going home, so 'Welcome!' can be read. */
const REDIRECT_DELAY_MS = 1000;

type Invitation = {
  inviterName: string | null;
  /** Null until the family has given the loved one's name; the page then names no one. */
  lovedOneName: string | null;
  isOwnPlan: boolean;
  relationship: string | null;
  invitedFirstName: string;
  invitedLastName: string;
  invitedEmail: string;
};

function useWelcome() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    toast.success(MESSAGES.welcome);
    await queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
    setTimeout(() => navigate(paths.landing.getHref()), REDIRECT_DELAY_MS);
  };
}

/** The spec's toast for a failed acceptance, and the same words to stay beside the button. */
function sayAcceptFailed(error: unknown): string {
  toast.error(MESSAGES.acceptFailed, { description: error instanceof ApiError ? error.message : undefined });
  return `${MESSAGES.acceptFailed}. ${messageOf(error)}`;
}

const stateTitle = (error: unknown) =>
  error instanceof ApiError && error.status === 404
    ? INVITATION_STATE_MESSAGES.invalid
    : MESSAGES.validateFailed;

function SignUpForm({
  form,
  invitation,
  onAccountExists,
}: {
  form: UseFormReturn<InvitationSignUpInput>;
  invitation: Invitation;
  onAccountExists: (email: string) => void;
}) {
  const welcome = useWelcome();
  const navigate = useNavigate();
  const [isVerificationSent, setVerificationSent] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const { verifyEmail } = await signUpWithInvitation(values);
        // A copied link proves nothing about who reads the address, so it is confirmed first.
        if (verifyEmail) return setVerificationSent(true);
        return welcome();
      } catch (error) {
        if (error instanceof ApiError && error.message === MESSAGES.accountExists) {
          toast.error(MESSAGES.accountExistsTitle, { description: MESSAGES.accountExists });
          onAccountExists(invitation.invitedEmail);
          return;
        }
        toast.error(MESSAGES.createFailed, {
          description: error instanceof ApiError ? error.message : undefined,
        });
        showRefusal(form, error);
      }
    },
    (fieldErrors) => {
      if (fieldErrors.firstName || fieldErrors.lastName) {
        toast.error(MESSAGES.nameRequiredTitle, { description: MESSAGES.nameRequired });
      }
    },
  );
  if (isVerificationSent)
    return (
      <VerificationSent email={invitation.invitedEmail} onSignIn={() => navigate(paths.auth.getHref())} />
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label="Email" hint={MESSAGES.invitedAddress}>
        <Input type="email" autoComplete="email" value={invitation.invitedEmail} readOnly />
      </Field>
      <Field
        label="Password"
        required
        error={errors.password?.message}
        hint="At least 8 characters, with upper and lower case letters, a number and a special character."
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label="Confirm password" required error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <FormRefusal message={errors.root?.message} />
      <Button type="submit" isLoading={isSubmitting}>
        Create account and join
      </Button>
    </form>
  );
}

function SignInForm({ token, form }: { token: string; form: UseFormReturn<InvitationSignInInput> }) {
  const welcome = useWelcome();
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn({ email: values.email, password: values.password });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(MESSAGES.wrongPasswordTitle, { description: MESSAGES.wrongPassword });
        form.setError('password', { type: 'server', message: MESSAGES.wrongPassword }, { shouldFocus: true });
      } else {
        toast.error(MESSAGES.signInFailed, {
          description: error instanceof ApiError ? error.message : undefined,
        });
        showRefusal(form, error);
      }
      return;
    }
    try {
      await acceptInvitation(token);
      await welcome();
    } catch (error) {
      form.setError('root', { type: 'server', message: sayAcceptFailed(error) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <FormRefusal message={errors.root?.message} />
      <Button type="submit" isLoading={isSubmitting}>
        Sign in and join
      </Button>
    </form>
  );
}

function AcceptAsSignedIn({ token, name }: { token: string; name: string }) {
  const welcome = useWelcome();
  const [isPending, setIsPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const accept = async () => {
    setIsPending(true);
    setRefusal(undefined);
    try {
      await acceptInvitation(token);
      await welcome();
    } catch (error) {
      setRefusal(sayAcceptFailed(error));
      setIsPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p>You are signed in as {name}.</p>
      <FormRefusal message={refusal} />
      <Button onClick={() => void accept()} isLoading={isPending}>
        Accept invitation
      </Button>
    </div>
  );
}

/**
 * Create account or Sign in. Both forms' answers live here, not in the form shown, so a look at the
 * other form keeps what was typed in this one.
 */
function JoinForms({ token, invitation }: { token: string; invitation: Invitation }) {
  const [mode, setMode] = useState<'sign-up' | 'sign-in'>('sign-up');
  const signUpForm = useForm<InvitationSignUpInput>({
    resolver: zodResolver(invitationSignUpSchema),
    defaultValues: {
      token,
      firstName: invitation.invitedFirstName,
      lastName: invitation.invitedLastName,
      password: '',
      confirmPassword: '',
    },
  });
  const signInForm = useForm<InvitationSignInInput>({
    resolver: zodResolver(invitationSignInSchema),
    defaultValues: { email: invitation.invitedEmail, password: '' },
  });
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant={mode === 'sign-up' ? 'primary' : 'outline'}
          aria-pressed={mode === 'sign-up'}
          onClick={() => setMode('sign-up')}
        >
          Create account
        </Button>
        <Button
          variant={mode === 'sign-in' ? 'primary' : 'outline'}
          aria-pressed={mode === 'sign-in'}
          onClick={() => setMode('sign-in')}
        >
          Sign in
        </Button>
      </div>
      {mode === 'sign-up' ? (
        <SignUpForm
          form={signUpForm}
          invitation={invitation}
          onAccountExists={(email) => {
            signInForm.setValue('email', email);
            setMode('sign-in');
          }}
        />
      ) : (
        <SignInForm token={token} form={signInForm} />
      )}
    </>
  );
}

/** `/accept-invitation?token=…`: who invited you, for whom; then sign up, sign in, or accept. */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { user, isLoading: isSessionLoading } = useSession();
  const lookup = useQuery({
    queryKey: queryKeys.invitations.lookup(token),
    queryFn: () => lookUpInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (!token)
    return (
      <CalmStatePage title={INVITATION_STATE_MESSAGES.missing}>
        Please open the link from your invitation email again.
      </CalmStatePage>
    );
  if (lookup.isPending || isSessionLoading) return <LoadingState label="Checking your invitation..." />;
  // No answer (offline, a server failure) is not a bad invitation: Try again, nothing to ask anyone for.
  if (lookup.isError && isDeliveryFailure(lookup.error))
    return (
      <div className="mx-auto max-w-lg py-8">
        <NotLoaded query={lookup} failedTitle="We couldn’t check your invitation" />
      </div>
    );
  if (lookup.isError) {
    return (
      <CalmStatePage title={stateTitle(lookup.error)}>
        Please ask the person who invited you to send a new invitation.
      </CalmStatePage>
    );
  }
  if (lookup.data.status === 'expired') {
    return (
      <CalmStatePage title={INVITATION_STATE_MESSAGES.expired}>
        Invitations last 14 days. Please ask for a new one.
      </CalmStatePage>
    );
  }
  if (lookup.data.status === 'accepted') {
    return (
      <CalmStatePage title={INVITATION_STATE_MESSAGES.accepted}>
        If it was you, sign in to see the team.
      </CalmStatePage>
    );
  }
  const invitation = lookup.data.invitation;
  if (!invitation) return <CalmStatePage title={MESSAGES.validateFailed} />;
  const relationship = relationshipLabel(invitation.relationship).toLowerCase();

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 py-8">
      <title>You’re invited · Harbor</title>
      <Card className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h1 className="font-serif text-2xl font-semibold">You’re invited</h1>
          {invitation.isOwnPlan ? (
            <p>{OWN_PLAN_TEAM_WORDS.invitation(invitation.inviterName ?? 'Someone')}</p>
          ) : (
            <p>
              {invitation.inviterName ?? 'Someone'} invited you to join the family &amp; friends team
              {invitation.lovedOneName ? (
                <>
                  {' for '}
                  <strong>{invitation.lovedOneName}</strong>
                  {relationship ? ` as ${relationship}` : ''}
                </>
              ) : null}
              . Together you can share the tasks that follow a loss.
            </p>
          )}
        </div>
        {user ? (
          <AcceptAsSignedIn token={token} name={user.name || user.email} />
        ) : (
          <JoinForms token={token} invitation={invitation} />
        )}
      </Card>
    </div>
  );
}
