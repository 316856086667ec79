import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useLovedOneAnswers, useUpdateLovedOneAnswers } from '../api/loved-one-answers.ts';
import { SetupDialog } from './setup-dialog.tsx';

export const REPERSONALISE_MESSAGES = {
  successTitle: 'Checklist updated',
  successDescription: 'Tasks you have started, noted, assigned or added yourself are unchanged.',
  failureTitle: 'Error',
  failureDescription: 'Failed to update your checklist. Please try again.',
} as const;

/**
 * For the tasks tab (admin only): reopens the setup dialog with the saved answers, straight on
 * the "Personalise your checklist" questions, and regenerates the untouched generated tasks.
 * `startWith="basic"` asks the basic questions first (for the onboarding-incomplete banner).
 */
export function RepersonaliseButton({
  lovedOneId,
  startWith = 'personalise',
  label = 'Personalise checklist',
}: {
  lovedOneId: string;
  startWith?: 'basic' | 'personalise';
  label?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const answers = useLovedOneAnswers(lovedOneId, isOpen);
  const update = useUpdateLovedOneAnswers(lovedOneId);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden="true" className="size-4" /> {label}
      </Button>
      {isOpen && answers.isPending ? <LoadingState /> : null}
      {isOpen && answers.isError ? (
        <p role="alert" className="text-danger">
          {messageOf(answers.error)}
        </p>
      ) : null}
      {isOpen && answers.data ? (
        <SetupDialog
          path={answers.data.path}
          open={isOpen}
          onOpenChange={setOpen}
          initialAnswers={answers.data.answers}
          startWithPersonalise={startWith === 'personalise'}
          isSubmitting={update.isPending}
          onSubmit={async (next) => {
            try {
              await update.mutateAsync(next);
            } catch (error) {
              toast.error(REPERSONALISE_MESSAGES.failureTitle, {
                description: `${REPERSONALISE_MESSAGES.failureDescription} ${messageOf(error, '')}`.trim(),
              });
              throw error;
            }
            toast.success(REPERSONALISE_MESSAGES.successTitle, {
              description: REPERSONALISE_MESSAGES.successDescription,
            });
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
