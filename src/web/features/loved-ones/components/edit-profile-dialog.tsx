import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { localTimeZone, todayIn } from '#shared/dates/time-zones.ts';
import { givenFirstName, LOVED_ONE_MESSAGES } from '#shared/loved-ones/loved-one-display.ts';
import { lovedOneProfileSchema } from '#shared/loved-ones/loved-one-profile.ts';
import { asksAboutDeath } from '#shared/loved-ones/profile-kind.ts';
import { isSlugCandidate, memorialSlugBase } from '#shared/memorials/memorial-slug.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useMemorialSummary } from '#web/features/memorials/api/get-memorial-summary.ts';
import { LocationControl } from '#web/features/onboarding/components/question-control.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import type { LovedOne } from '../api/get-loved-one.ts';
import { useUpdateLovedOne } from '../api/update-loved-one.ts';
import { LovedOneCoreFields } from './loved-one-core-fields.tsx';
import { MemorialAddressStep } from './memorial-address-step.tsx';
import { PhotoPicker } from './photo-picker.tsx';

const localToday = () => todayIn(localTimeZone());
const schema = lovedOneProfileSchema(localToday);
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

// While the relationship stands in for the name the fields start empty: saving must not keep "Parent".
// One's own plan is not asked about a death, so saving it clears any such detail an older form kept.
const valuesOf = (lovedOne: LovedOne): FormInput => {
  const asked = asksAboutDeath(lovedOne.kind);
  return {
    firstName: lovedOne.nameGiven ? lovedOne.firstName : '',
    lastName: lovedOne.nameGiven ? lovedOne.lastName : '',
    dateOfBirth: lovedOne.dateOfBirth ?? '',
    dateOfDeath: asked ? (lovedOne.dateOfDeath ?? '') : '',
    relationshipToUser: (asked ? (lovedOne.relationshipToUser ?? '') : '') as FormInput['relationshipToUser'],
    obituary: lovedOne.obituary ?? '',
    memorialWebsiteUrl: asked ? (lovedOne.memorialWebsiteUrl ?? '') : '',
    stateCode: lovedOne.stateCode ?? '',
    county: lovedOne.county ?? '',
  };
};

type Memorial = { id: string; slug: string };

/** After a rename, the page whose address no longer matches the name; null when there is nothing to offer. */
function memorialToMove(
  memorial: Memorial | null | undefined,
  before: LovedOne,
  profile: FormOutput,
): Memorial | null {
  const renamed = profile.firstName !== before.firstName || profile.lastName !== before.lastName;
  if (!memorial || !renamed) return null;
  const base = memorialSlugBase(profile.firstName, profile.lastName);
  return isSlugCandidate(base, memorial.slug) ? null : memorial;
}

/**
 * Edit Profile Information (admin only): a failed save keeps everything typed in the dialog.
 * `startAt="place"` opens it on where they lived, for the legal tools that need the state.
 */
export function EditProfileDialog({
  lovedOne,
  open,
  onOpenChange,
  startAt,
}: {
  lovedOne: LovedOne;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  startAt?: 'place';
}) {
  const update = useUpdateLovedOne();
  // Read once the dialog opens (it is mounted, closed, on every dashboard): only a rename needs it.
  const summary = useMemorialSummary(lovedOne.id, { enabled: open });
  // Set after a save that changed the name: the dialog then asks about the memorial page's address.
  const [toMove, setToMove] = useState<Memorial | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(lovedOne),
  });
  const { errors } = form.formState;
  const place = useRef<HTMLFieldSetElement>(null);
  const [stateCode, county] = form.watch(['stateCode', 'county']);

  const onSubmit = form.handleSubmit(async (profile) => {
    if (photoError) return;
    try {
      await update.mutateAsync({ lovedOneId: lovedOne.id, profile, photo });
      toast.success(LOVED_ONE_MESSAGES.updated);
      setPhoto(null);
      const memorial = memorialToMove(summary.data?.memorial, lovedOne, profile);
      if (memorial) setToMove(memorial);
      else onOpenChange(false);
    } catch (error) {
      toast.error(LOVED_ONE_MESSAGES.updateFailed, { description: messageOf(error) });
      // Said under the field it is about; above the form only when it is about none of them.
      showRefusal(form, error, { photo: setPhotoError });
    }
  });

  const close = (next: boolean) => {
    if (!next) setToMove(null);
    onOpenChange(next);
  };

  if (toMove) {
    return (
      <Dialog open={open} onOpenChange={close} title="Memorial page address" className="max-w-lg">
        <MemorialAddressStep memorial={toMove} onDone={() => close(false)} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Edit Profile Information"
      className="max-w-2xl"
      initialFocus={startAt === 'place' ? () => place.current?.querySelector('select') : undefined}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PhotoPicker
          label="Photo"
          file={photo}
          currentUrl={lovedOne.photoUrl}
          error={photoError}
          onChange={(file, problem) => {
            setPhoto(problem ? null : file);
            setPhotoError(problem ?? undefined);
          }}
        />
        <LovedOneCoreFields
          register={form.register}
          errors={errors}
          allRequired={false}
          kind={lovedOne.kind}
        />
        <fieldset ref={place} className="flex flex-col gap-1.5">
          <legend className="mb-1.5 font-medium">
            {asksAboutDeath(lovedOne.kind)
              ? `Where ${givenFirstName(lovedOne) ?? 'they'} lived`
              : 'Where you live'}
          </legend>
          <p className="text-sm text-muted">
            The state’s rules for probate, its courts’ forms and its lawyer referral service follow from this.
          </p>
          <LocationControl
            value={stateCode ? { state: stateCode, county: county || null } : null}
            onChange={(next) => {
              const chosen = next as { state: string; county: string | null } | null;
              form.setValue('stateCode', chosen?.state ?? '', { shouldDirty: true });
              form.setValue('county', chosen?.county ?? '', { shouldDirty: true });
            }}
          />
          {errors.stateCode?.message || errors.county?.message ? (
            <p className="text-sm text-danger">{errors.stateCode?.message ?? errors.county?.message}</p>
          ) : null}
        </fieldset>
        <Field label="Obituary" error={errors.obituary?.message}>
          <Textarea rows={6} {...form.register('obituary')} />
        </Field>
        {asksAboutDeath(lovedOne.kind) ? (
          <Field
            label="Memorial website"
            hint="For example https://example.com"
            error={errors.memorialWebsiteUrl?.message}
          >
            <Input type="url" inputMode="url" {...form.register('memorialWebsiteUrl')} />
          </Field>
        ) : null}
        <DialogFooter refusal={errors.root?.message}>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            Save changes
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
