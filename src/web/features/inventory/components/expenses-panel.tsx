import { zodResolver } from '@hookform/resolvers/zod';
import { FileSpreadsheet } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatIsoDate, SHORT_DATE } from '#shared/dates/display-formats.ts';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  type ExpenseCategory,
} from '#shared/inventory/expense-categories.ts';
import { expenseSchema, reimbursementSchema } from '#shared/inventory/inventory-schemas.ts';
import { formatCents, formatCentsPlain } from '#shared/inventory/money.ts';
import { RECEIPT_HEAD_BYTES, receiptProblem } from '#shared/inventory/receipt-file.ts';
import { fullName } from '#shared/team/person-name.ts';
import { DownloadButton } from '#web/components/download-button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog, DialogFooter } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { showRefusal } from '#web/lib/show-refusal.ts';
import {
  type Expense,
  type ExpenseList,
  expensesCsvHref,
  receiptHref,
  useAddExpense,
  useDeleteExpense,
  useExpenses,
  useUpdateExpense,
} from '../api/inventory-api.ts';

/** An expense as the API takes it. */
type ExpenseValues = z.input<typeof expenseSchema>;
/** A new expense starts with no category: one filled in for the executor would be filed unseen. */
type FormInput = Omit<ExpenseValues, 'category'> & { category: ExpenseCategory | '' };
type FormOutput = z.output<typeof expenseSchema>;
type ReimbursementInput = z.input<typeof reimbursementSchema>;

const today = () => new Date().toLocaleDateString('en-CA');
const emptyExpense = (): FormInput => ({
  paidOn: today(),
  payee: '',
  amount: '',
  category: '',
  paidByUserId: '',
  reimbursed: false,
  notes: '',
});
/**
 * An expense as the form shows it: the viewer's own expense reads "Me", as a new one does. The day it
 * was paid back is there to change only for whom may say it (the admin), once it has been.
 */
const valuesOf = (expense: Expense, viewerId: string): FormInput => ({
  paidOn: expense.paidOn,
  payee: expense.payee,
  amount: formatCentsPlain(expense.amountCents),
  category: expense.category,
  paidByUserId: expense.paidByUserId === viewerId ? '' : (expense.paidByUserId ?? ''),
  reimbursed: expense.reimbursed,
  ...(expense.can.reimburse && expense.reimbursedOn ? { reimbursedOn: expense.reimbursedOn } : {}),
  notes: expense.notes ?? '',
});

async function checkReceipt(receipt: File): Promise<string | null> {
  const head = new Uint8Array(await receipt.slice(0, RECEIPT_HEAD_BYTES).arrayBuffer());
  return receiptProblem(receipt, head);
}

/**
 * The fields of one expense, to add one or to change one. "Paid by" is shown only to whom the
 * server allows to name any payer; everyone else's expenses are their own. It names each person once:
 * the viewer as "Me" (as the task pickers do), then the rest of the team. A failed save keeps what was
 * typed and says why in the form, and a receipt the server would refuse stops the save before anything
 * is stored.
 */
