import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type WaitlistEntryInput, waitlistEntrySchema } from '#shared/validation/waitlist.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { track } from '#web/features/analytics/api/track.ts';
import { isDeliveryFailure, messageOf } from '#web/lib/api-client.ts';
import { joinWaitlist, savePendingWaitlistEntry } from '../api/join-waitlist.ts';

const EMPTY: WaitlistEntryInput = { firstName: '', lastName: '', email: '', interestReason: '' };

export function WaitlistDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [isDone, setIsDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<WaitlistEntryInput>({
    resolver: zodResolver(waitlistEntrySchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && isDone) {
      // Closing after success starts afresh; closing mid-form keeps what was typed.
      form.reset(EMPTY);
      setIsDone(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await joinWaitlist(values);
      track({ name: 'waitlist_submitted' });
      setIsDone(true);
    } catch (error) {
      if (isDeliveryFailure(error)) {
        savePendingWaitlistEntry(values);
        setIsDone(true);
        toast('Submission received', {
          description: "Your information has been saved locally. We'll follow up soon!",
        });
        return;
      }
      setServerError(messageOf(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} title={isDone ? "You're on the list!" : 'Join the waitlist'}>
      {isDone ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
          <p>Thank you. We’ll write to you as soon as there is a place for you in the Harbor pilot.</p>
          <Button onClick={() => close(false)}>Close</Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-muted">
            Harbor is in a small private pilot. Leave your details and we'll be in touch.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" required error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </Field>
            <Field label="Last name" required error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </Field>
          </div>
          <Field label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </Field>
          <Field label="Why are you interested? (optional)" error={errors.interestReason?.message}>
            <Textarea rows={3} {...form.register('interestReason')} />
          </Field>
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {isSubmitting ? 'Joining...' : 'Join Waitlist'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
