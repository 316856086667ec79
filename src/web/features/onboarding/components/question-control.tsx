import { useId } from 'react';
import { countiesOf } from '#shared/geo/us-counties.ts';
import { US_STATES } from '#shared/geo/us-states.ts';
import {
  hintFor,
  type OnboardingPath,
  type OnboardingQuestion,
  optionsFor,
  promptFor,
} from '#shared/onboarding/questions.ts';
import { Input, Select } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { localToday } from '#web/lib/local-today.ts';

type QuestionControlProps = {
  question: OnboardingQuestion;
  path: OnboardingPath;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** The answers so far: a prompt may say the name given, a hint the state's limit (the estate band). */
  answers?: Readonly<Record<string, unknown>>;
};

const optionClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2 ' +
  'hover:bg-surface-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground';

/** One question of the setup dialog: its prompt, a gentle hint and the control its kind needs. */
export function QuestionControl({ question, path, value, onChange, error, answers }: QuestionControlProps) {
  const id = useId();
  const hint = hintFor(question, answers);
  const options = optionsFor(question, path);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="mb-1 text-lg font-medium">{promptFor(question, path, answers)}</legend>
      {hint ? (
        <p id={hintId} className="-mt-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {question.kind === 'single' ? (
        <div className="flex flex-col gap-2">
          {options.map((option) => (
            <label key={option} className={optionClasses}>
              <input
                type="radio"
                name={id}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                className="size-4 accent-[var(--color-primary)]"
              />
              {option}
            </label>
          ))}
        </div>
      ) : null}
      {question.kind === 'multi' ? (
        <MultiOptions question={question} value={value} onChange={onChange} name={id} />
      ) : null}
      {question.kind === 'date' ? (
        <DateControl value={value} onChange={onChange} label="Date" invalid={Boolean(error)} />
      ) : null}
      {question.kind === 'location' ? <LocationControl value={value} onChange={onChange} /> : null}
      {question.kind === 'name' ? (
        <NameControl value={value} onChange={onChange} invalid={Boolean(error)} />
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function MultiOptions({
  question,
  value,
  onChange,
  name,
}: {
  question: OnboardingQuestion;
  value: unknown;
  onChange: (value: unknown) => void;
  name: string;
}) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const toggle = (option: string) => {
    const next = chosen.includes(option) ? chosen.filter((item) => item !== option) : [...chosen, option];
    // Kept in the offered order, so the stored answer does not depend on the order of clicks.
    onChange(question.options.filter((item) => next.includes(item)));
  };
  return (
    <div className="flex flex-col gap-2">
      {question.options.map((option) => (
        <label key={option} className={optionClasses}>
          <input
            type="checkbox"
            name={name}
            value={option}
            checked={chosen.includes(option)}
            onChange={() => toggle(option)}
            className="size-4 accent-[var(--color-primary)]"
          />
          {option}
        </label>
      ))}
    </div>
  );
}

export function DateControl({
  value,
  onChange,
  label,
  invalid,
  className,
}: {
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  invalid?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        max={localToday()}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </div>
  );
}

type NameAnswer = { first: string; last: string };

const nameAnswerOf = (value: unknown): NameAnswer => {
  const name = (value && typeof value === 'object' ? value : {}) as Partial<NameAnswer>;
  return { first: name.first ?? '', last: name.last ?? '' };
};

/**
 * Their first and last name. What is typed is kept as typed (trimmed only when saved), so an
 * error never costs the person their words; autocomplete is off, as the browser would offer
 * the user's own name.
 */
export function NameControl({
  value,
  onChange,
  invalid,
}: {
  value: unknown;
  onChange: (value: NameAnswer) => void;
  invalid?: boolean;
}) {
  const firstId = useId();
  const lastId = useId();
  const name = nameAnswerOf(value);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={firstId} className="font-medium">
          First name
        </label>
        <Input
          id={firstId}
          autoComplete="off"
          value={name.first}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange({ ...name, first: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={lastId} className="font-medium">
          Last name
        </label>
        <Input
          id={lastId}
          autoComplete="off"
          value={name.last}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange({ ...name, last: event.target.value })}
        />
      </div>
    </div>
  );
}

type Jurisdiction = { state: string; county?: string | null };

/** The state first, then the counties of that state (needed for the vital-records task). */
export function LocationControl({ value, onChange }: { value: unknown; onChange: (value: unknown) => void }) {
  const stateId = useId();
  const countyId = useId();
  const current = (value && typeof value === 'object' ? value : null) as Jurisdiction | null;
  const counties = current?.state ? countiesOf(current.state) : [];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={stateId} className="font-medium">
          State
        </label>
        <Select
          id={stateId}
          value={current?.state ?? ''}
          onChange={(event) =>
            onChange(event.target.value ? { state: event.target.value, county: null } : null)
          }
        >
          <option value="" disabled>
            Choose a state
          </option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={countyId} className="font-medium">
          County
        </label>
        <Select
          id={countyId}
          value={current?.county ?? ''}
          disabled={!current?.state}
          onChange={(event) =>
            current?.state && onChange({ state: current.state, county: event.target.value || null })
          }
        >
          <option value="">{current?.state ? 'Choose a county (optional)' : 'Choose a state first'}</option>
          {counties.map((county) => (
            <option key={county.fips} value={county.name}>
              {county.name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
