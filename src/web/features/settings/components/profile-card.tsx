import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { profileSchema } from '#shared/validation/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import { useUpdateProfile } from '../api/account.ts';
import { AvatarPicker } from './avatar-picker.tsx';

type FormInput = z.input<typeof profileSchema>;
type FormOutput = z.output<typeof profileSchema>;

type Profile = { firstName: string; lastName: string; email: string; avatarUrl: string | null };

export function ProfileCard({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (names) => {
    try {
      await update.mutateAsync(names);
      form.reset(names);
      toast.success('Profile updated successfully!');
    } catch (error) {
      toast.error('Error updating profile', { description: messageOf(error) });
      showRefusal(form, error);
    }
  });

  return (
    <Card aria-labelledby="profile-heading" className="flex flex-col gap-4">
      <div>
        <CardTitle id="profile-heading">Profile Settings</CardTitle>
        <CardDescription>How your name and photo appear to your family and friends team.</CardDescription>
      </div>
      <AvatarPicker avatarUrl={profile.avatarUrl} firstName={profile.firstName} lastName={profile.lastName} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Profile">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name" required error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </Field>
          <Field label="Last Name" required error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
        </div>
        <Field label="Email" hint="Your sign-in email can't be changed here.">
          <Input value={profile.email} readOnly />
        </Field>
        <FormRefusal message={errors.root?.message} />
        <Button type="submit" isLoading={update.isPending} className="self-start">
          Save Changes
        </Button>
      </form>
    </Card>
  );
}
