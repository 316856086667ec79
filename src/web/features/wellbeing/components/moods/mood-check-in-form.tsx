import { zodResolver } from '@hookform/resolvers/zod';
import { Cloud, CloudDrizzle, CloudRain, CloudSun, Sun } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  MOOD_NOTE_MAX_LENGTH,
  MOOD_SCALE,
  MOOD_TAGS,
  MOOD_TAGS_MAX,
  type MoodEntryInput,
  type MoodIconName,
  moodEntrySchemaFor,
} from '#shared/wellbeing/moods.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { cn } from '#web/lib/cn.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import { type MoodCheckInData, useSaveMoodCheckIn } from '../../api/moods-api.ts';

const ICONS: Record<MoodIconName, typeof Sun> = { CloudRain, CloudDrizzle, Cloud, CloudSun, Sun };

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary';

/** Today's check-in (or any earlier day's): one per day, so saving again updates that day. */
export function MoodCheckInForm({
  today,
  checkIns,
}: {
  today: string;
  checkIns: readonly MoodCheckInData[];
}) {
  const save = useSaveMoodCheckIn();
  const schema = moodEntrySchemaFor(today);
  const form = useForm<MoodEntryInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { date: today, tags: [], note: '' },
  });
  const { register, handleSubmit, formState, watch, reset, control } = form;
  const date = watch('date');
  const existing = checkIns.find((checkIn) => checkIn.date === date);

  // Choosing a day opens what was saved for it, or an empty form: nothing chosen for one day may
  // be carried to another and saved there unseen. Keyed on the saved values (not the object), so a
  // refetch that brings the same check-in back does not wipe what is being changed.
  const savedKey = JSON.stringify(
    existing ? { mood: existing.mood, tags: existing.tags, note: existing.note ?? '' } : null,
  );
  useEffect(() => {
    const saved = JSON.parse(savedKey) as Omit<MoodEntryInput, 'date'> | null;
    reset(saved ? { date, ...saved } : { date, tags: [], note: '' });
  }, [date, savedKey, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(existing ? 'Check-in updated' : 'Check-in saved');
    } catch (error) {
      // Under its field, or under the form beside Save: a toast alone fades before it is read.
      showRefusal(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field label="Day" error={formState.errors.date?.message} className="sm:max-w-xs">
        <Input type="date" max={today} {...register('date')} />
      </Field>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={formState.errors.mood ? 'mood-error' : undefined}
      >
        <legend className="mb-2 font-medium">How are you feeling?</legend>
        <Controller
          control={control}
          name="mood"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-5">
              {MOOD_SCALE.map((level, index) => {
                const Icon = ICONS[level.icon];
                return (
                  <label key={level.value} className={cn(choiceClasses, 'sm:flex-col sm:text-center')}>
                    <input
                      // Saved with no mood chosen, the keyboard is taken to the choices, where Tab enters them.
                      ref={index === 0 ? field.ref : undefined}
                      type="radio"
                      name={field.name}
                      value={level.value}
                      checked={field.value === level.value}
                      onChange={() => field.onChange(level.value)}
                      className="sr-only"
                    />
                    <Icon aria-hidden="true" className="size-6 shrink-0" />
                    <span>
                      <span className="block font-medium">{level.label}</span>
                      <span className="block text-sm text-muted">{level.description}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          )}
        />
        {formState.errors.mood ? (
          <p id="mood-error" role="alert" className="text-sm text-danger">
            {formState.errors.mood.message}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">Anything that shaped the day? (up to {MOOD_TAGS_MAX})</legend>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => {
            const selected = field.value ?? [];
            return (
              <div className="flex flex-wrap gap-2">
                {MOOD_TAGS.map((tag) => (
                  <label key={tag.id} className={cn(choiceClasses, 'rounded-full')}>
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--color-primary)]"
                      checked={selected.includes(tag.id)}
                      disabled={!selected.includes(tag.id) && selected.length >= MOOD_TAGS_MAX}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...selected, tag.id]
                            : selected.filter((id) => id !== tag.id),
                        )
                      }
                    />
                    {tag.label}
                  </label>
                ))}
              </div>
            );
          }}
        />
        {formState.errors.tags ? (
          <p role="alert" className="text-sm text-danger">
            {formState.errors.tags.message}
          </p>
        ) : null}
      </fieldset>
      <Field label="A note (optional)" error={formState.errors.note?.message}>
        <Textarea rows={3} maxLength={MOOD_NOTE_MAX_LENGTH} {...register('note')} />
      </Field>
      <FormRefusal message={formState.errors.root?.message} />
      <Button type="submit" isLoading={save.isPending} className="self-start">
        {existing ? 'Update check-in' : 'Save check-in'}
      </Button>
    </form>
  );
}
