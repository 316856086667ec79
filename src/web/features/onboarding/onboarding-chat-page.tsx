import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  CHAT_PATH_CHOICES,
  CHAT_PATH_PROMPT,
  type ChatStep,
  chatBasicQuestions,
  chatSteps,
  nextChatStepIndex,
  PERSONALISE_CHOICES,
  PERSONALISE_PROMPT,
} from '#shared/onboarding/chat-flow.ts';
import { hintFor, type OnboardingPath, personaliseCounter, promptFor } from '#shared/onboarding/questions.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { track } from '#web/features/analytics/api/track.ts';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.ts';
import { isDeliveryFailure, messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  type ChatState,
  type ChecklistChangeConfirmation,
  type ChecklistChanges,
  saveChatAnswer,
  useChatAnswers,
  useFinishChat,
  useStartOver,
} from './api/chat-answers.ts';
import { answerLabel } from './components/answer-label.ts';
import { ChatAnswerControls } from './components/chat-answer-controls.tsx';
import { ChecklistChangesDialog } from './components/checklist-changes-dialog.tsx';
import { ChecklistComplete } from './components/checklist-complete.tsx';
import { CHECKLIST_NOT_CHANGED } from './components/checklist-not-changed.ts';

// The spec's pacing: a question appears after 800 ms; after an answer the chat moves on after 500 ms.
const QUESTION_DELAY_MS = 800;
const ADVANCE_DELAY_MS = 500;

const CHAT_MESSAGES = {
  saveErrorTitle: 'Error saving answer',
  saveErrorDescription: 'We couldn’t save your response. Please try again.',
  welcomeBack: 'Welcome back. We kept your answers, so let’s carry on from where you left off.',
} as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pathOf = (answers: Record<string, unknown>) =>
  CHAT_PATH_CHOICES.find((choice) => choice.value === answers.path)?.value ?? null;

function stepPrompt(
  step: ChatStep,
  path: OnboardingPath | null,
  saved: Readonly<Record<string, unknown>>,
): { text: string; hint?: string } {
  if (step.kind === 'path') return { text: CHAT_PATH_PROMPT };
  if (step.kind === 'personalise') return { text: PERSONALISE_PROMPT };
  return {
    text: promptFor(step.question, path ?? 'recent-loss', saved),
    hint: hintFor(step.question, saved),
  };
}

function stepAnswerLabel(step: ChatStep, answer: unknown): string {
  if (step.kind === 'path') return CHAT_PATH_CHOICES.find((choice) => choice.value === answer)?.label ?? '';
  if (step.kind === 'personalise')
    return PERSONALISE_CHOICES.find((choice) => choice.value === answer)?.label ?? '';
  return answerLabel(step.question, answer);
}

/** '/onboarding': the chat-style assessment, then the personal checklist it made. */
export function OnboardingChatPage() {
  const chat = useChatAnswers();
  if (chat.isPending) return <LoadingState isWholePage />;
  if (!chat.data) return <NotLoaded query={chat} failedTitle="We couldn’t load your answers" />;
  return <ChatAssessment initial={chat.data} />;
}

