import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { givenFirstName } from '#shared/loved-ones/loved-one-display.ts';
import { composeObituary } from '#shared/obituary/compose-obituary.ts';
import {
  OBITUARY_MESSAGES,
  type ObituaryAnswers,
  obituaryAnswersSchema,
  saveObituarySchema,
} from '#shared/obituary/obituary-answers.ts';
import { type ObituaryStart, prefilledAnswers } from '#shared/obituary/obituary-start.ts';
import { OBITUARY_STEPS, OBITUARY_TEXTS } from '#shared/obituary/obituary-texts.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useObituaryStart, useSaveObituary } from './api/obituary-api.ts';
import { type DraftStatus, useDraftStream } from './api/use-draft-stream.ts';
import { DraftEditor } from './components/draft-editor.tsx';
import { GuidedQuestions } from './components/guided-questions.tsx';
import { clearWriterState, readWriterState, writeWriterState } from './lib/answers-storage.ts';

const texts = OBITUARY_TEXTS;

/** /hub/memorial/:lovedOneId/obituary — the loved one's admin only. */
export function ObituaryWriterPage() {
  const { lovedOneId = '' } = useParams();
  const start = useObituaryStart(lovedOneId);
  return (
    <div className="flex flex-col gap-2">
      <title>{`${texts.title} · Harbor`}</title>
      <div>
        <BackLink to={paths.memorialHub.getHref(lovedOneId)}>{texts.back}</BackLink>
      </div>
      <PageHeading title={texts.title} subtitle={texts.subtitle} />
      {/* A failed refresh keeps the writer, with the draft being written, on screen. */}
      {!start.data ? (
        start.isError ? (
          <StartError
            error={start.error}
            onRetry={() => void start.refetch()}
            isRetrying={start.isFetching}
          />
        ) : (
          <LoadingState />
        )
      ) : (
        <ObituaryWriter lovedOneId={lovedOneId} start={start.data} />
      )}
    </div>
  );
}

function StartError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  const refused = status === 403 || status === 404;
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">
        {refused && status === 403 ? texts.onlyAdmin : OBITUARY_MESSAGES.loadFailed}
      </h2>
      {refused ? null : (
        <>
          <p className="text-muted">Please check your connection and try again.</p>
          <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
            Try again
          </Button>
        </>
      )}
    </Card>
  );
}

type Source = 'saved' | 'model' | 'templates' | null;

function noteFor(status: DraftStatus, source: Source, profileName: string | null): string | null {
  if (status === 'error') return null;
  if (status === 'writing') return texts.writing;
  if (status === 'stopped') return texts.stopped;
  if (status === 'truncated') return texts.truncated;
  if (source === 'model') return texts.writtenByModel;
  if (source === 'templates') return texts.writtenByTemplates;
  if (source === 'saved') return texts.existingNote(profileName);
  return null;
}

type AnswerErrors = Partial<Record<keyof ObituaryAnswers, string>>;

