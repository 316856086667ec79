import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  DEBT_KINDS,
  INVENTORY_KIND_LABELS,
  INVENTORY_KINDS,
  INVENTORY_STATUS_LABELS,
  INVENTORY_STATUSES,
  type InventoryKind,
  isRealProperty,
  THEIR_HOME,
} from '#shared/inventory/inventory-kinds.ts';
import { inventoryItemSchema } from '#shared/inventory/inventory-schemas.ts';
import { NEW_TASK, suggestedTaskId } from '#shared/inventory/inventory-tasks.ts';
import { formatCentsPlain } from '#shared/inventory/money.ts';
import { OWNERSHIP_LABELS, OWNERSHIPS } from '#shared/inventory/ownership.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { showRefusal } from '#web/lib/show-refusal.ts';
import {
  type InventoryItem,
  type InventoryTeamPerson,
  type LinkableTask,
  useSaveItem,
} from '../api/inventory-api.ts';

type FormInput = z.input<typeof inventoryItemSchema>;
type FormOutput = z.output<typeof inventoryItemSchema>;

// A new item starts unlinked: a link completes a task, so only the person makes it (decision 031).
const defaultsFor = (item: InventoryItem | null, kind: InventoryKind): FormInput => ({
  kind: item?.kind ?? kind,
  institution: item?.institution ?? '',
  referenceLast4: item?.referenceLast4 ?? '',
  contactPhone: item?.contactPhone ?? '',
  contactAddress: item?.contactAddress ?? '',
  contactWebsite: item?.contactWebsite ?? '',
  estimatedValue: item?.estimatedValueCents == null ? '' : formatCentsPlain(item.estimatedValueCents),
  isDebt: item?.isDebt ?? false,
  isHome: item?.isHome ?? false,
  ownership: item?.ownership ?? '',
  status: item?.status ?? 'to_notify',
  notes: item?.notes ?? '',
  assignedToUserId: item?.assignedToUserId ?? '',
  taskId: item?.taskId ?? '',
});

/**
 * Add or edit one item; a failed save keeps everything typed. The assignee and the checklist task
 * are shown only to whom the server allows to set them.
 */
export function ItemFormDialog({
  lovedOneId,
  item,
  defaultKind,
  can,
  team,
  tasks,
  open,
  onOpenChange,
}: {
  lovedOneId: string;
  item: InventoryItem | null;
  /** A new item's kind: the filtered view's first kind, so a hub card's view adds its own kind. */
  defaultKind: InventoryKind;
  /** What the server allows the viewer with this item (or with a new one). */
  can: Pick<InventoryItem['can'], 'assign' | 'linkTask'>;
  team: InventoryTeamPerson[];
  tasks: LinkableTask[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveItem(lovedOneId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(inventoryItemSchema),
    defaultValues: defaultsFor(item, defaultKind),
  });
  const { errors } = form.formState;
  const kindField = form.register('kind', {
    // Cards and loans are usually owed; the box stays editable.
    onChange: (event) => form.setValue('isDebt', DEBT_KINDS.has(event.target.value as InventoryKind)),
  });
  // The checklist's task for the kind is offered beside an unlinked choice, never chosen unseen.
  const suggested = tasks.find(
    (task) => task.id === suggestedTaskId(form.watch('kind') as InventoryKind, tasks),
  );
  const isUnlinked = !form.watch('taskId');

  // The API reads amounts and references from the text as typed, so the raw values are sent once
  // they have passed the same schema here.
  const onSubmit = form.handleSubmit(async () => {
    const { assignedToUserId, taskId, ...rest } = form.getValues();
    try {
      await save.mutateAsync({
        itemId: item?.id ?? null,
        item: {
          ...rest,
          ...(can.assign ? { assignedToUserId } : {}),
          ...(can.linkTask ? { taskId } : {}),
        },
      });
      toast.success(item ? 'Item updated' : 'Item added');
      onOpenChange(false);
    } catch (error) {
      showRefusal(form, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={item ? 'Edit item' : 'Add an item'}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Kind" required error={errors.kind?.message}>
          <Select {...kindField}>
            {INVENTORY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {INVENTORY_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Institution or company" required error={errors.institution?.message}>
          <Input maxLength={200} {...form.register('institution')} />
        </Field>
        <Field
          label="Account number (last 4 digits only)"
          hint="For safety, only the last 4 digits are kept, e.g. 1234."
          error={errors.referenceLast4?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('referenceLast4')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Estimated value or balance (USD)" error={errors.estimatedValue?.message}>
            <Input inputMode="decimal" placeholder="1,234.56" {...form.register('estimatedValue')} />
          </Field>
          <Field label="Status" error={errors.status?.message}>
            <Select {...form.register('status')}>
              {INVENTORY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {INVENTORY_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5" {...form.register('isDebt')} />
          This is money owed (a debt)
        </label>
        {isRealProperty(form.watch('kind') as InventoryKind) ? (
          <div className="flex flex-col gap-1">
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5"
                aria-describedby="item-their-home-hint"
                {...form.register('isHome')}
              />
              {THEIR_HOME.label}
            </label>
            <p id="item-their-home-hint" className="text-sm text-muted">
              {THEIR_HOME.hint}
            </p>
          </div>
        ) : null}
        <Field
          label="How it was held"
          hint="This decides whether it goes through probate. The account’s statement or paperwork usually says."
          error={errors.ownership?.message}
        >
          <Select {...form.register('ownership')}>
            <option value="">Not sure yet</option>
            {OWNERSHIPS.map((ownership) => (
              <option key={ownership} value={ownership}>
                {OWNERSHIP_LABELS[ownership]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Phone" error={errors.contactPhone?.message}>
            <Input type="tel" maxLength={40} {...form.register('contactPhone')} />
          </Field>
          <Field label="Website" error={errors.contactWebsite?.message}>
            <Input maxLength={300} {...form.register('contactWebsite')} />
          </Field>
        </div>
        <Field label="Address" error={errors.contactAddress?.message}>
          <Textarea rows={2} maxLength={500} {...form.register('contactAddress')} />
        </Field>
        {can.assign ? (
          <Field label="Assigned to" error={errors.assignedToUserId?.message}>
            <Select {...form.register('assignedToUserId')}>
              <option value="">Unassigned</option>
              {team.map((person) => (
                <option key={person.userId} value={person.userId}>
                  {`${person.firstName} ${person.lastName}`.trim()}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {can.linkTask ? (
          <Field
            label="Checklist task"
            hint="When every item of a task is closed, transferred or claimed, the task is marked complete."
            error={errors.taskId?.message}
          >
            <Select {...form.register('taskId')}>
              <option value="">Not linked to a task</option>
              <option value={NEW_TASK}>Make a new task for this item</option>
              {tasks.map((task) => (
                <option key={task.id} value={task.id}>
                  {task.title}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {can.linkTask && isUnlinked && suggested ? (
          <div className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <p className="text-muted">Suggested: {suggested.title}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => form.setValue('taskId', suggested.id, { shouldDirty: true })}
            >
              Link to this task
            </Button>
          </div>
        ) : null}
        <Field label="Notes" error={errors.notes?.message}>
          <Textarea rows={3} maxLength={5000} {...form.register('notes')} />
        </Field>
        <DialogFooter refusal={errors.root?.message}>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            Save item
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
