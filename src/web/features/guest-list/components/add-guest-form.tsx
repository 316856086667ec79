import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GUEST_NAME_MAX } from '#shared/guest-list/guest-list-messages.ts';
import { GUEST_LIST_WORDS } from '#shared/guest-list/guest-list-words.ts';
import { addGuestSchema } from '#shared/guest-list/guest-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { showRefusal } from '#web/lib/show-refusal.ts';
import { useAddGuest } from '../api/guest-list-api.ts';

type FormInput = z.input<typeof addGuestSchema>;

/**
 * One guest by name and e-mail; on a refusal the fields keep what was typed, and the reason is said
 * under the field it is about, or under the form when it is about neither (a full list, no connection).
 */
export function AddGuestForm({ memorialId }: { memorialId: string }) {
  const addGuest = useAddGuest(memorialId);
  const form = useForm<FormInput>({
    resolver: zodResolver(addGuestSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = form.formState;
  const headingId = useId();

  const submit = form.handleSubmit(async (guest) => {
    try {
      await addGuest.mutateAsync(guest);
      toast.success(`${guest.name.trim()} is on the list`);
      form.reset();
      form.setFocus('name');
    } catch (error) {
      showRefusal(form, error);
    }
  });

  return (
    <Card className="guest-list-print-hide" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {GUEST_LIST_WORDS.addHeading}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label="Name" error={errors.name?.message} required className="flex-1">
          <Input autoComplete="off" maxLength={GUEST_NAME_MAX} {...form.register('name')} />
        </Field>
        <Field label="E-mail" error={errors.email?.message} required className="flex-1">
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Button type="submit" isLoading={addGuest.isPending} className="sm:mt-7">
          Add guest
        </Button>
      </form>
      <FormRefusal message={errors.root?.message} className="mt-2" />
    </Card>
  );
}
