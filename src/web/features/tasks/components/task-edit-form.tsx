import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import { assigneeDisplayName } from '#shared/tasks/assignee-display.ts';
import { taskUpdateSchema } from '#shared/tasks/task-schemas.ts';
import { TASK_STATUS_LABELS, TASK_TOASTS, VISIBLE_TASK_STATUSES } from '#shared/tasks/task-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { isDeliveryFailure, messageOf } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import { forgetInTab, keepInTab, readKeptInTab } from '#web/lib/tab-keeping.ts';
import type { TaskDetail } from '../api/get-task.ts';
import { useUpdateTask } from '../api/update-task.ts';

const TASK_NOTES_NOT_SAVED = 'Your note isn’t saved yet. Press Save changes to keep it.';

type FormInput = z.input<typeof taskUpdateSchema>;
type FormOutput = z.output<typeof taskUpdateSchema>;

/** Who may read the notes, said of the person by name once it is known. */
function notesHint(lovedOne: TaskDetail['lovedOne']): string {
  if (isOwnPlan(lovedOne.kind)) return 'Only the people helping with these plans can see your notes.';
  const name = givenName(lovedOne);
  return name
    ? `Only the people on ${name}’s team can see your notes.`
    : 'Only people helping with this loved one can see your notes.';
}

const notesKeyFor = (taskId: string) => `harbor.task-notes.${taskId}`;

/**
 * Status and notes for an editor; assignee and due date too for the admin. What was typed stays on failure,
 * and notes not saved yet stay in the tab (tab-keeping.ts): a photo attached below is kept at once, so
 * leaving for the task list with a note typed and not saved must not lose it either.
 */
export function TaskEditForm({ detail, viewerId }: { detail: TaskDetail; viewerId: string }) {
  const { task, team, can } = detail;
  const canAssign = can.edit && can.assign;
  const update = useUpdateTask(task.id);
  const savedNotes = task.notes ?? '';
  const notesKey = notesKeyFor(task.id);
  const [keptNotes] = useState(() => {
    const kept = readKeptInTab(notesKey);
    return typeof kept === 'string' ? kept : null;
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(taskUpdateSchema),
    defaultValues: {
      status: task.status,
      notes: keptNotes ?? savedNotes,
      ...(canAssign ? { assignedToUserId: task.assignedToUserId ?? '', dueDate: task.dueDate ?? '' } : {}),
    },
  });
  const { errors } = form.formState;
  const notes = form.watch('notes') ?? '';
  const notesUnsaved = can.edit && notes !== savedNotes;
  useEffect(() => {
    if (notesUnsaved) keepInTab(notesKey, notes);
    else forgetInTab(notesKey);
  }, [notesKey, notes, notesUnsaved]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(TASK_TOASTS.updated);
      forgetInTab(notesKey);
      form.reset(form.getValues());
    } catch (error) {
      toast.error(TASK_TOASTS.updateFailed, {
        description: isDeliveryFailure(error) ? undefined : messageOf(error),
      });
      showRefusal(form, error);
    }
  });

  return (
    <Card>
      <CardTitle className="mb-4">Your progress</CardTitle>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Status" error={errors.status?.message}>
          <Select {...form.register('status')}>
            {VISIBLE_TASK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TASK_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        {canAssign ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Assigned To" error={errors.assignedToUserId?.message}>
              <Select {...form.register('assignedToUserId')}>
                <option value="">Unassigned</option>
                {team.map((person) => (
                  <option key={person.userId} value={person.userId}>
                    {assigneeDisplayName(person.userId, person, viewerId)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Due Date" error={errors.dueDate?.message}>
              <Input type="date" {...form.register('dueDate')} />
            </Field>
          </div>
        ) : null}
        <Field label="Notes" hint={notesHint(detail.lovedOne)} error={errors.notes?.message}>
          <Textarea rows={5} {...form.register('notes')} />
        </Field>
        {notesUnsaved ? (
          <p className="-mt-2 text-sm text-muted" data-testid="notes-not-saved">
            {TASK_NOTES_NOT_SAVED}
          </p>
        ) : null}
        <FormRefusal message={errors.root?.message} />
        <Button type="submit" className="self-start" isLoading={update.isPending}>
          Save changes
        </Button>
      </form>
    </Card>
  );
}
