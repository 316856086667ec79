import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  INVITATION_MESSAGES,
  INVITATION_RELATIONSHIPS,
  type InviteMember,
  type InviteMemberInput,
  inviteMemberSchema,
  relationshipLabel,
} from '#shared/team/invitation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import { useInviteMember } from '../api/invite-member.ts';

const EMPTY: InviteMemberInput = {
  firstName: '',
  lastName: '',
  email: '',
  relationship: '',
  personalMessage: '',
};

/** The spec's toast titles for a refused invitation, chosen by the field at fault. */
function failureTitle(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Error sending invitation';
  if (error.status === 429) return 'Too many attempts';
  if (error.status === 409 || error.message === INVITATION_MESSAGES.selfInvite) return 'Invalid invitation';
  const field = error.issues[0]?.path;
  if (error.message === INVITATION_MESSAGES.missing) return INVITATION_MESSAGES.missingTitle;
  if (field === 'email') return 'Invalid email';
  if (field === 'firstName' || field === 'lastName') return 'Invalid name';
  if (field === 'personalMessage') return 'Invalid message';
  if (error.status === 422) return 'Invalid invitation';
  return 'Error sending invitation';
}

/** 'Invite Family & Friends Member': the team tab and the main dashboard's 'Invite family' open it. */
export function InviteDialog({
  lovedOneId,
  lovedOneName,
  open,
  onOpenChange,
}: {
  lovedOneId: string;
  /** The name of the person who died, once given (hubNameOf): the relationship asked is to them. */
  lovedOneName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteMember(lovedOneId);
  const form = useForm<InviteMemberInput, unknown, InviteMember>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const { invitation } = await invite.mutateAsync(values);
        if (invitation.delivery === 'not_configured') {
          toast(INVITATION_MESSAGES.created, { description: INVITATION_MESSAGES.createdDescription });
        } else {
          toast.success(INVITATION_MESSAGES.sent);
        }
        form.reset(EMPTY);
        onOpenChange(false);
      } catch (error) {
        // What was typed stays in the form; a reason about a field is said under it too.
        toast.error(failureTitle(error), { description: messageOf(error, 'Please try again') });
        showRefusal(form, error);
      }
    },
    (fieldErrors) => {
      const messages = Object.values(fieldErrors).map((error) => error?.message);
      if (messages.includes(INVITATION_MESSAGES.missing)) {
        toast.error(INVITATION_MESSAGES.missingTitle, { description: INVITATION_MESSAGES.missing });
      }
    },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Family & Friends Member"
      description="They will get an email with a link to join. Invitations last 14 days."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name" required error={errors.firstName?.message}>
            <Input autoComplete="off" {...form.register('firstName')} />
          </Field>
          <Field label="Last Name" required error={errors.lastName?.message}>
            <Input autoComplete="off" {...form.register('lastName')} />
          </Field>
        </div>
        <Field label="Email Address" required error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field
          label="Relationship"
          hint={lovedOneName ? `How they are related to ${lovedOneName}.` : undefined}
          error={errors.relationship?.message}
        >
          <Select {...form.register('relationship')}>
            <option value="">Select a relationship</option>
            {INVITATION_RELATIONSHIPS.map((relationship) => (
              <option key={relationship} value={relationship}>
                {relationshipLabel(relationship)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Personal Message (Optional)" error={errors.personalMessage?.message}>
          <Textarea rows={4} maxLength={1000} {...form.register('personalMessage')} />
        </Field>
        <DialogFooter refusal={errors.root?.message}>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            Send Invitation
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
