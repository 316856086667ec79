import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ExpenseData, ExpenseUpdate } from '#shared/inventory/inventory-schemas.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { executorExpenses } from './inventory.schema.ts';

export type ExpenseRow = typeof executorExpenses.$inferSelect;

/**
 * Each receipt is stored under a key of its own, so one sent while the expense changes hands (paid back by
 * the admin) writes over nothing, and the one it replaces is deleted only once it is committed.
 */
export const newReceiptKey = (lovedOneId: string, expenseId: string) =>
  `expense-receipts/${lovedOneId}/${expenseId}/${randomUUID()}`;

export const listExpenses = (db: Db, lovedOneId: string) =>
  db
    .select()
    .from(executorExpenses)
    .where(eq(executorExpenses.lovedOneId, lovedOneId))
    .orderBy(asc(executorExpenses.paidOn), asc(executorExpenses.createdAt));

/**
 * The expense of this loved one; nothing for one of another loved one, as for one that does not exist.
 * Locked, when asked, until the transaction ends: who may change it hangs on whether it was paid back,
 * which the admin may be changing at the same moment.
 */
export async function findExpense(
  db: Db,
  lovedOneId: string,
  expenseId: string,
  options: { lock?: boolean } = {},
): Promise<ExpenseRow | undefined> {
  if (!isUuid(expenseId)) return undefined;
  const select = db
    .select()
    .from(executorExpenses)
    .where(and(eq(executorExpenses.id, expenseId), eq(executorExpenses.lovedOneId, lovedOneId)));
  const [row] = options.lock ? await select.for('update') : await select;
  return row;
}

export async function requireExpense(
  db: Db,
  lovedOneId: string,
  expenseId: string,
  options: { lock?: boolean } = {},
): Promise<ExpenseRow> {
  const row = await findExpense(db, lovedOneId, expenseId, options);
  if (!row) throw notFound('Expense not found');
  return row;
}

export async function insertExpense(
  db: Db,
  input: {
    lovedOneId: string;
    createdByUserId: string;
    expense: Omit<ExpenseData, 'reimbursedOn'> & {
      paidByUserId: string;
      paidByName: string | null;
      reimbursedOn: string | null;
    };
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
  update: Omit<ExpenseUpdate, 'reimbursedOn'> & { reimbursedOn: string | null; paidByName?: string | null },
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
