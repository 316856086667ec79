import { zodResolver } from '@hookform/resolvers/zod';
import { FileSpreadsheet } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '#shared/inventory/expense-categories.ts';
import { expenseSchema } from '#shared/inventory/inventory-schemas.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Select } from '#web/components/ui/input.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import {
  type ExpenseList,
  expensesCsvHref,
  receiptHref,
  useAddExpense,
  useExpenses,
  useSetReimbursed,
} from '../api/inventory-api.ts';

type FormInput = z.input<typeof expenseSchema>;
type FormOutput = z.output<typeof expenseSchema>;

const today = () => new Date().toLocaleDateString('en-CA');
const emptyExpense = (): FormInput => ({
  paidOn: today(),
  payee: '',
  amount: '',
  category: 'funeral',
  paidByUserId: '',
  reimbursed: false,
  notes: '',
});

function ExpenseForm({
  lovedOneId,
  data,
  isAdmin,
}: {
  lovedOneId: string;
  data: ExpenseList;
  isAdmin: boolean;
}) {
  const add = useAddExpense(lovedOneId);
  const receiptInput = useRef<HTMLInputElement>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(expenseSchema),
    defaultValues: emptyExpense(),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async () => {
    const receipt = receiptInput.current?.files?.[0] ?? null;
    try {
      await add.mutateAsync({ expense: form.getValues(), receipt });
      toast.success('Expense added');
      form.reset(emptyExpense());
      if (receiptInput.current) receiptInput.current.value = '';
    } catch (error) {
      toast.error(messageOf(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add an expense" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date paid" required error={errors.paidOn?.message}>
          <Input type="date" {...form.register('paidOn')} />
        </Field>
        <Field label="Amount (USD)" required error={errors.amount?.message}>
          <Input inputMode="decimal" placeholder="0.00" {...form.register('amount')} />
        </Field>
      </div>
      <Field label="Paid to" required error={errors.payee?.message}>
        <Input maxLength={200} {...form.register('payee')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" required error={errors.category?.message}>
          <Select {...form.register('category')}>
            {EXPENSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {EXPENSE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </Field>
        {isAdmin ? (
          <Field label="Paid by" error={errors.paidByUserId?.message}>
            <Select {...form.register('paidByUserId')}>
              <option value="">Me</option>
              {data.team.map((person) => (
                <option key={person.userId} value={person.userId}>
                  {`${person.firstName} ${person.lastName}`.trim()}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>
      <Field label="Receipt (PDF, JPEG or PNG, up to 10 MB)">
        <Input ref={receiptInput} type="file" accept="application/pdf,image/jpeg,image/png" />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" isLoading={add.isPending}>
          Add expense
        </Button>
      </div>
    </form>
  );
}

/** What the team spent for the estate, with totals and a CSV for the accountant or the court. */
export function ExpensesPanel({ lovedOneId, isAdmin }: { lovedOneId: string; isAdmin: boolean }) {
  const expenses = useExpenses(lovedOneId);
  const reimburse = useSetReimbursed(lovedOneId);
  if (expenses.isPending) return <LoadingState />;
  if (expenses.isError) return <Alert tone="error">{messageOf(expenses.error)}</Alert>;
  const data = expenses.data;
  const nameOf = (userId: string | null) => {
    const person = data.team.find((member) => member.userId === userId);
    return person ? `${person.firstName} ${person.lastName}`.trim() : 'Former team member';
  };
  return (
    <section aria-labelledby="expenses-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="expenses-title" className="text-2xl font-semibold">
          Executor expenses
        </h2>
        <Button variant="outline" asChild>
          <a href={expensesCsvHref(lovedOneId)} download>
            <FileSpreadsheet aria-hidden="true" className="size-4" /> Export CSV
          </a>
        </Button>
      </div>
      <Card>
        <ExpenseForm lovedOneId={lovedOneId} data={data} isAdmin={isAdmin} />
      </Card>
      {data.expenses.length === 0 ? (
        <p className="text-muted">No expenses yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Expenses">
          {data.expenses.map((expense) => (
            <li key={expense.id} className="flex flex-col gap-1 rounded-xl border border-border p-4">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{expense.payee}</span>
                <span className="font-semibold">{formatCents(expense.amountCents)}</span>
              </div>
              <p className="text-sm text-muted">
                {expense.paidOn} · {EXPENSE_CATEGORY_LABELS[expense.category]} · paid by{' '}
                {nameOf(expense.paidByUserId)}
                {expense.reimbursed ? ' · reimbursed' : ''}
              </p>
              <div className="flex flex-wrap gap-2">
                {expense.receiptFileName ? (
                  <Button variant="link" asChild>
                    <a href={receiptHref(lovedOneId, expense.id)}>Receipt: {expense.receiptFileName}</a>
                  </Button>
                ) : null}
                {isAdmin ? (
                  <Button
                    variant="ghost"
                    onClick={() =>
                      reimburse.mutate({ expenseId: expense.id, reimbursed: !expense.reimbursed })
                    }
                  >
                    {expense.reimbursed ? 'Mark not reimbursed' : 'Mark reimbursed'}
                  </Button>
                ) : null}
              </div>
            </li>
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
            <ul>
              {data.totals.byPerson.map((person) => (
                <li key={person.userId ?? 'former'}>
                  {nameOf(person.userId)}: {formatCents(person.totalCents)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">By category</h3>
            <ul>
              {data.totals.byCategory.map((entry) => (
                <li key={entry.category}>
                  {EXPENSE_CATEGORY_LABELS[entry.category]}: {formatCents(entry.totalCents)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Card>
    </section>
  );
}
