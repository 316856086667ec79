import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { taskCustomCreatedEvent } from '#shared/analytics/task-created-event.ts';
import { TASK_DESCRIPTION_MAX_LENGTH, TASK_TITLE_MAX_LENGTH } from '#shared/checklist/checklist-types.ts';
import { assigneeDisplayName } from '#shared/tasks/assignee-display.ts';
import { CUSTOM_TASK_CATEGORIES, customTaskSchema } from '#shared/tasks/task-schemas.ts';
import { TASK_TOASTS } from '#shared/tasks/task-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { track } from '#web/features/analytics/api/track.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import { useCreateCustomTask } from '../api/create-custom-task.ts';
import type { TeamPerson } from '../api/get-tasks.ts';

type FormInput = z.input<typeof customTaskSchema>;
type FormOutput = z.output<typeof customTaskSchema>;

/** The inline custom task form; a failed save keeps every field as typed. */
export function CustomTaskForm({
  lovedOneId,
  category,
  team,
  viewerId,
  onDone,
}: {
  lovedOneId: string | undefined;
  category: string;
  team: TeamPerson[];
  viewerId: string;
  /** Called with the new task's id once saved, or null when cancelled. */
  onDone: (createdTaskId: string | null) => void;
}) {
  const create = useCreateCustomTask(lovedOneId ?? '');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(customTaskSchema),
    defaultValues: { title: '', category, description: '', assignedToUserId: '', dueDate: '' },
  });
  const { errors } = form.formState;
  // Opened from its button, the form takes the keyboard at once: what is typed next is the title.
  useEffect(() => {
    form.setFocus('title');
  }, [form.setFocus]);

  const onSubmit = form.handleSubmit(async (task) => {
    if (!lovedOneId) {
      toast.error(TASK_TOASTS.missingContext);
      return;
    }
    try {
      const created = await create.mutateAsync(task);
      track(taskCustomCreatedEvent(created.task, viewerId));
      toast.success(TASK_TOASTS.created);
      onDone(created.task.id);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 422 ? error.message : TASK_TOASTS.createFailed,
      );
      showRefusal(form, error);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`New task in ${category}`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4"
    >
      <Field
        label="Title"
        required
        error={errors.title?.message}
        count={{ used: (form.watch('title') ?? '').length, max: TASK_TITLE_MAX_LENGTH }}
      >
        <Input maxLength={TASK_TITLE_MAX_LENGTH} {...form.register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" required error={errors.category?.message}>
          <Select {...form.register('category')}>
            {CUSTOM_TASK_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
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
      </div>
      <Field
        label="Description"
        error={errors.description?.message}
        count={{ used: (form.watch('description') ?? '').length, max: TASK_DESCRIPTION_MAX_LENGTH }}
      >
        <Textarea
          placeholder="Add details (max 500 chars)"
          maxLength={TASK_DESCRIPTION_MAX_LENGTH}
          {...form.register('description')}
        />
      </Field>
      <Field label="Due Date" error={errors.dueDate?.message}>
        <Input type="date" {...form.register('dueDate')} />
      </Field>
      <FormRefusal message={errors.root?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          Save Task
        </Button>
      </div>
    </form>
  );
}
