import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OnboardingPath } from '#shared/onboarding/questions.ts';
import { lazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { track } from '#web/features/analytics/api/track.ts';
import { paths } from '#web/lib/paths.ts';
import { useCompleteSetup } from '../api/complete-setup.ts';
import { clearSetupDraft, readSetupDraft, writeSetupDraft } from '../lib/setup-draft-storage.ts';

const SetupDialog = lazyDialog(() => import('./setup-dialog.tsx').then((module) => module.SetupDialog));

const SETUP_MESSAGES = {
  successTitle: 'Setup complete',
  successDescription: 'Your personalized plan has been created.',
  failureTitle: 'Error',
  failureDescription: 'Failed to complete setup. Please try again.',
} as const;

/**
 * The setup dialog wired to the server: on Continue the loved one, answers and checklist are
 * created, then the dashboard. Also for the dashboard's "add a loss" / "plan ahead" actions.
 */
export function StartSetupDialog({
  path,
  open,
  onOpenChange,
  showsCreated = false,
}: {
  path: OnboardingPath;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * From the dashboard, where another loved one is showing: open it on the one just made. From the
   * welcome page the spec's '/dashboard' shows it anyway (it is the only one), where the page's own
   * redirect also goes.
   */
  showsCreated?: boolean;
}) {
  const completeSetup = useCompleteSetup();
  const navigate = useNavigate();
  // Closed before the end (Skip on the last question, Escape, a tap outside), it opens again where it
  // was, every answer kept: nothing typed is lost. Only a finished setup starts the next one afresh.
  const [session, setSession] = useState(0);
  // Kept in the tab too, so a reload (a phone reloads a tab left for another app) loses no answer either.
  // Read as each setup's dialog mounts; later renders leave its answers as they are.
  const draft = readSetupDraft(path);
  return (
    <SetupDialog
      key={`${path}-${session}`}
      path={path}
      open={open}
      onOpenChange={onOpenChange}
      initialAnswers={draft?.answers}
      initialPosition={draft?.position}
      onProgress={(answers, position) => writeSetupDraft(path, { answers, position })}
      isSubmitting={completeSetup.isPending}
      onSubmit={async (answers) => {
        let lovedOneId: string;
        try {
          const created = await completeSetup.mutateAsync({ path, answers });
          lovedOneId = created.lovedOneId;
          track({ name: 'assessment_complete', source: 'setup', onboarding_path: path });
          track({ name: 'checklist_generated', source: 'setup', task_count: created.taskCount });
        } catch (error) {
          toast.error(SETUP_MESSAGES.failureTitle, { description: SETUP_MESSAGES.failureDescription });
          throw error;
        }
        toast.success(SETUP_MESSAGES.successTitle, { description: SETUP_MESSAGES.successDescription });
        clearSetupDraft(path);
        setSession((value) => value + 1);
        onOpenChange(false);
        navigate(paths.dashboard.getHref(showsCreated ? lovedOneId : undefined), { replace: true });
      }}
    />
  );
}
