import { countOf } from '#shared/text/plural.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#web/components/ui/dialog.tsx';
import type { ChecklistChanges } from '../api/chat-answers.ts';

const tasksWord = (count: number) => countOf(count, 'task', 'tasks');

/**
 * New answers for a checklist that already exists: what they would add and remove, before anything
 * changes. Only "Update my checklist" applies it; closing the dialog keeps the checklist as it is.
 */
export function ChecklistChangesDialog({
  changes,
  isApplying,
  onConfirm,
  onKeep,
}: {
  changes: ChecklistChanges | null;
  isApplying: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <Dialog
      open={changes !== null}
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
      title="Update your checklist?"
      description="Your new answers would change the checklist you already have. Nothing changes unless you choose Update my checklist."
    >
      {changes ? (
        <div className="flex flex-col gap-4">
          {changes.add.length > 0 ? (
            <section aria-labelledby="changes-add">
              <h3 id="changes-add" className="font-medium">
                {tasksWord(changes.add.length)} will be added
              </h3>
              <ul className="mt-1 list-disc pl-5 text-sm" data-testid="changes-add">
                {changes.add.map((task) => (
                  <li key={task.key}>{task.title}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {changes.remove.length > 0 ? (
            <section aria-labelledby="changes-remove">
              <h3 id="changes-remove" className="font-medium">
                {tasksWord(changes.remove.length)} you haven’t started will be removed
              </h3>
              <ul className="mt-1 list-disc pl-5 text-sm" data-testid="changes-remove">
                {changes.remove.map((task) => (
                  <li key={task.id}>{task.title}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className="text-sm text-muted">
            Tasks you have started, noted, assigned or added yourself stay as they are.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={onKeep} disabled={isApplying}>
              Keep my checklist as it is
            </Button>
            <Button isLoading={isApplying} onClick={onConfirm}>
              Update my checklist
            </Button>
          </DialogFooter>
        </div>
      ) : null}
    </Dialog>
  );
}