function ExpenseForm({
  data,
  viewerId,
  initial,
  label,
  submitLabel,
  isSaving,
  inDialog = false,
  onSave,
}: {
  data: ExpenseList;
  viewerId: string;
  initial: FormInput;
  label: string;
  submitLabel: string;
  isSaving: boolean;
  /** In a dialog, the button stays in sight at its foot, over a long form on a phone. */
  inDialog?: boolean;
  /** Resolves when saved, so the form can start again; throws the server's refusal, said here. */
  onSave: (values: ExpenseValues, receipt: File | null) => Promise<void>;
}) {
  const receiptInput = useRef<HTMLInputElement>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver<FormInput, unknown, FormOutput>(expenseSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  // The API reads the amount from the text as typed, so the raw values go once they pass the schema,
  // which has seen a category chosen.
  const onSubmit = form.handleSubmit(async ({ category }) => {
    const receipt = receiptInput.current?.files?.[0] ?? null;
    const problem = receipt ? await checkReceipt(receipt) : null;
    setReceiptError(problem);
    if (problem) return;
    try {
      await onSave({ ...form.getValues(), category }, receipt);
    } catch (error) {
      showRefusal(form, error, { file: setReceiptError });
      return;
    }
    form.reset(emptyExpense());
    if (receiptInput.current) receiptInput.current.value = '';
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date paid" required error={errors.paidOn?.message}>
          <Input type="date" {...form.register('paidOn')} />
        </Field>
        <Field label="Amount (USD)" required error={errors.amount?.message}>
          <Input inputMode="decimal" placeholder="0.00" {...form.register('amount')} />
        </Field>
        {initial.reimbursedOn !== undefined ? (
          <Field label="Date paid back" required error={errors.reimbursedOn?.message}>
            <Input type="date" {...form.register('reimbursedOn')} />
          </Field>
        ) : null}
      </div>
      <Field label="Paid to" required error={errors.payee?.message}>
        <Input maxLength={200} {...form.register('payee')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" required error={errors.category?.message}>
          <Select {...form.register('category')}>
            <option value="" disabled>
              Choose a category
            </option>
            {EXPENSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {EXPENSE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </Field>
        {data.can.record ? (
          <Field label="Paid by" error={errors.paidByUserId?.message}>
            <Select {...form.register('paidByUserId')}>
              <option value="">Me</option>
              {data.team
                .filter((person) => person.userId !== viewerId)
                .map((person) => (
                  <option key={person.userId} value={person.userId}>
                    {`${person.firstName} ${person.lastName}`.trim()}
                  </option>
                ))}
            </Select>
          </Field>
        ) : null}
      </div>
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea rows={2} maxLength={2000} {...form.register('notes')} />
      </Field>
      <Field label="Receipt (PDF, JPEG or PNG, up to 10 MB)" error={receiptError ?? undefined}>
        <Input
          ref={receiptInput}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          onChange={() => setReceiptError(null)}
        />
      </Field>
      {/* Busy from the first click, while the receipt is still being checked, so a second click cannot save twice. */}
      {inDialog ? (
        <DialogFooter refusal={errors.root?.message}>
          <Button type="submit" isLoading={isSaving || form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogFooter>
      ) : (
        <>
          <FormRefusal message={errors.root?.message} />
          <div className="flex justify-end">
            <Button type="submit" isLoading={isSaving || form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}

/** Why a just-added expense opened for editing: its receipt was refused after it was saved. */
type ReceiptRefusal = { expense: Expense; reason: string };

function AddExpense({
  lovedOneId,
  data,
  viewerId,
  onReceiptRefused,
}: {
  lovedOneId: string;
  data: ExpenseList;
  viewerId: string;
  onReceiptRefused: (refusal: ReceiptRefusal) => void;
}) {
  const add = useAddExpense(lovedOneId);
  return (
    <ExpenseForm
      data={data}
      viewerId={viewerId}
      initial={emptyExpense()}
      label="Add an expense"
      submitLabel="Add expense"
      isSaving={add.isPending}
      onSave={async (expense, receipt) => {
        const { expense: saved, receiptError } = await add.mutateAsync({ expense, receipt });
        // The typed values now live in the saved expense, which opens for editing; saving this
        // form again would add the expense a second time.
        if (receiptError) onReceiptRefused({ expense: saved, reason: receiptError });
        else toast.success('Expense added');
      }}
    />
  );
}

function EditExpenseDialog({
  lovedOneId,
  data,
  viewerId,
  expense,
  receiptRefusedReason,
  onClose,
}: {
  lovedOneId: string;
  data: ExpenseList;
  viewerId: string;
  expense: Expense;
  receiptRefusedReason: string | null;
  onClose: () => void;
}) {
  const update = useUpdateExpense(lovedOneId);
  const initial = valuesOf(expense, viewerId);
  // A blank payer on an update keeps the payer, so "Me" chosen in place of someone else names the
  // viewer; a payer left as it was (one who has left the team among them) is not sent.
  const payerChange = (paidByUserId: string | null | undefined) =>
    (paidByUserId ?? '') === initial.paidByUserId ? {} : { paidByUserId: paidByUserId || viewerId };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Edit expense">
      {receiptRefusedReason ? (
        <Alert tone="warning" className="mb-4 flex flex-col gap-1">
          <p className="font-semibold">The expense was saved, but its receipt was not.</p>
          <p>{receiptRefusedReason}</p>
          <p>Choose another receipt and save, or close this to keep the expense without one.</p>
        </Alert>
      ) : null}
      <ExpenseForm
        data={data}
        viewerId={viewerId}
        initial={initial}
        label="Edit expense"
        submitLabel="Save expense"
        isSaving={update.isPending}
        inDialog
        onSave={async ({ paidByUserId, reimbursed: _reimbursed, ...changes }, receipt) => {
          await update.mutateAsync({
            expenseId: expense.id,
            changes: data.can.record ? { ...changes, ...payerChange(paidByUserId) } : changes,
            receipt,
          });
          toast.success('Expense updated');
          onClose();
        }}
      />
    </Dialog>
  );
}

/**
 * Says whose money it was and where the estate stands with them: a paid-back expense is a line of the
 * estate's accounting, and an unpaid one is what the estate still owes its payer.
 */
function DeleteExpenseDialog({
  lovedOneId,
  expense,
  payer,
  onClose,
}: {
  lovedOneId: string;
  expense: Expense;
  payer: string;
  onClose: () => void;
}) {
  const remove = useDeleteExpense(lovedOneId);
  const confirm = async () => {
    try {
      await remove.mutateAsync(expense.id);
      toast.success('Expense deleted');
      onClose();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete this expense?"
      description={`${expense.payee}, ${formatCents(expense.amountCents)} on ${formatIsoDate(expense.paidOn, SHORT_DATE)}, paid by ${payer}. ${
        expense.reimbursed
          ? 'It was paid back, so it also leaves the estate’s accounting.'
          : `The estate will no longer show it as owed to ${payer}.`
      }${expense.receiptFileName ? ' Its receipt is deleted too.' : ''}`}
      confirmLabel="Delete expense"
      cancelLabel="Keep it"
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}

/**
 * Marking an expense paid back asks the day the estate paid its payer: the estate's account lists it
 * then, which may be weeks after it was paid. Today unless changed.
 */
function PaidBackDialog({
  lovedOneId,
  expense,
  payer,
  onClose,
}: {
  lovedOneId: string;
  expense: Expense;
  payer: string;
  onClose: () => void;
}) {
  const update = useUpdateExpense(lovedOneId);
  const form = useForm<ReimbursementInput>({
    resolver: zodResolver(reimbursementSchema),
    defaultValues: { reimbursedOn: today() },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reimbursedOn }) => {
    try {
      await update.mutateAsync({ expenseId: expense.id, changes: { reimbursed: true, reimbursedOn } });
    } catch (error) {
      showRefusal(form, error);
      return;
    }
    toast.success('Marked reimbursed');
    onClose();
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Mark reimbursed"
      description={`${expense.payee}, ${formatCents(expense.amountCents)}, paid by ${payer} on ${formatIsoDate(expense.paidOn, SHORT_DATE)}. The estate’s accounting lists it on the day the estate paid ${payer} back.`}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Mark reimbursed" className="flex flex-col gap-4">
        <Field label="Date paid back" required error={errors.reimbursedOn?.message}>
          <Input type="date" {...form.register('reimbursedOn')} />
        </Field>
        <DialogFooter refusal={errors.root?.message}>
          <Button variant="outline" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            Mark reimbursed
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/**
 * Undoing a paying back takes the line out of the estate's accounting and forgets its day, so it asks
 * first, naming the day, and opens on the way back.
 */
function NotPaidBackDialog({
  lovedOneId,
  expense,
  reimbursedOn,
  payer,
  onClose,
}: {
  lovedOneId: string;
  expense: Expense;
  reimbursedOn: string;
  payer: string;
  onClose: () => void;
}) {
  const update = useUpdateExpense(lovedOneId);
  const confirm = async () => {
    try {
      await update.mutateAsync({ expenseId: expense.id, changes: { reimbursed: false } });
      toast.success('Marked not reimbursed');
      onClose();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Mark as not reimbursed?"
      description={`${expense.payee}, ${formatCents(expense.amountCents)}, was paid back to ${payer} on ${formatIsoDate(reimbursedOn, SHORT_DATE)}. It will leave the estate’s accounting, and the estate will show it as owed to ${payer} again.`}
      confirmLabel="Mark not reimbursed"
      cancelLabel="Keep it reimbursed"
      confirmVariant="primary"
      isPending={update.isPending}
      onConfirm={() => void confirm()}
    />
  );
}

function ExpenseRow({
  lovedOneId,
  expense,
  nameOf,
  onEdit,
  onDelete,
  onPaidBack,
  onNotPaidBack,
}: {
  lovedOneId: string;
  expense: Expense;
  nameOf: (userId: string | null, recorded: string | null) => string;
  onEdit: () => void;
  onDelete: () => void;
  onPaidBack: () => void;
  onNotPaidBack: () => void;
}) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border p-4" aria-label={expense.payee}>
      <div className="flex flex-wrap justify-between gap-2">
        <span className="font-semibold">{expense.payee}</span>
        <span className="font-semibold">{formatCents(expense.amountCents)}</span>
      </div>
      <p className="text-sm text-muted">
        {formatIsoDate(expense.paidOn, SHORT_DATE)} · {EXPENSE_CATEGORY_LABELS[expense.category]} · paid by{' '}
        {nameOf(expense.paidByUserId, expense.paidByName)}
        {expense.reimbursedOn ? ` · reimbursed on ${formatIsoDate(expense.reimbursedOn, SHORT_DATE)}` : ''}
      </p>
      {expense.notes ? <p className="whitespace-pre-wrap text-sm">{expense.notes}</p> : null}
      <div className="flex flex-wrap gap-2">
        {expense.receiptFileName ? (
          <Button variant="link" asChild>
            <a href={receiptHref(lovedOneId, expense.id)}>Receipt: {expense.receiptFileName}</a>
          </Button>
        ) : null}
        {expense.can.reimburse ? (
          expense.reimbursed ? (
            <Button variant="ghost" onClick={onNotPaidBack}>
              Mark not reimbursed
            </Button>
          ) : (
            <Button variant="ghost" onClick={onPaidBack}>
              Mark reimbursed
            </Button>
          )
        ) : null}
        {expense.can.edit ? (
          <Button variant="ghost" onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {expense.can.delete ? (
          <Button variant="ghost" onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** What the team spent for the estate, with totals and a CSV for the accountant or the court. */
export function ExpensesPanel({ lovedOneId }: { lovedOneId: string }) {
  const expenses = useExpenses(lovedOneId);
  const viewerId = useSession().user?.id ?? '';
  const [editing, setEditing] = useState<{ expense: Expense; receiptRefusedReason: string | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [payingBack, setPayingBack] = useState<Expense | null>(null);
  const [unpaying, setUnpaying] = useState<Expense | null>(null);
  // A failed refresh keeps what was loaded on screen, and the form open on it with what was typed.
  if (!expenses.data) return <NotLoaded query={expenses} failedTitle="The expenses could not be loaded" />;
  const data = expenses.data;
  // Someone who left the team, or whose account is gone, by the name recorded with the expense.
  const nameOf = (userId: string | null, recorded: string | null) => {
    const person = data.team.find((member) => member.userId === userId);
    return person ? fullName(person) : (recorded ?? 'Former team member');
  };
  return (
    <section aria-labelledby="expenses-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="expenses-title" className="text-2xl font-semibold">
          Executor expenses
        </h2>
        <DownloadButton href={expensesCsvHref(lovedOneId)} fileName="executor-expenses.csv">
          <FileSpreadsheet aria-hidden="true" className="size-4" /> Export CSV
        </DownloadButton>
      </div>
      <p className="text-muted">
        Keep a record of what you pay for the estate, with receipts: executor costs may be reimbursed.
      </p>
      <Card>
        <AddExpense
          lovedOneId={lovedOneId}
          data={data}
          viewerId={viewerId}
          onReceiptRefused={({ expense, reason }) => setEditing({ expense, receiptRefusedReason: reason })}
        />
      </Card>
      {data.expenses.length === 0 ? (
        <p className="text-muted">No expenses yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Expenses">
          {data.expenses.map((expense) => (
            <ExpenseRow
              key={expense.id}
              lovedOneId={lovedOneId}
              expense={expense}
              nameOf={nameOf}
              onEdit={() => setEditing({ expense, receiptRefusedReason: null })}
              onDelete={() => setDeleting(expense)}
              onPaidBack={() => setPayingBack(expense)}
              onNotPaidBack={() => setUnpaying(expense)}
            />
          ))}
        </ul>
      )}
      <Card aria-labelledby="expense-totals-title">
        <CardTitle id="expense-totals-title">Expense totals</CardTitle>
        <p className="mt-2">
          Total {formatCents(data.totals.totalCents)} · still to reimburse{' '}
          {formatCents(data.totals.outstandingCents)}
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold">By person</h3>
            <ul aria-label="Totals by person">
              {data.totals.byPerson.map((person) => (
                <li key={person.userId ?? `former:${person.name ?? ''}`}>
                  {nameOf(person.userId, person.name)}: {formatCents(person.totalCents)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">By category</h3>
            <ul aria-label="Totals by category">
              {data.totals.byCategory.map((entry) => (
                <li key={entry.category}>
                  {EXPENSE_CATEGORY_LABELS[entry.category]}: {formatCents(entry.totalCents)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Card>
      {editing ? (
        <EditExpenseDialog
          lovedOneId={lovedOneId}
          data={data}
          viewerId={viewerId}
          expense={editing.expense}
          receiptRefusedReason={editing.receiptRefusedReason}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {payingBack ? (
        <PaidBackDialog
          lovedOneId={lovedOneId}
          expense={payingBack}
          payer={nameOf(payingBack.paidByUserId, payingBack.paidByName)}
          onClose={() => setPayingBack(null)}
        />
      ) : null}
      {unpaying?.reimbursedOn ? (
        <NotPaidBackDialog
          lovedOneId={lovedOneId}
          expense={unpaying}
          reimbursedOn={unpaying.reimbursedOn}
          payer={nameOf(unpaying.paidByUserId, unpaying.paidByName)}
          onClose={() => setUnpaying(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteExpenseDialog
          lovedOneId={lovedOneId}
          expense={deleting}
          payer={nameOf(deleting.paidByUserId, deleting.paidByName)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
