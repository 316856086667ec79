import { and, asc, eq } from 'drizzle-orm';
import type { ExpenseData, ExpenseUpdate } from '#shared/inventory/inventory-schemas.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { executorExpenses } from './inventory.schema.ts';

export type ExpenseRow = typeof executorExpenses.$inferSelect;

export const receiptKeyFor = (lovedOneId: string, expenseId: string) =>
  `expense-receipts/${lovedOneId}/${expenseId}`;

export const listExpenses = (db: Db, lovedOneId: string) =>
  db
    .select()
    .from(executorExpenses)
    .where(eq(executorExpenses.lovedOneId, lovedOneId))
    .orderBy(asc(executorExpenses.paidOn), asc(executorExpenses.createdAt));

/** The expense of this loved one; nothing for one of another loved one, as for one that does not exist. */
export async function findExpense(
  db: Db,
  lovedOneId: string,
  expenseId: string,
): Promise<ExpenseRow | undefined> {
  if (!isUuid(expenseId)) return undefined;
  const [row] = await db
    .select()
    .from(executorExpenses)
    .where(and(eq(executorExpenses.id, expenseId), eq(executorExpenses.lovedOneId, lovedOneId)));
  return row;
}

export async function requireExpense(db: Db, lovedOneId: string, expenseId: string): Promise<ExpenseRow> {
  const row = await findExpense(db, lovedOneId, expenseId);
  if (!row) throw notFound('Expense not found');
  return row;
}

export async function insertExpense(
  db: Db,
  input: {
    lovedOneId: string;
    createdByUserId: string;
    expense: ExpenseData & { paidByUserId: string; paidByName: string | null };
  },
): Promise<ExpenseRow> {
  const { amount, ...expense } = input.expense;
  const [row] = await db
    .insert(executorExpenses)
    .values({
      ...expense,
      amountCents: amount,
      lovedOneId: input.lovedOneId,
      createdByUserId: input.createdByUserId,
    })
    .returning();
  if (!row) throw new Error('Expense insert returned nothing');
  return row;
}

export async function updateExpense(
  db: Db,
  expenseId: string,
  update: ExpenseUpdate & { paidByName?: string | null },
): Promise<ExpenseRow> {
  const { amount, ...fields } = update;
  const [row] = await db
    .update(executorExpenses)
    .set({ ...fields, ...(amount !== undefined ? { amountCents: amount } : {}), updatedAt: new Date() })
    .where(eq(executorExpenses.id, expenseId))
    .returning();
  if (!row) throw notFound('Expense not found');
  return row;
}

export async function setExpenseReceipt(
  db: Db,
  expenseId: string,
  receipt: { key: string; contentType: string; fileName: string },
): Promise<void> {
  await db
    .update(executorExpenses)
    .set({
      receiptKey: receipt.key,
      receiptContentType: receipt.contentType,
      receiptFileName: receipt.fileName,
      updatedAt: new Date(),
    })
    .where(eq(executorExpenses.id, expenseId));
}

export const deleteExpenseRow = (db: Db, expenseId: string) =>
  db.delete(executorExpenses).where(eq(executorExpenses.id, expenseId));
