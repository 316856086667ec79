import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import {
  type NotificationPreferences,
  notificationPreferencesSchema,
  WEEKDAY_NAMES,
} from '#shared/notifications/notification-preferences.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Select } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences.ts';
import { CheckboxRow } from './checkbox-row.tsx';

const PREFERENCES_SAVED_MESSAGE = 'Notification preferences saved';

// The weekday travels as a string through the native select; the time zone is the browser's.
const formSchema = notificationPreferencesSchema
  .omit({ timeZone: true })
  .extend({ digestWeekday: z.coerce.number().int().min(0).max(6) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toFormValues = (preferences: NotificationPreferences): FormInput => ({
  ...preferences,
  digestWeekday: String(preferences.digestWeekday),
});

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  const timeZone = localTimeZone();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: toFormValues(saved),
  });
  const digestEnabled = form.watch('digestEnabled');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(toFormValues(await save.mutateAsync({ ...values, timeZone })));
      toast.success(PREFERENCES_SAVED_MESSAGE);
    } catch (error) {
      toast.error('Could not save your notification preferences', { description: messageOf(error) });
      showRefusal(form, error);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Notification preferences"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">Weekly digest</legend>
        <CheckboxRow
          label="Send me a weekly digest"
          hint="What is overdue, what is due soon, what is yours, and what the team finished. Skipped when there is nothing to say."
          {...form.register('digestEnabled')}
        />
        <Field label="Day" hint={`It arrives in the morning, ${timeZone} time.`} className="sm:max-w-xs">
          <Select disabled={!digestEnabled} {...form.register('digestWeekday')}>
            {WEEKDAY_NAMES.map((name, index) => (
              <option key={name} value={String(index)}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">Task notices</legend>
        <CheckboxRow label="When a task is assigned to me" {...form.register('assignmentNotices')} />
        <CheckboxRow label="When a task I assigned is completed" {...form.register('completionNotices')} />
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">Memorial pages</legend>
        <CheckboxRow
          label="When someone leaves a tribute"
          hint="For the memorial pages you look after. Tributes held for approval wait on the page either way: its “waiting for approval” notice opens them."
          {...form.register('tributeNotices')}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">Anniversaries</legend>
        <CheckboxRow
          label="Gentle notes on a loved one's birthday and the anniversary of their death"
          hint="Off unless you turn it on."
          {...form.register('anniversaryNotes')}
        />
      </fieldset>
      <FormRefusal message={form.formState.errors.root?.message} />
      <Button type="submit" isLoading={save.isPending} className="self-start">
        Save Preferences
      </Button>
    </form>
  );
}

/** The /settings card: what Harbor e-mails, and when. */
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  return (
    <Card aria-labelledby="notifications-heading" className="flex flex-col gap-4">
      <div>
        <CardTitle id="notifications-heading">Notifications</CardTitle>
        <CardDescription>
          Choose what Harbor e-mails you. Every e-mail also has a link to stop it.
        </CardDescription>
      </div>
      {/* A failed refresh keeps the form, with choices not yet saved. */}
      {preferences.data ? (
        <PreferencesForm saved={preferences.data} />
      ) : (
        <NotLoaded query={preferences} failedTitle="We couldn’t load your notification choices" />
      )}
    </Card>
  );
}
