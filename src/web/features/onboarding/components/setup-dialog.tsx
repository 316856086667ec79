import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { onboardingAnswersSchemaFor } from '#shared/onboarding/onboarding-answers.ts';
import {
  BASIC_QUESTIONS,
  type OnboardingPath,
  type OnboardingQuestion,
  personaliseCounter,
  personaliseQuestionsFor,
  type QuestionId,
} from '#shared/onboarding/questions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { localToday } from '#web/lib/local-today.ts';
import { QuestionControl } from './question-control.tsx';

const SETUP_DIALOG_TITLE = "Let's understand your situation";

export type SetupAnswers = Record<string, unknown>;

type SetupDialogProps = {
  path: OnboardingPath;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the answers on Continue; resolves when saved, rejects to keep the dialog open. */
  onSubmit: (answers: SetupAnswers) => Promise<void>;
  isSubmitting: boolean;
  initialAnswers?: SetupAnswers;
  /** Re-personalising starts on the personalise questions; setup starts on the basic ones. */
  startWithPersonalise?: boolean;
  /** Where answers kept from before a reload left off; a question no longer asked starts nearer. */
  initialPosition?: Position;
  /** Told every answer and every move, so they can be kept until the server has them. */
  onProgress?: (answers: SetupAnswers, position: Position) => void;
};

type Position = { phase: 'basic' | 'personalise'; index: number };

/** The position as it can be shown with these answers: within the questions its phase asks now. */
function shownPosition(path: OnboardingPath, answers: SetupAnswers, position: Position): Position {
  const asked =
    position.phase === 'basic' ? BASIC_QUESTIONS[path].length : personaliseQuestionsFor(path, answers).length;
  if (asked === 0) return { phase: 'basic', index: BASIC_QUESTIONS[path].length - 1 };
  return { ...position, index: Math.min(position.index, asked - 1) };
}

const personaliseCounterText = (path: OnboardingPath, answers: SetupAnswers, questionId: string) => {
  const { position, total } = personaliseCounter(path, answers, questionId);
  return `Personalise your checklist · Question ${position} of ${total}`;
};

/**
 * The setup dialog: the path's basic questions ('Question N of M', Back, Skip, Next, and
 * 'Continue' on the last), and the optional "Personalise your checklist" questions after them.
 * Skip on the last basic question only closes, as the spec says; answers live in this state
 * until the server has saved them, so a failed Continue loses nothing.
 */
export function SetupDialog({
  path,
  open,
  onOpenChange,
  onSubmit,
  isSubmitting,
  initialAnswers = {},
  startWithPersonalise = false,
  initialPosition,
  onProgress,
}: SetupDialogProps) {
  const basic = BASIC_QUESTIONS[path];
  const [answers, setAnswers] = useState<SetupAnswers>(initialAnswers);
  // Follow-up questions come and go with earlier answers (no programs without a service).
  const personalise = personaliseQuestionsFor(path, answers);
  const [position, setPosition] = useState<Position>(() =>
    initialPosition
      ? shownPosition(path, initialAnswers, initialPosition)
      : { phase: startWithPersonalise ? 'personalise' : 'basic', index: 0 },
  );
  const [error, setError] = useState<string | undefined>();
  const progress = useRef(onProgress);
  progress.current = onProgress;
  useEffect(() => {
    progress.current?.(answers, position);
  }, [answers, position]);

  const questions = position.phase === 'basic' ? basic : personalise;
  const question = questions[position.index] as OnboardingQuestion;
  const isFirst =
    position.phase === 'basic' ? position.index === 0 : position.index === 0 && startWithPersonalise;
  const isLast = position.index === questions.length - 1;

  const move = (next: Position) => {
    setError(undefined);
    setPosition(next);
  };

  const submit = async (finalAnswers: SetupAnswers) => {
    try {
      await onSubmit(finalAnswers);
    } catch (caught) {
      // The caller shows the toast; the answers stay right here, with the server's reason beside them.
      setError(messageOf(caught));
    }
  };

  const checkCurrent = (): boolean => {
    const value = answers[question.id];
    if (value === undefined || value === null) return true;
    const result = onboardingAnswersSchemaFor(localToday()).shape[question.id as QuestionId].safeParse(value);
    if (!result.success) setError(result.error.issues[0]?.message);
    return result.success;
  };

  const next = () => {
    if (!checkCurrent()) return;
    if (!isLast) return move({ ...position, index: position.index + 1 });
    void submit(answers);
  };

  const skip = () => {
    const { [question.id]: _skipped, ...rest } = answers;
    setAnswers(rest);
    if (!isLast) return move({ ...position, index: position.index + 1 });
    // The spec: Skip on the last basic question only closes, without saving. On the last
    // optional question it would be cruel to throw the basic answers away, so it finishes.
    if (position.phase === 'basic') return onOpenChange(false);
    void submit(rest);
  };

  const back = () => {
    if (position.index > 0) return move({ ...position, index: position.index - 1 });
    if (position.phase === 'personalise' && !startWithPersonalise) {
      move({ phase: 'basic', index: basic.length - 1 });
    }
  };

  // A new question takes the keyboard at its own control (the chosen option, or the first), so a
  // screen reader says the question with it, not only the counter, and typing goes to the answer.
  const form = useRef<HTMLFormElement>(null);
  const shownQuestion = useRef(question.id);
  useEffect(() => {
    if (shownQuestion.current === question.id) return;
    shownQuestion.current = question.id;
    const fieldset = form.current?.querySelector('fieldset');
    const control =
      fieldset?.querySelector<HTMLElement>('input:checked') ??
      fieldset?.querySelector<HTMLElement>('input, select, textarea');
    control?.focus();
  }, [question.id]);

  const counter =
    position.phase === 'basic'
      ? `Question ${position.index + 1} of ${basic.length}`
      : personaliseCounterText(path, answers, question.id);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={SETUP_DIALOG_TITLE} className="max-w-xl">
      {/* The answers' own rules say what is wrong, in the spec's words, not the browser's bubble. */}
      <form
        ref={form}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <p className="text-sm font-medium text-muted" aria-live="polite">
          {counter}
        </p>
        <QuestionControl
          key={question.id}
          question={question}
          path={path}
          value={answers[question.id]}
          answers={answers}
          error={error}
          onChange={(value) => {
            setError(undefined);
            setAnswers((current) => ({ ...current, [question.id]: value }));
          }}
        />
        {position.phase === 'basic' && isLast && personalise.length > 0 ? (
          <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface-muted p-4">
            <p className="flex items-center gap-2 font-medium">
              <Sparkles aria-hidden="true" className="size-4" /> Personalise your checklist (optional)
            </p>
            <p className="text-sm text-muted">
              A few more questions, every one skippable, so we can leave out what doesn’t apply and add what
              does.
            </p>
            <Button
              variant="outline"
              className="self-start"
              onClick={() => {
                if (checkCurrent()) move({ phase: 'personalise', index: 0 });
              }}
            >
              Personalise your checklist
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4">
          <Button variant="ghost" onClick={back} disabled={isFirst || isSubmitting}>
            Back
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" onClick={skip} disabled={isSubmitting}>
              Skip
            </Button>
            <Button type="submit" isLoading={isSubmitting && isLast}>
              {isLast ? 'Continue' : 'Next'}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
