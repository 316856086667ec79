import { Check } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CHAT_PATH_CHOICES, type ChatStep, PERSONALISE_CHOICES } from '#shared/onboarding/chat-flow.ts';
import {
  deceasedNameSchema,
  isIsoDate,
  onboardingAnswersSchemaFor,
} from '#shared/onboarding/onboarding-answers.ts';
import { type OnboardingPath, optionsFor } from '#shared/onboarding/questions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { localToday } from '#web/lib/local-today.ts';
import { DateControl, LocationControl, NameControl } from './question-control.tsx';

type ControlsProps = {
  step: ChatStep;
  /** The chosen path (recent loss until one is chosen): some choices differ by path. */
  path: OnboardingPath;
  /** The answer saved before (when editing), shown as chosen. */
  current: unknown;
  isSaving: boolean;
  onAnswer: (value: unknown) => void;
};

function Chip({
  children,
  isChosen,
  disabled,
  onClick,
}: {
  children: ReactNode;
  isChosen?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    // While an answer saves, a chip refuses clicks but keeps focus, as a busy Button does: a disabled one
    // would drop the keyboard to the page, where it stays if the save fails.
    <button
      type="button"
      aria-pressed={isChosen}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-left transition-colors',
        'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        isChosen
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-primary/50 bg-surface text-foreground hover:bg-accent',
      )}
    >
      {isChosen ? <Check aria-hidden="true" className="size-4" /> : null}
      {children}
    </button>
  );
}

/** The reply options under a chat question: chips, or a small form for a date or a place. */
export function ChatAnswerControls({ step, path, current, isSaving, onAnswer }: ControlsProps) {
  const skip = (
    <Chip disabled={isSaving} onClick={() => onAnswer(null)}>
      Skip
    </Chip>
  );
  if (step.kind === 'path' || step.kind === 'personalise') {
    const choices = step.kind === 'path' ? CHAT_PATH_CHOICES : PERSONALISE_CHOICES;
    return (
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Chip
            key={choice.value}
            isChosen={current === choice.value}
            disabled={isSaving}
            onClick={() => onAnswer(choice.value)}
          >
            {choice.label}
          </Chip>
        ))}
      </div>
    );
  }
  const { question } = step;
  if (question.kind === 'single') {
    return (
      <div className="flex flex-wrap gap-2">
        {optionsFor(question, path).map((option) => (
          <Chip
            key={option}
            isChosen={current === option}
            disabled={isSaving}
            onClick={() => onAnswer(option)}
          >
            {option}
          </Chip>
        ))}
        {skip}
      </div>
    );
  }
  if (question.kind === 'multi')
    return (
      <MultiChips
        options={question.options}
        current={current}
        isSaving={isSaving}
        onAnswer={onAnswer}
        skip={skip}
      />
    );
  if (question.kind === 'name') {
    return <NameReply current={current} isSaving={isSaving} onAnswer={onAnswer} skip={skip} />;
  }
  return (
    <FormReply kind={question.kind} current={current} isSaving={isSaving} onAnswer={onAnswer} skip={skip} />
  );
}

/** Their name, checked here by the server's own rule so a mistake is shown before it is sent. */
function NameReply({
  current,
  isSaving,
  onAnswer,
  skip,
}: {
  current: unknown;
  isSaving: boolean;
  onAnswer: (value: unknown) => void;
  skip: ReactNode;
}) {
  const [value, setValue] = useState<unknown>(current ?? null);
  const [error, setError] = useState<string | undefined>();
  const send = () => {
    const result = deceasedNameSchema.safeParse(value);
    if (result.success) return onAnswer(result.data ?? null);
    setError(result.error.issues[0]?.message);
  };
  return (
    <form
      noValidate
      className="flex w-full max-w-md flex-col gap-3 rounded-xl border border-border bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <NameControl
        value={value}
        invalid={Boolean(error)}
        onChange={(name) => {
          setError(undefined);
          setValue(name);
        }}
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSaving}>
          Send
        </Button>
        {skip}
      </div>
    </form>
  );
}

function MultiChips({
  options,
  current,
  isSaving,
  onAnswer,
  skip,
}: {
  options: readonly string[];
  current: unknown;
  isSaving: boolean;
  onAnswer: (value: unknown) => void;
  skip: ReactNode;
}) {
  const [chosen, setChosen] = useState<string[]>(Array.isArray(current) ? (current as string[]) : []);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Chip
            key={option}
            isChosen={chosen.includes(option)}
            disabled={isSaving}
            onClick={() =>
              setChosen((list) =>
                list.includes(option) ? list.filter((item) => item !== option) : [...list, option],
              )
            }
          >
            {option}
          </Chip>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          isLoading={isSaving}
          onClick={() => onAnswer(options.filter((option) => chosen.includes(option)))}
        >
          {chosen.length > 0 ? 'Done' : 'None of these'}
        </Button>
        {skip}
      </div>
    </div>
  );
}

function FormReply({
  kind,
  current,
  isSaving,
  onAnswer,
  skip,
}: {
  kind: 'date' | 'location';
  current: unknown;
  isSaving: boolean;
  onAnswer: (value: unknown) => void;
  skip: ReactNode;
}) {
  const [value, setValue] = useState<unknown>(current ?? null);
  const isDate = typeof value === 'string' && isIsoDate(value);
  // A whole date is judged by the answers' own rule, which names a date still to come.
  const dateProblem =
    kind === 'date' && isDate
      ? onboardingAnswersSchemaFor(localToday()).shape.date_of_death.safeParse(value).error?.issues[0]
          ?.message
      : undefined;
  const isComplete =
    kind === 'date' ? isDate && !dateProblem : Boolean((value as { state?: string } | null)?.state);
  return (
    <form
      noValidate
      className="flex w-full max-w-md flex-col gap-3 rounded-xl border border-border bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete) onAnswer(value);
      }}
    >
      {kind === 'date' ? (
        <DateControl
          value={value}
          onChange={setValue}
          label="Date of passing"
          invalid={Boolean(dateProblem)}
        />
      ) : (
        <LocationControl value={value} onChange={setValue} />
      )}
      {dateProblem ? (
        <p role="alert" className="text-sm text-danger">
          {dateProblem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!isComplete} isLoading={isSaving}>
          Send
        </Button>
        {skip}
      </div>
    </form>
  );
}
