import type { UseFormRegisterReturn } from 'react-hook-form';
import { localTimeZone, todayIn } from '#shared/dates/time-zones.ts';
import { LOVED_ONE_MESSAGES, RELATIONSHIP_LABELS } from '#shared/loved-ones/loved-one-display.ts';
import { LOVED_ONE_RELATIONSHIPS } from '#shared/loved-ones/loved-one-profile.ts';
import { asksAboutDeath, type ProfileKind } from '#shared/loved-ones/profile-kind.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Select } from '#web/components/ui/input.tsx';

type CoreFieldName = 'firstName' | 'lastName' | 'dateOfBirth' | 'dateOfDeath' | 'relationshipToUser';

/**
 * Names, dates and relationship: the fields the add page and the edit dialog share. Adding a loved
 * one needs every one of them; editing needs only the names, so the others offer 'Not set'. One's own
 * plan is never asked a date of passing or who they are to the user.
 */
export function LovedOneCoreFields({
  register,
  errors,
  allRequired,
  kind = 'recent-loss',
}: {
  register: (name: CoreFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<CoreFieldName, { message?: string }>>;
  allRequired: boolean;
  kind?: ProfileKind;
}) {
  const today = todayIn(localTimeZone());
  // The form says "Please fill in all required fields…" once above them; each empty field says less.
  const errorOf = (name: CoreFieldName) => {
    const message = errors[name]?.message;
    return message === LOVED_ONE_MESSAGES.requiredFields ? LOVED_ONE_MESSAGES.fieldRequired : message;
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" required error={errorOf('firstName')}>
          <Input autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label="Last name" required error={errorOf('lastName')}>
          <Input autoComplete="off" {...register('lastName')} />
        </Field>
        <Field label="Date of birth" required={allRequired} error={errorOf('dateOfBirth')}>
          <Input type="date" max={today} {...register('dateOfBirth')} />
        </Field>
        {asksAboutDeath(kind) ? (
          <Field label="Date of passing" required={allRequired} error={errorOf('dateOfDeath')}>
            <Input type="date" max={today} {...register('dateOfDeath')} />
          </Field>
        ) : null}
      </div>
      {asksAboutDeath(kind) ? (
        <Field label="Relationship to you" required={allRequired} error={errorOf('relationshipToUser')}>
          <Select {...register('relationshipToUser')}>
            <option value="">{allRequired ? 'Choose one' : 'Not set'}</option>
            {LOVED_ONE_RELATIONSHIPS.map((value) => (
              <option key={value} value={value}>
                {RELATIONSHIP_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </>
  );
}
