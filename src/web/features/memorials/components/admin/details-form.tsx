import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MEMORIAL_MESSAGES, MEMORIAL_TITLE_MAX } from '#shared/memorials/memorial-messages.ts';
import { type MemorialDetailsInput, memorialDetailsSchema } from '#shared/memorials/memorial-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import type { MemorialData } from '../../api/get-memorial-page.ts';
import { useUpdateMemorialDetails } from '../../api/update-memorial.ts';

/** Edit / Save: the page's title and description. */
export function DetailsForm({ memorial, onDone }: { memorial: MemorialData; onDone: () => void }) {
  const update = useUpdateMemorialDetails(memorial.id, memorial.slug);
  const form = useForm<MemorialDetailsInput>({
    resolver: zodResolver(memorialDetailsSchema),
    // Kept while another panel is shown: what was typed stays, an untouched field follows the page.
    values: { title: memorial.title, description: memorial.description ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        toast.success(MEMORIAL_MESSAGES.pageSaved);
        onDone();
      },
      (error: unknown) => {
        toast.error(MEMORIAL_MESSAGES.updateFailed, { description: messageOf(error) });
        showRefusal(form, error);
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 border-t border-border pt-4">
      <Field label="Page title" error={errors.title?.message} required>
        <Input maxLength={MEMORIAL_TITLE_MAX} {...form.register('title')} />
      </Field>
      <Field
        label="Description"
        error={errors.description?.message}
        hint={`A few words about ${memorial.lovedOne.firstName}, shown first on the page.`}
      >
        <Textarea rows={5} {...form.register('description')} />
      </Field>
      <FormRefusal message={errors.root?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={update.isPending}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