function ObituaryWriter({ lovedOneId, start }: { lovedOneId: string; start: ObituaryStart }) {
  const [initial] = useState(
    () =>
      readWriterState(lovedOneId) ?? {
        answers: prefilledAnswers(start),
        draft: start.lovedOne.obituary ?? '',
        step: 0,
      },
  );
  const [answers, setAnswers] = useState(initial.answers);
  const [step, setStep] = useState(initial.step);
  const [draft, setDraft] = useState(initial.draft);
  const [source, setSource] = useState<Source>(
    initial.draft && initial.draft === start.lovedOne.obituary ? 'saved' : null,
  );
  const [previousDraft, setPreviousDraft] = useState<string | null>(null);
  const [answerErrors, setAnswerErrors] = useState<AnswerErrors>({});
  const [draftError, setDraftError] = useState<string | undefined>();
  const hasMemorialPage = start.memorial !== null;
  // The profile is theirs by the name it gives, not by the name the obituary's answers say they went by.
  const profileName = givenFirstName(start.lovedOne);
  const [destinations, setDestinations] = useState({ toProfile: true, toStory: hasMemorialPage });
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const draftRef = useRef<HTMLTextAreaElement>(null);
  const stream = useDraftStream(lovedOneId, setDraft);
  const save = useSaveObituary(lovedOneId);

  useEffect(() => {
    writeWriterState(lovedOneId, { answers, draft, step });
  }, [lovedOneId, answers, draft, step]);

  const goToStep = (next: number) => {
    setStep(next);
    // The new step's heading takes focus, so a keyboard or screen reader user starts at its top.
    requestAnimationFrame(() => stepHeadingRef.current?.focus());
  };

  const writeDraft = (useModel: boolean) => {
    const parsed = obituaryAnswersSchema.safeParse(answers);
    if (!parsed.success) {
      const errors: AnswerErrors = {};
      for (const issue of parsed.error.issues)
        errors[issue.path[0] as keyof ObituaryAnswers] ??= issue.message;
      setAnswerErrors(errors);
      const firstStep = OBITUARY_STEPS.findIndex((each) =>
        each.questions.some((question) => errors[question.key]),
      );
      goToStep(Math.max(0, firstStep));
      return;
    }
    setAnswerErrors({});
    setDraftError(undefined);
    // After a write that failed, the text to bring back is still the one from before it.
    setPreviousDraft((kept) =>
      stream.status === 'error' && kept !== null ? kept : draft.trim() ? draft : null,
    );
    if (useModel) {
      setSource('model');
      void stream.write(parsed.data);
    } else {
      stream.dismiss();
      setSource('templates');
      setDraft(composeObituary(parsed.data));
    }
    requestAnimationFrame(() => draftRef.current?.focus());
  };

  const onSave = () => {
    const parsed = saveObituarySchema.safeParse({ text: draft, ...destinations });
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message);
      draftRef.current?.focus();
      return;
    }
    setDraftError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => {
        clearWriterState(lovedOneId);
        toast.success(OBITUARY_MESSAGES.saved, {
          description: texts.savedWhere(profileName, destinations),
        });
      },
      onError: (error) => toast.error(OBITUARY_MESSAGES.saveFailed, { description: messageOf(error) }),
    });
  };

  const isLastStep = step === OBITUARY_STEPS.length - 1;
  const isWriting = stream.status === 'writing';
  const useModel = start.writer === 'model';
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5">
        <GuidedQuestions
          answers={answers}
          onChange={(change) => setAnswers((current) => ({ ...current, ...change }))}
          step={step}
          onStep={goToStep}
          errors={answerErrors}
          headingRef={stepHeadingRef}
        />
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          {step > 0 ? (
            <Button variant="outline" onClick={() => goToStep(step - 1)}>
              {texts.previous}
            </Button>
          ) : null}
          {isLastStep ? null : <Button onClick={() => goToStep(step + 1)}>{texts.next}</Button>}
          <Button
            variant={isLastStep ? 'primary' : 'outline'}
            onClick={() => writeDraft(useModel)}
            disabled={isWriting}
          >
            {draft.trim() ? texts.writeAgain : texts.writeDraft}
          </Button>
        </div>
      </Card>

      <Card className="flex flex-col gap-4" aria-labelledby="obituary-draft-heading">
        <h2 id="obituary-draft-heading" className="text-xl font-semibold">
          {texts.draftLabel}
        </h2>
        {stream.error ? (
          <Alert tone="error" className="flex flex-col items-start gap-3">
            <p>{stream.error}</p>
            <Button variant="outline" onClick={() => writeDraft(false)}>
              {texts.useTemplates}
            </Button>
          </Alert>
        ) : null}
        {previousDraft !== null && !isWriting ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted">A new draft replaced what was in the box.</span>
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(previousDraft);
                setPreviousDraft(null);
                setSource(null);
              }}
            >
              Bring back the previous text
            </Button>
          </div>
        ) : null}
        <DraftEditor
          draft={draft}
          onDraft={setDraft}
          status={stream.status}
          note={noteFor(stream.status, source, profileName)}
          onStop={stream.stop}
          error={draftError}
          textareaRef={draftRef}
          destinations={destinations}
          onDestinations={(change) => setDestinations((current) => ({ ...current, ...change }))}
          hasMemorialPage={hasMemorialPage}
          profileName={profileName}
          onSave={onSave}
          isSaving={save.isPending}
        />
        {start.memorial ? (
          <Link
            to={paths.memorial.getHref(start.memorial.slug)}
            className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
          >
            {texts.viewPage}
          </Link>
        ) : null}
      </Card>
    </div>
  );
}
