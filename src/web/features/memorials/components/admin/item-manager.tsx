import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import { useOpenSet } from '#web/lib/use-open-set.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import { type ItemInput, type ItemKind, useChangeMemorialItem } from '../../api/memorial-items.ts';
import type { ItemConfig } from './item-configs.ts';

type Item = { id: string } & Record<string, unknown>;
type Values = Record<string, string>;

const valuesOf = (item: Item, config: ItemConfig): Values =>
  Object.fromEntries(Object.keys(config.empty).map((key) => [key, (item[key] as string | null) ?? '']));

function ItemForm({
  config,
  firstName,
  initial,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: {
  config: ItemConfig;
  firstName: string;
  initial: Values;
  submitLabel: string;
  isPending: boolean;
  /** Resolves when saved; throws the server's refusal, which is said under its fields here. */
  onSubmit: (values: Values) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(config.schema as never) as never,
    defaultValues: initial,
  });
  const { errors } = form.formState;
  // An edit opens in place of its row's Edit button, which took the focus with it: typing starts here.
  const isEdit = onCancel !== undefined;
  const firstField = config.fields[0]?.name;
  useEffect(() => {
    if (isEdit && firstField) form.setFocus(firstField);
  }, [isEdit, firstField, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset(config.empty);
    } catch (error) {
      showRefusal(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {config.fields.map((field) => (
          <Field
            key={field.name}
            label={typeof field.label === 'function' ? field.label(firstName) : field.label}
            hint={field.hint}
            required={field.required}
            error={errors[field.name]?.message}
            className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}
          >
            {field.kind === 'textarea' ? (
              <Textarea rows={3} {...form.register(field.name)} />
            ) : field.kind === 'select' ? (
              <Select {...form.register(field.name)}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                type={field.kind}
                inputMode={field.kind === 'url' ? 'url' : undefined}
                maxLength={field.maxLength}
                {...form.register(field.name)}
              />
            )}
          </Field>
        ))}
      </div>
      <FormRefusal message={errors.root?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" isLoading={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Add, edit and delete the timeline events, quotes or favourites, with the spec's toasts. */
export function ItemManager({
  config,
  firstName,
  items,
  memorialId,
  slug,
}: {
  config: ItemConfig;
  /** The first name of the person the page remembers, for the labels that speak of them. */
  firstName: string;
  items: Item[];
  memorialId: string;
  slug: string;
}) {
  const change = useChangeMemorialItem(memorialId, slug, config.kind as ItemKind);
  // Several can be open at once: starting on another item never throws away an edit under way.
  const editing = useOpenSet<string>();
  const returnFocus = useReturnFocus<string>();
  const closeEdit = (itemId: string) => {
    editing.close(itemId);
    returnFocus.returnTo(itemId);
  };
  const [deleting, setDeleting] = useState<Item | null>(null);

  // The spec's toasts say how it went; a refusal is thrown on for the form to say under its fields.
  const run = (action: Parameters<typeof change.mutateAsync>[0], messages: { ok: string; failed: string }) =>
    change.mutateAsync(action).then(
      () => {
        toast.success(messages.ok);
      },
      (error: unknown) => {
        toast.error(messages.failed, { description: messageOf(error) });
        throw error;
      },
    );

  return (
    <div className="flex flex-col gap-5">
      {/* Where the focus goes once a deleted item's row is gone (Dialog), rather than the page's top. */}
      <h2 className="text-lg font-semibold">{config.title}</h2>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${config.nameOf(deleting)}?` : ''}
        description={`${config.removalNote ? `${config.removalNote} ` : ''}It cannot be brought back.`}
        confirmLabel="Delete"
        isPending={change.isPending}
        onConfirm={() => {
          if (!deleting) return;
          // Either way the toast has said how it went, and the question closes.
          void run(
            { action: 'delete', itemId: deleting.id },
            { ok: MEMORIAL_MESSAGES.itemDeleted, failed: MEMORIAL_MESSAGES.itemDeleteFailed },
          )
            .catch(() => undefined)
            .finally(() => setDeleting(null));
        }}
      />
      <ItemForm
        config={config}
        firstName={firstName}
        initial={config.empty}
        submitLabel={config.addLabel}
        isPending={change.isPending && change.variables?.action === 'add'}
        onSubmit={(values) =>
          run(
            { action: 'add', values: values as ItemInput<ItemKind> },
            { ok: config.added, failed: config.addFailed },
          )
        }
      />
      {items.length === 0 ? null : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 p-3">
              {editing.has(item.id) ? (
                <ItemForm
                  config={config}
                  firstName={firstName}
                  initial={valuesOf(item, config)}
                  submitLabel="Save"
                  isPending={
                    change.isPending &&
                    change.variables?.action === 'edit' &&
                    change.variables.itemId === item.id
                  }
                  onCancel={() => closeEdit(item.id)}
                  onSubmit={async (values) => {
                    await run(
                      { action: 'edit', itemId: item.id, values: values as ItemInput<ItemKind> },
                      { ok: MEMORIAL_MESSAGES.itemSaved, failed: MEMORIAL_MESSAGES.itemSaveFailed },
                    );
                    closeEdit(item.id);
                  }}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words">{config.nameOf(item)}</span>
                  <span className="flex gap-1">
                    <Button
                      ref={returnFocus.refFor(item.id)}
                      variant="ghost"
                      size="sm"
                      onClick={() => editing.open(item.id)}
                      aria-label={`Edit ${config.nameOf(item)}`}
                    >
                      <Pencil aria-hidden="true" className="size-4" /> Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${config.nameOf(item)}`}
                      onClick={() => setDeleting(item)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" /> Delete
                    </Button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
