import { type RefObject, useId } from 'react';
import { OBITUARY_MAX_LENGTH } from '#shared/obituary/obituary-answers.ts';
import { OBITUARY_TEXTS } from '#shared/obituary/obituary-texts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import type { DraftStatus } from '../api/use-draft-stream.ts';

const texts = OBITUARY_TEXTS;

type Props = {
  draft: string;
  onDraft: (text: string) => void;
  status: DraftStatus;
  /** What the line above the box says: who wrote the draft, or that it is being written. */
  note: string | null;
  onStop: () => void;
  error?: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  destinations: { toProfile: boolean; toStory: boolean };
  onDestinations: (change: Partial<Props['destinations']>) => void;
  hasMemorialPage: boolean;
  /** The first name the profile gives, or null while it gives none. */
  profileName: string | null;
  onSave: () => void;
  isSaving: boolean;
};

/** The draft, editable while and after it is written, and where to save it. */
export function DraftEditor(props: Props) {
  const { draft, status, destinations, hasMemorialPage } = props;
  const isWriting = status === 'writing';
  const legendId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-muted" data-testid="draft-status">
          {props.note}
        </p>
        {isWriting ? (
          <Button variant="outline" onClick={props.onStop}>
            {texts.stop}
          </Button>
        ) : null}
      </div>
      <Field
        label={texts.draftLabel}
        hint={texts.draftHint}
        error={props.error}
        count={{ used: draft.length, max: OBITUARY_MAX_LENGTH }}
      >
        <Textarea
          ref={props.textareaRef}
          rows={14}
          maxLength={OBITUARY_MAX_LENGTH}
          value={draft}
          aria-busy={isWriting || undefined}
          readOnly={isWriting}
          onChange={(event) => props.onDraft(event.target.value)}
          className="font-serif leading-relaxed"
        />
      </Field>
      <fieldset className="flex flex-col gap-1" aria-labelledby={legendId}>
        <legend id={legendId} className="font-medium">
          {texts.saveTo}
        </legend>
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={destinations.toProfile}
            onChange={(event) => props.onDestinations({ toProfile: event.target.checked })}
          />
          {texts.toProfile(props.profileName)}
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={destinations.toStory}
            disabled={!hasMemorialPage}
            onChange={(event) => props.onDestinations({ toStory: event.target.checked })}
          />
          {texts.toStory}
        </label>
        <p className="text-sm text-muted">
          {hasMemorialPage ? texts.storyReplaces : texts.noPageYet(props.profileName)}
        </p>
      </fieldset>
      <div>
        <Button onClick={props.onSave} isLoading={props.isSaving} disabled={isWriting}>
          {texts.save}
        </Button>
      </div>
    </div>
  );
}
