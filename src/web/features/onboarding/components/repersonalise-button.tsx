import { ListChecks, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { lazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import type { ChecklistChanges } from '../api/chat-answers.ts';
import {
  previewLovedOneAnswers,
  useLovedOneAnswers,
  useUpdateLovedOneAnswers,
} from '../api/loved-one-answers.ts';
import { CHECKLIST_NOT_CHANGED } from './checklist-not-changed.ts';
import type { SetupAnswers } from './setup-dialog.tsx';

const SetupDialog = lazyDialog(() => import('./setup-dialog.tsx').then((module) => module.SetupDialog));
const ChecklistChangesDialog = lazyDialog(
  () => import('./checklist-changes-dialog.tsx').then((module) => module.ChecklistChangesDialog),
  { isOpen: (props) => props.changes !== null, close: (props) => props.onKeep() },
);

const REPERSONALISE_MESSAGES = {
  successTitle: 'Checklist updated',
  successDescription: 'Tasks you have started, noted, assigned or added yourself are unchanged.',
  failureTitle: 'Error',
  failureDescription: 'Failed to update your checklist. Please try again.',
  builtTitle: 'Checklist ready',
  builtDescription: 'Take it one task at a time. Nothing here has to happen today.',
} as const;

/**
 * For the tasks tab (admin only): reopens the setup dialog with the saved answers, straight on
 * the "Personalise your checklist" questions, shows what the new answers would add and remove, and
 * regenerates the untouched generated tasks once the person confirms.
 * `startWith="basic"` asks the basic questions first (for the onboarding-incomplete banner).
 * `buildsFirstChecklist` is for a loved one with no tasks yet ("Build their checklist"): there is
 * nothing the answers could remove, so they are saved without the changes dialog.
 */
export function RepersonaliseButton({
  lovedOneId,
  startWith = 'personalise',
  label = 'Personalise checklist',
  buildsFirstChecklist = false,
}: {
  lovedOneId: string;
  startWith?: 'basic' | 'personalise';
  label?: string;
  buildsFirstChecklist?: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  // Closed before the end (Escape, a tap outside), the dialog opens again where it was, with every
  // answer kept; only answers saved start the next one afresh, from what was saved.
  const [session, setSession] = useState(0);
  const [pending, setPending] = useState<{ answers: SetupAnswers; changes: ChecklistChanges } | null>(null);
  const answers = useLovedOneAnswers(lovedOneId, isOpen);
  const update = useUpdateLovedOneAnswers(lovedOneId);

  const apply = async (next: SetupAnswers, removeTaskIds: string[]) => {
    try {
      await update.mutateAsync({ answers: next, removeTaskIds });
    } catch (error) {
      toast.error(REPERSONALISE_MESSAGES.failureTitle, {
        description: `${REPERSONALISE_MESSAGES.failureDescription} ${messageOf(error, '')}`.trim(),
      });
      throw error;
    }
    if (buildsFirstChecklist) {
      toast.success(REPERSONALISE_MESSAGES.builtTitle, {
        description: REPERSONALISE_MESSAGES.builtDescription,
      });
    } else {
      toast.success(REPERSONALISE_MESSAGES.successTitle, {
        description: REPERSONALISE_MESSAGES.successDescription,
      });
    }
    setPending(null);
    setOpen(false);
    setSession((value) => value + 1);
  };

  // The checklist changes only after the person has seen what the new answers add and remove.
  const review = async (next: SetupAnswers) => {
    // An empty checklist loses nothing: removeTaskIds stays empty, so even a task added meanwhile stays.
    if (buildsFirstChecklist) return apply(next, []);
    let changes: ChecklistChanges;
    try {
      ({ changes } = await previewLovedOneAnswers(lovedOneId, next));
    } catch (error) {
      toast.error(REPERSONALISE_MESSAGES.failureTitle, {
        description: `${REPERSONALISE_MESSAGES.failureDescription} ${messageOf(error, '')}`.trim(),
      });
      throw error;
    }
    if (changes.add.length === 0 && changes.remove.length === 0) return apply(next, []);
    setPending({ answers: next, changes });
  };

  return (
    <>
      <Button variant={buildsFirstChecklist ? 'primary' : 'outline'} onClick={() => setOpen(true)}>
        {buildsFirstChecklist ? (
          <ListChecks aria-hidden="true" className="size-4" />
        ) : (
          <SlidersHorizontal aria-hidden="true" className="size-4" />
        )}{' '}
        {label}
      </Button>
      {isOpen && !answers.data ? (
        <NotLoaded query={answers} failedTitle="We couldn’t load your answers" />
      ) : null}
      {answers.data ? (
        <SetupDialog
          key={session}
          path={answers.data.path}
          open={isOpen}
          onOpenChange={setOpen}
          initialAnswers={answers.data.answers}
          startWithPersonalise={startWith === 'personalise'}
          isSubmitting={update.isPending}
          onSubmit={review}
        />
      ) : null}
      <ChecklistChangesDialog
        changes={pending?.changes ?? null}
        isApplying={update.isPending}
        // Keeping the checklist leaves the answers in the setup dialog, to change or cancel.
        onKeep={() => {
          setPending(null);
          toast(CHECKLIST_NOT_CHANGED);
        }}
        onConfirm={() => {
          if (pending)
            void apply(
              pending.answers,
              pending.changes.remove.map((task) => task.id),
            ).catch(() => {});
        }}
      />
    </>
  );
}