function ChatAssessment({ initial }: { initial: ChatState }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const prefersReducedMotion = usePrefersReducedMotion();
  const finishChat = useFinishChat();
  const startOver = useStartOver();

  const [saved, setSaved] = useState(initial.answers);
  const [lovedOneId, setLovedOneId] = useState(initial.lovedOneId);
  const [isWelcomeBack, setWelcomeBack] = useState(Object.keys(initial.answers).length > 0);
  const [cursor, setCursor] = useState(() => {
    const next = nextChatStepIndex(initial.answers);
    return next === -1 ? chatSteps(initial.answers).length : next;
  });
  const [view, setView] = useState<'chat' | 'checklist'>(
    nextChatStepIndex(initial.answers) === -1 && initial.lovedOneId ? 'checklist' : 'chat',
  );
  const [isQuestionShown, setQuestionShown] = useState(false);
  const [savingKey, setSavingKey] = useState<string | null>(null);
  const [isConfirmingStartOver, setConfirmingStartOver] = useState(false);
  const [pendingChanges, setPendingChanges] = useState<ChecklistChanges | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const steps = chatSteps(saved);
  const path = pathOf(saved);
  const step = steps[cursor];
  const stepText = step ? stepPrompt(step, path, saved) : null;
  const delay = (ms: number) => (prefersReducedMotion ? Promise.resolve() : wait(ms));

  const finish = async (confirmation?: ChecklistChangeConfirmation) => {
    try {
      const result = await finishChat.mutateAsync(confirmation);
      setLovedOneId(result.lovedOneId);
      // New answers for an existing checklist: the person sees the changes first (the dialog below).
      if (result.kind === 'review') {
        setPendingChanges(result.changes);
        return;
      }
      setPendingChanges(null);
      // Counted once, when the assessment first makes a checklist (not after 'Edit answers').
      if (result.isNew) {
        track({ name: 'assessment_complete', source: 'chat', onboarding_path: pathOf(saved) ?? null });
        track({ name: 'checklist_generated', source: 'chat' });
      }
      setView('checklist');
    } catch (error) {
      // The error stays on screen with a retry button (below); the review dialog also says so.
      if (confirmation) toast.error('We couldn’t update your checklist', { description: messageOf(error) });
    }
  };

  // Each question waits a moment before it appears, like someone typing.
  useEffect(() => {
    setQuestionShown(false);
    if (view !== 'chat' || cursor >= steps.length) return;
    if (prefersReducedMotion) {
      setQuestionShown(true);
      return;
    }
    const timer = setTimeout(() => setQuestionShown(true), QUESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cursor, view, prefersReducedMotion, steps.length]);

  // Someone who answered everything but whose checklist was never made (a failed finish) gets it now.
  // The last answer finishes the chat itself and sets this first: finishing twice at once made two
  // checklists race, and the later one could pull the person back from 'Edit answers'.
  const hasStartedFinish = useRef(false);
  useEffect(() => {
    if (hasStartedFinish.current || view !== 'chat' || cursor < steps.length || !path || lovedOneId) return;
    hasStartedFinish.current = true;
    void finish();
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs when a new bubble appears (cursor, question shown).
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end', behavior: prefersReducedMotion ? 'auto' : 'smooth' });
  }, [cursor, isQuestionShown, prefersReducedMotion]);

  // After an answer, the keyboard goes on at the next question's first control: the controls it was on
  // are gone, and starting again from the top of the page on each of some twenty questions is too much.
  const question = useRef<HTMLDivElement>(null);
  const hasAnswered = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the next question appears.
  useEffect(() => {
    if (!hasAnswered.current || !isQuestionShown) return;
    question.current
      ?.querySelector<HTMLElement>('input, select, textarea, button:not([aria-disabled="true"])')
      ?.focus({ preventScroll: true });
  }, [cursor, isQuestionShown]);

  const answer = async (current: ChatStep, value: unknown) => {
    setSavingKey(current.key);
    try {
      await saveChatAnswer(current.key, value);
    } catch (error) {
      // A refusal says what to change; a save that never arrived keeps the spec's words.
      toast.error(CHAT_MESSAGES.saveErrorTitle, {
        description: isDeliveryFailure(error) ? CHAT_MESSAGES.saveErrorDescription : messageOf(error),
      });
      setSavingKey(null);
      return;
    }
    hasAnswered.current = true;
    const nextSaved = { ...saved, [current.key]: value };
    track({ name: 'support_progress', step: cursor + 1, total: chatSteps(nextSaved).length });
    setSaved(nextSaved);
    queryClient.setQueryData<ChatState>(queryKeys.onboarding.chat, { answers: nextSaved, lovedOneId });
    await delay(ADVANCE_DELAY_MS);
    setSavingKey(null);
    const nextCursor = cursor + 1;
    const isLast = nextCursor >= chatSteps(nextSaved).length;
    if (isLast) hasStartedFinish.current = true;
    setCursor(nextCursor);
    if (isLast) await finish();
  };

  const keepChecklist = () => {
    setPendingChanges(null);
    setView('checklist');
    toast(CHECKLIST_NOT_CHANGED);
  };

  const editAnswers = () => {
    setWelcomeBack(false);
    setCursor(0);
    setView('chat');
  };

  const confirmStartOver = () =>
    startOver.mutate(undefined, {
      onSuccess: () => {
        setConfirmingStartOver(false);
        setSaved({});
        setWelcomeBack(false);
        setCursor(0);
        setView('chat');
        hasStartedFinish.current = false;
      },
      onError: (error) => toast.error('Could not start over', { description: messageOf(error) }),
    });

  const basicTotal = chatBasicQuestions(path).length;
  const basicSteps = steps.filter((item) => item.kind === 'question' && !item.isPersonalise);
  const asked = (list: ChatStep[]) => list.filter((item) => steps.indexOf(item) <= cursor).length;
  const counter =
    path && step?.kind === 'question' && step.isPersonalise
      ? personaliseCounter(path, saved, step.key, chatBasicQuestions(path))
      : null;
  const progress = counter
    ? `Personalise your checklist • ${counter.position} of ${counter.total}`
    : `Onboarding Questions • ${Math.min(asked(basicSteps), basicTotal)} of ${basicTotal}`;
  const firstName = user?.firstName?.trim();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col rounded-2xl border border-border bg-surface shadow-sm">
      <title>Onboarding · Harbor</title>
      <header className="flex items-center gap-3 border-b border-border p-4">
        <AssistantAvatar />
        <div className="min-w-0 flex-1">
          <h1 className="font-semibold">The Harbor team</h1>
          <p className="text-sm text-muted">{view === 'chat' ? progress : 'Your checklist is ready'}</p>
        </div>
        <Button asChild variant="ghost" size="icon">
          <Link to={paths.landing.getHref()} aria-label="Close">
            <X aria-hidden="true" className="size-5" />
          </Link>
        </Button>
      </header>

      {view === 'checklist' && lovedOneId ? (
        <div className="p-4 sm:p-6">
          <ChecklistComplete
            lovedOneId={lovedOneId}
            onEditAnswers={editAnswers}
            onStartOver={() => setConfirmingStartOver(true)}
          />
        </div>
      ) : (
        <>
          <div
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            className="flex flex-col gap-3 p-4 sm:p-6"
          >
            <Bubble from="assistant">
              {firstName ? `Hello ${firstName}. ` : 'Hello. '}I’m here to help you make a plan. I’ll ask a few
              questions, one at a time: answer what you can, and skip anything you’d rather not.
            </Bubble>
            {isWelcomeBack ? <Bubble from="assistant">{CHAT_MESSAGES.welcomeBack}</Bubble> : null}
            {steps.slice(0, cursor).map((done) => (
              <div key={done.key} className="flex flex-col gap-3">
                <Bubble from="assistant">{stepPrompt(done, path, saved).text}</Bubble>
                <Bubble from="user">{stepAnswerLabel(done, saved[done.key])}</Bubble>
              </div>
            ))}
            {step && !isQuestionShown ? <TypingIndicator /> : null}
            {step && isQuestionShown ? (
              <div ref={question} className="flex flex-col gap-3">
                <Bubble from="assistant">
                  <span className="block">{stepText?.text}</span>
                  {stepText?.hint ? (
                    <span className="mt-1 block text-sm text-muted">{stepText.hint}</span>
                  ) : null}
                </Bubble>
                <ChatAnswerControls
                  key={`${step.key}-${cursor}`}
                  step={step}
                  path={path ?? 'recent-loss'}
                  current={saved[step.key]}
                  isSaving={savingKey === step.key}
                  onAnswer={(value) => void answer(step, value)}
                />
              </div>
            ) : null}
            {!step && finishChat.isPending ? <LoadingState label="Making your checklist..." /> : null}
            {!step && finishChat.isError ? (
              <Alert tone="error">
                <p className="font-medium">We couldn’t make your checklist.</p>
                <p>{messageOf(finishChat.error)}</p>
                <Button variant="outline" className="mt-3" onClick={() => void finish()}>
                  Try again
                </Button>
              </Alert>
            ) : null}
            <div ref={endRef} />
          </div>
          <div className="border-t border-border p-4">
            <label htmlFor="chat-message" className="sr-only">
              Message
            </label>
            <input
              id="chat-message"
              disabled
              placeholder="Choose an answer above"
              className="min-h-11 w-full rounded-lg border border-border bg-surface-muted px-3 py-2 text-muted"
            />
          </div>
        </>
      )}

      <ChecklistChangesDialog
        changes={pendingChanges}
        isApplying={finishChat.isPending}
        onKeep={keepChecklist}
        onConfirm={() => void finish({ removeTaskIds: pendingChanges?.remove.map((task) => task.id) ?? [] })}
      />
      <ConfirmDialog
        open={isConfirmingStartOver}
        onOpenChange={setConfirmingStartOver}
        title="Start over?"
        description="This deletes your saved answers so you can begin again. Your checklist stays as it is: if your new answers would change it, we show you what would be added and removed, and nothing changes unless you confirm."
        confirmLabel="Delete my answers"
        isPending={startOver.isPending}
        onConfirm={confirmStartOver}
      />
    </div>
  );
}

function AssistantAvatar() {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent">
      <img src="/favicon.svg" alt="" className="size-7" />
    </span>
  );
}

function Bubble({ from, children }: { from: 'assistant' | 'user'; children: ReactNode }) {
  return from === 'assistant' ? (
    <p className="max-w-[85%] self-start rounded-2xl rounded-tl-sm bg-surface-muted px-4 py-3">{children}</p>
  ) : (
    <p className="max-w-[85%] self-end rounded-2xl rounded-tr-sm bg-primary px-4 py-3 text-primary-foreground">
      <span className="sr-only">You: </span>
      {children}
    </p>
  );
}

function TypingIndicator() {
  return (
    <p className="self-start rounded-2xl bg-surface-muted px-4 py-3 text-muted">
      <span aria-hidden="true" className="motion-safe:animate-pulse">
        •••
      </span>
      <span className="sr-only">The Harbor team is typing</span>
    </p>
  );
}
