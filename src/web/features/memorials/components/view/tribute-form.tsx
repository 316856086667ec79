import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  MEMORIAL_MESSAGES,
  TRIBUTE_HONEYPOT_FIELD,
  TRIBUTE_NAME_MAX,
} from '#shared/memorials/memorial-messages.ts';
import { type TributeInput, tributeSchema } from '#shared/memorials/memorial-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useAddTribute } from '../../api/add-tribute.ts';

/** Leave a tribute: name and message, checked by the server's own schema before sending. */
export function TributeForm({ memorialId, slug }: { memorialId: string; slug: string }) {
  const add = useAddTribute(memorialId, slug);
  const form = useForm<TributeInput>({
    resolver: zodResolver(tributeSchema),
    defaultValues: { authorName: '', message: '', [TRIBUTE_HONEYPOT_FIELD]: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      ({ tribute }) => {
        toast.success(
          tribute?.status === 'held' ? MEMORIAL_MESSAGES.tributeHeld : MEMORIAL_MESSAGES.tributeAdded,
        );
        form.reset();
      },
      // What they wrote stays in the form; the reason is shown with the spec's toast.
      (error) => toast.error(MEMORIAL_MESSAGES.tributeFailed, { description: messageOf(error) }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Leave a tribute</h3>
      <Field label="Your name" error={errors.authorName?.message} required>
        <Input autoComplete="name" maxLength={TRIBUTE_NAME_MAX} {...form.register('authorName')} />
      </Field>
      <Field label="Your message" error={errors.message?.message} required>
        <Textarea rows={4} {...form.register('message')} />
      </Field>
      {/* The honeypot: invisible and unreachable for people, irresistible to form-filling bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="tribute-website">Website</label>
        <input
          id="tribute-website"
          tabIndex={-1}
          autoComplete="off"
          {...form.register(TRIBUTE_HONEYPOT_FIELD)}
        />
      </div>
      <Button type="submit" className="self-start" isLoading={add.isPending}>
        Leave tribute
      </Button>
    </form>
  );
}
