import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { localTimeZone, todayIn } from '#shared/dates/time-zones.ts';
import { LOVED_ONE_MESSAGES } from '#shared/loved-ones/loved-one-display.ts';
import { newLovedOneSchema } from '#shared/loved-ones/loved-one-profile.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { placeFieldRefusals } from '#web/lib/show-refusal.ts';
import { LovedOneExistsError, useCreateLovedOne } from './api/create-loved-one.ts';
import { LovedOneCoreFields } from './components/loved-one-core-fields.tsx';
import { PhotoPicker } from './components/photo-picker.tsx';

const localToday = () => todayIn(localTimeZone());
const schema = newLovedOneSchema(localToday);
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

const EMPTY: FormInput = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  dateOfDeath: '',
  relationshipToUser: '' as never,
};

export function AddLovedOnePage() {
  const navigate = useNavigate();
  const create = useCreateLovedOne();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!photo || photoError) {
        setPhotoError(photoError ?? LOVED_ONE_MESSAGES.photoRequired);
        setFormError(LOVED_ONE_MESSAGES.requiredFields);
        return;
      }
      setFormError(null);
      try {
        const lovedOne = await create.mutateAsync({ ...values, photo });
        toast.success(LOVED_ONE_MESSAGES.created);
        navigate(paths.lovedOne.getHref(lovedOne.id));
      } catch (error) {
        showCreateError(error);
      }
    },
    () => {
      if (!photo) setPhotoError(LOVED_ONE_MESSAGES.photoRequired);
      setFormError(LOVED_ONE_MESSAGES.requiredFields);
    },
  );

  function showCreateError(error: unknown) {
    if (error instanceof LovedOneExistsError) {
      toast.error(LOVED_ONE_MESSAGES.alreadyExists, {
        action: {
          label: 'View profile',
          onClick: () => navigate(paths.lovedOne.getHref(error.existingLovedOneId)),
        },
      });
      return;
    }
    if (error instanceof ApiError && error.status === 409) {
      toast.error(LOVED_ONE_MESSAGES.duplicateTitle, { description: LOVED_ONE_MESSAGES.duplicate });
      setFormError(LOVED_ONE_MESSAGES.duplicate);
      return;
    }
    if (error instanceof ApiError && (error.status === 401 || error.status === 422 || error.status === 413)) {
      toast.error(error.message);
      // Said under the field it is about; above the form only when it is about none of them.
      if (!placeFieldRefusals(form, error, { photo: setPhotoError })) setFormError(error.message);
      return;
    }
    toast.error(LOVED_ONE_MESSAGES.createFailed(messageOf(error)));
    setFormError(messageOf(error));
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <title>Add a loved one · Harbor</title>
      <BackLink to={paths.landing.getHref()}>Back</BackLink>
      <PageHeading title="Add a loved one" subtitle="Tell us who you are honoring. Every field is needed." />
      <Card>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Add a loved one">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <PhotoPicker
            label="Photo"
            required
            file={photo}
            error={photoError}
            onChange={(file, problem) => {
              setPhoto(problem ? null : file);
              setPhotoError(problem ?? undefined);
            }}
          />
          <LovedOneCoreFields register={form.register} errors={errors} allRequired />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => navigate(paths.landing.getHref())}>
              Cancel
            </Button>
            <Button type="submit" isLoading={create.isPending}>
              Create profile
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
