import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { isWebUrl } from '#shared/loved-ones/loved-one-profile.ts';
import { MEMORIAL_MESSAGES, SHORT_TEXT_MAX } from '#shared/memorials/memorial-messages.ts';
import {
  FONT_FAMILIES,
  FONTS,
  HEADER_LABELS,
  HEADER_STYLES,
  LAYOUT_LABELS,
  LAYOUT_STYLES,
  MODERATION_LABELS,
  MODERATION_MODES,
  PRONOUN_LABELS,
  PRONOUNS,
  THEME_COLORS,
  THEMES,
} from '#shared/memorials/memorial-options.ts';
import {
  type MemorialSettings,
  type MemorialSettingsInput,
  memorialSettingsSchema,
} from '#shared/memorials/memorial-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useUpdateMemorialSettings } from '../../api/update-memorial.ts';
import { BackgroundPicker } from './background-picker.tsx';

/** The settings as the inputs hold them: an empty field is '' (the schema turns it into null). */
type FormValues = MemorialSettingsInput;

const TEXT_KEYS = ['musicUrl', 'charityName', 'charityUrl'] as const;
const URL_KEYS = new Set(['musicUrl', 'charityUrl']);

const toFormValues = (settings: MemorialSettings): FormValues =>
  ({
    ...settings,
    ...Object.fromEntries(TEXT_KEYS.map((key) => [key, settings[key] ?? ''])),
    pronouns: settings.pronouns ?? 'they',
  }) as FormValues;

/** What the preview may show while typing: a half-typed link is left out, never rendered. */
function toDraft(values: Partial<FormValues>, saved: MemorialSettings): MemorialSettings {
  const draft = { ...saved, ...values } as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    const value = typeof draft[key] === 'string' ? (draft[key] as string).trim() : '';
    const isValid = value !== '' && (!URL_KEYS.has(key) || isWebUrl(value));
    draft[key] = isValid ? value : null;
  }
  return draft as MemorialSettings;
}

function ChoiceGroup<Value extends string>({
  legend,
  values,
  labelOf,
  registration,
  swatchOf,
}: {
  legend: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  registration: UseFormRegisterReturn;
  swatchOf?: (value: Value) => string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
          >
            <input type="radio" value={value} className="size-4" {...registration} />
            {swatchOf ? (
              <span
                aria-hidden="true"
                className="size-4 rounded-full"
                style={{ background: swatchOf(value) }}
              />
            ) : null}
            {labelOf(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const SECTION_TOGGLES = [
  ['showDates', 'Dates'],
  ['showTimeline', 'Timeline'],
  ['showQuotes', 'Quotes'],
  ['showFavorites', 'Favorites'],
  ['showTributes', 'Tributes'],
] as const;

/** Customize: every choice redraws the page below at once; Save keeps it, Cancel forgets it. */
export function SettingsForm({
  data,
  isShown,
  onDraftChange,
  onDone,
}: {
  data: MemorialPageData;
  /** False while another panel is open: the choices are kept, and the page shows what is saved. */
  isShown: boolean;
  onDraftChange: (draft: MemorialSettings | null) => void;
  onDone: () => void;
}) {
  const saved = data.memorial.settings;
  const update = useUpdateMemorialSettings(data.memorial.id, data.memorial.slug);
  const form = useForm<FormValues, unknown, MemorialSettings>({
    resolver: zodResolver(memorialSettingsSchema),
    values: toFormValues(saved),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (isShown) onDraftChange(toDraft(form.getValues(), saved));
  }, [isShown, form, onDraftChange, saved]);

  useEffect(() => {
    const subscription = form.watch((values) => onDraftChange(toDraft(values as Partial<FormValues>, saved)));
    return () => subscription.unsubscribe();
  }, [form, onDraftChange, saved]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        toast.success(MEMORIAL_MESSAGES.settingsSaved);
        onDone();
      },
      (error: unknown) => {
        toast.error(MEMORIAL_MESSAGES.settingsFailed, { description: messageOf(error) });
        showRefusal(form, error);
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5 border-t border-border pt-4">
      <p className="text-muted">Your choices show on the page below straight away. Save to keep them.</p>
      <ChoiceGroup
        legend="Theme colour"
        values={THEME_COLORS}
        labelOf={(value) => THEMES[value].label}
        swatchOf={(value) => THEMES[value].light.accent}
        registration={form.register('themeColor')}
      />
      <ChoiceGroup
        legend="Font"
        values={FONT_FAMILIES}
        labelOf={(value) => FONTS[value].label}
        registration={form.register('fontFamily')}
      />
      <ChoiceGroup
        legend="Layout"
        values={LAYOUT_STYLES}
        labelOf={(value) => LAYOUT_LABELS[value]}
        registration={form.register('layoutStyle')}
      />
      <ChoiceGroup
        legend="Header"
        values={HEADER_STYLES}
        labelOf={(value) => HEADER_LABELS[value]}
        registration={form.register('headerStyle')}
      />
      <ChoiceGroup
        legend={`Headings speak of ${data.memorial.lovedOne.firstName} as`}
        values={PRONOUNS}
        labelOf={(value) => PRONOUN_LABELS[value]}
        registration={form.register('pronouns')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">Sections to show</legend>
        <div className="flex flex-wrap gap-2">
          {SECTION_TOGGLES.map(([key, label]) => (
            <label
              key={key}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-border px-3"
            >
              <input type="checkbox" className="size-4" {...form.register(key)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <ChoiceGroup
        legend="Tributes"
        values={MODERATION_MODES}
        labelOf={(value) => MODERATION_LABELS[value]}
        registration={form.register('moderation')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Music link"
          error={errors.musicUrl?.message}
          hint="Opens in a new tab, e.g. a song on a music site"
        >
          <Input type="url" inputMode="url" {...form.register('musicUrl')} />
        </Field>
        <Field label="Charity name" error={errors.charityName?.message}>
          <Input maxLength={SHORT_TEXT_MAX} {...form.register('charityName')} />
        </Field>
        <Field label="Charity link" error={errors.charityUrl?.message}>
          <Input type="url" inputMode="url" {...form.register('charityUrl')} />
        </Field>
      </div>
      <BackgroundPicker data={data} />
      <FormRefusal message={errors.root?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={update.isPending}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
