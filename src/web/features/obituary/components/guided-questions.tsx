import { type RefObject, useId } from 'react';
import { PRONOUN_LABELS, PRONOUNS, type Pronouns } from '#shared/memorials/memorial-options.ts';
import type { ObituaryAnswers } from '#shared/obituary/obituary-answers.ts';
import {
  introOf,
  labelOf,
  OBITUARY_STEPS,
  OBITUARY_TEXTS,
  type Question,
} from '#shared/obituary/obituary-texts.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

const texts = OBITUARY_TEXTS;

type Props = {
  answers: ObituaryAnswers;
  onChange: (change: Partial<ObituaryAnswers>) => void;
  step: number;
  onStep: (step: number) => void;
  /** Errors by answer, from the same rules the server uses. */
  errors: Partial<Record<keyof ObituaryAnswers, string>>;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

function QuestionField({
  question,
  name,
  answers,
  onChange,
  error,
}: {
  question: Question;
  name: string | null;
  answers: ObituaryAnswers;
  onChange: Props['onChange'];
  error?: string;
}) {
  const value = answers[question.key] ?? '';
  const label = labelOf(question, name);
  if ('date' in question) {
    return (
      <Field label={label} error={error}>
        <Input
          type="date"
          value={value}
          onChange={(event) => onChange({ [question.key]: event.target.value })}
        />
      </Field>
    );
  }
  const control = question.multiline ? (
    <Textarea
      rows={3}
      maxLength={question.max}
      value={value}
      onChange={(event) => onChange({ [question.key]: event.target.value })}
    />
  ) : (
    <Input
      maxLength={question.max}
      value={value}
      onChange={(event) => onChange({ [question.key]: event.target.value })}
    />
  );
  return (
    <Field
      label={label}
      hint={question.hint}
      error={error}
      required={question.key === 'fullName'}
      count={value.length > question.max * 0.8 ? { used: value.length, max: question.max } : undefined}
    >
      {control}
    </Field>
  );
}

function PronounChoice({
  name,
  value,
  onChange,
}: {
  name: string | null;
  value: Pronouns | null;
  onChange: (value: Pronouns) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="font-medium">{texts.pronounsLabel(name)}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {texts.pronounsHint}
      </p>
      <div className="flex flex-wrap gap-2">
        {PRONOUNS.map((pronouns) => (
          <label
            key={pronouns}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3"
          >
            <input
              type="radio"
              name={id}
              checked={(value ?? 'they') === pronouns}
              onChange={() => onChange(pronouns)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {PRONOUN_LABELS[pronouns]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The questions, one calm step at a time; every step can be reached directly, and answers stay put. */
export function GuidedQuestions({ answers, onChange, step, onStep, errors, headingRef }: Props) {
  const current = OBITUARY_STEPS[step] ?? OBITUARY_STEPS[0]!;
  // The name they went by, as answered on the first step: the later questions say it.
  const name = answers.knownAs?.trim() || null;
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label="Questions">
        <ol className="flex flex-wrap gap-2">
          {OBITUARY_STEPS.map((each, index) => (
            <li key={each.id}>
              <button
                type="button"
                onClick={() => onStep(index)}
                aria-current={index === step ? 'step' : undefined}
                className={cn(
                  'min-h-11 rounded-full border px-4 text-sm font-medium',
                  index === step
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-surface text-foreground',
                )}
              >
                {each.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div>
        <p className="text-sm text-muted">{texts.stepOf(step, OBITUARY_STEPS.length)}</p>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {current.title}
        </h2>
        <p className="text-muted">{introOf(current, name)}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {current.questions.map((question) => (
          <QuestionField
            key={question.key}
            question={question}
            name={name}
            answers={answers}
            onChange={onChange}
            error={errors[question.key]}
          />
        ))}
      </div>
      {current.id === 'life' ? (
        <PronounChoice name={name} value={answers.pronouns} onChange={(pronouns) => onChange({ pronouns })} />
      ) : null}
    </div>
  );
}
