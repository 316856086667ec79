import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { latestTodayOnEarth, localTimeZone, todayIn } from '#shared/dates/time-zones.ts';
import {
  JOURNAL_MESSAGES,
  type JournalDraft,
  type JournalEntryFormInput,
  journalEntryInputSchema,
} from '#shared/wellbeing/journal-input.ts';
import {
  getJournalPrompt,
  isJournalPromptId,
  JOURNAL_PROMPTS,
  journalPromptForDate,
} from '#shared/wellbeing/journal-prompts.ts';
import { JOURNAL_BODY_MAX_LENGTH, JOURNAL_TITLE_MAX_LENGTH } from '#shared/wellbeing/moods.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { showRefusal } from '#web/lib/show-refusal.ts';
import {
  clearServerDraft,
  saveServerDraft,
  useSaveJournalEntry,
  useServerDraft,
} from '../../api/journal-api.ts';
import {
  clearLocalDraft,
  isEmptyDraft,
  readLocalDraft,
  writeLocalDraft,
} from '../../api/journal-draft-storage.ts';

export type EditableEntry = {
  id: string;
  entryDate: string;
  title: string | null;
  body: string;
  promptId: string | null;
};

const LOCAL_SAVE_MS = 300;
const SERVER_SAVE_MS = 1500;

const toDraft = (values: JournalEntryFormInput): JournalDraft => ({
  entryDate: values.entryDate ?? '',
  title: values.title ?? '',
  body: values.body ?? '',
  promptId: values.promptId && isJournalPromptId(values.promptId) ? values.promptId : null,
});

/**
 * Writes a new entry or edits one. Every keystroke is kept in this browser within a moment,
 * and a new entry on the server too, so nothing typed is lost; saving clears both copies.
 */
