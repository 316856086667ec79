import type { UseFormRegisterReturn } from 'react-hook-form';
import { localTimeZone, todayIn } from '#shared/dates/time-zones.ts';
import { RELATIONSHIP_LABELS } from '#shared/loved-ones/loved-one-display.ts';
import { LOVED_ONE_RELATIONSHIPS } from '#shared/loved-ones/loved-one-profile.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Select } from '#web/components/ui/input.tsx';

type CoreFieldName = 'firstName' | 'lastName' | 'dateOfBirth' | 'dateOfDeath' | 'relationshipToUser';

/**
 * Names, dates and relationship: the fields the add page and the edit dialog share. Adding a loved
 * one needs every one of them; editing needs only the names, so the others offer 'Not set'.
 */
export function LovedOneCoreFields({
  register,
  errors,
  allRequired,
}: {
  register: (name: CoreFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<CoreFieldName, { message?: string }>>;
  allRequired: boolean;
}) {
  const today = todayIn(localTimeZone());
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" required error={errors.firstName?.message}>
          <Input autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          <Input autoComplete="off" {...register('lastName')} />
        </Field>
        <Field label="Date of birth" required={allRequired} error={errors.dateOfBirth?.message}>
          <Input type="date" max={today} {...register('dateOfBirth')} />
        </Field>
        <Field label="Date of passing" required={allRequired} error={errors.dateOfDeath?.message}>
          <Input type="date" max={today} {...register('dateOfDeath')} />
        </Field>
      </div>
      <Field label="Relationship to you" required={allRequired} error={errors.relationshipToUser?.message}>
        <Select {...register('relationshipToUser')}>
          <option value="">{allRequired ? 'Choose one' : 'Not set'}</option>
          {LOVED_ONE_RELATIONSHIPS.map((value) => (
            <option key={value} value={value}>
              {RELATIONSHIP_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