export function JournalEditor({
  userId,
  entry,
  onDone,
}: {
  userId: string;
  entry: EditableEntry | null;
  onDone: () => void;
}) {
  const entryId = entry?.id ?? null;
  const today = todayIn(localTimeZone());
  const save = useSaveJournalEntry();
  const serverDraft = useServerDraft();
  const [draftNote, setDraftNote] = useState<string | null>(null);
  const [autosaved, setAutosaved] = useState<string | null>(null);
  const restored = useRef(false);

  const savedValues: JournalEntryFormInput = {
    entryDate: entry?.entryDate ?? today,
    title: entry?.title ?? '',
    body: entry?.body ?? '',
    promptId: entry?.promptId && isJournalPromptId(entry.promptId) ? entry.promptId : null,
  };
  const form = useForm<JournalEntryFormInput, unknown, z.output<typeof journalEntryInputSchema>>({
    resolver: zodResolver(journalEntryInputSchema),
    defaultValues: savedValues,
  });
  const [isAskingToDiscard, setAskingToDiscard] = useState(false);
  const { register, handleSubmit, formState, watch, reset, setValue } = form;

  // Bring back unsaved words: the browser's copy, or the server's when it is newer (another device).
  useEffect(() => {
    if (restored.current || (entryId === null && serverDraft.isPending)) return;
    restored.current = true;
    const local = readLocalDraft(userId, entryId);
    const remote = entryId === null ? serverDraft.data?.draft : null;
    const newest =
      local && remote ? (local.savedAt >= remote.updatedAt ? local : remote) : (local ?? remote ?? null);
    if (newest && !isEmptyDraft(newest)) {
      reset({
        entryDate: newest.entryDate || today,
        title: newest.title,
        body: newest.body,
        promptId: newest.promptId,
      });
      setDraftNote('We kept what you were writing last time.');
    }
  }, [entryId, reset, serverDraft.data, serverDraft.isPending, today, userId]);

  useEffect(() => {
    let localTimer: ReturnType<typeof setTimeout> | undefined;
    let serverTimer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      const draft = toDraft(values as JournalEntryFormInput);
      clearTimeout(localTimer);
      clearTimeout(serverTimer);
      localTimer = setTimeout(() => writeLocalDraft(userId, entryId, draft), LOCAL_SAVE_MS);
      if (entryId === null) {
        serverTimer = setTimeout(() => {
          saveServerDraft(draft)
            .then(() => setAutosaved('Draft saved'))
            .catch(() => setAutosaved('Draft kept on this device'));
        }, SERVER_SAVE_MS);
      } else {
        setAutosaved('Draft kept on this device');
      }
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(localTimer);
      clearTimeout(serverTimer);
    };
  }, [entryId, userId, watch]);

  // An entry opened from the list, far below, is written in at once, wherever the page was.
  const isEdit = entry !== null;
  useEffect(() => {
    if (isEdit) form.setFocus('body');
  }, [isEdit, form.setFocus]);

  const promptId = watch('promptId');
  const suggested = journalPromptForDate(today);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: entryId, entry: values });
      clearLocalDraft(userId, entryId);
      if (entryId === null) await clearServerDraft().catch(() => undefined);
      toast.success(JOURNAL_MESSAGES.saved);
      reset({ entryDate: today, title: '', body: '', promptId: null });
      setDraftNote(null);
      setAutosaved(null);
      onDone();
    } catch (error) {
      // Under its field, or under the form beside Save: a toast alone fades before it is read.
      showRefusal(form, error);
    }
  });

  // Only an edit can be cancelled; a new entry's words stay until saved or deleted by the writer.
  const discardEdit = () => {
    clearLocalDraft(userId, entryId);
    onDone();
  };
  // Changed words are not thrown away on one press: Cancel asks first. Compared with the entry as saved,
  // not with the form's start, which is the words kept from last time when there were some.
  const cancelEdit = () => {
    const now = toDraft(form.getValues());
    const saved = toDraft(savedValues);
    const isChanged = (Object.keys(saved) as (keyof JournalDraft)[]).some((key) => now[key] !== saved[key]);
    if (isChanged) setAskingToDiscard(true);
    else discardEdit();
  };

  return (
    <Card aria-labelledby="journal-editor-heading">
      <h2 id="journal-editor-heading" className="mb-1 text-xl font-semibold">
        {entry ? 'Edit entry' : 'Write an entry'}
      </h2>
      <p className="mb-4 text-muted">Only you can read your journal. It is stored encrypted.</p>
      {draftNote ? (
        <p role="status" className="mb-4 rounded-lg bg-accent p-3 text-accent-foreground">
          {draftNote}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date" error={formState.errors.entryDate?.message}>
            <Input type="date" max={latestTodayOnEarth()} {...register('entryDate')} />
          </Field>
          <Field label="A prompt, if you would like one" hint={`Today’s suggestion: ${suggested.text}`}>
            <Select {...register('promptId', { setValueAs: (value: string | null) => value || null })}>
              <option value="">No prompt</option>
              {JOURNAL_PROMPTS.map((prompt) => (
                <option key={prompt.id} value={prompt.id}>
                  {prompt.text}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {!promptId ? (
          <Button
            type="button"
            variant="link"
            className="self-start"
            onClick={() => setValue('promptId', suggested.id, { shouldDirty: true })}
          >
            Use today’s prompt
          </Button>
        ) : (
          <p className="font-reading text-lg italic">
            {isJournalPromptId(promptId) ? getJournalPrompt(promptId).text : null}
          </p>
        )}
        <Field label="Title (optional)" error={formState.errors.title?.message}>
          <Input maxLength={JOURNAL_TITLE_MAX_LENGTH} autoComplete="off" {...register('title')} />
        </Field>
        <Field label="Your words" required error={formState.errors.body?.message}>
          <Textarea rows={10} maxLength={JOURNAL_BODY_MAX_LENGTH} {...register('body')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p aria-live="polite" className="text-sm text-muted">
            {autosaved}
          </p>
          <FormRefusal message={formState.errors.root?.message} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {entry ? (
              <Button type="button" variant="outline" onClick={cancelEdit}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" isLoading={save.isPending}>
              Save entry
            </Button>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={isAskingToDiscard}
        onOpenChange={setAskingToDiscard}
        title="Discard your changes?"
        description="What you changed in this entry will not be kept. The entry stays as it was last saved."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        isPending={false}
        onConfirm={discardEdit}
      />
    </Card>
  );
}
