import { EXPENSE_CATEGORIES, type ExpenseCategory } from './expense-categories.ts';
import {
  INVENTORY_KINDS,
  type InventoryKind,
  type InventoryStatus,
  isFinalStatus,
} from './inventory-kinds.ts';

type ValuedItem = {
  kind: InventoryKind;
  status: InventoryStatus;
  estimatedValueCents: number | null;
  isDebt: boolean;
};

export type KindTotals = {
  kind: InventoryKind;
  count: number;
  doneCount: number;
  assetsCents: number;
  debtsCents: number;
};

export type InventoryTotals = {
  assetsCents: number;
  debtsCents: number;
  /** Assets minus debts from the values typed in: an estimate, never a valuation. */
  estimatedNetCents: number;
  /** Items with no value entered, so the page can say the estimate leaves them out. */
  unvaluedCount: number;
  count: number;
  /** Closed, transferred or claimed. */
  doneCount: number;
  /** Only kinds that have at least one item, in the kinds' order. */
  byKind: KindTotals[];
};

/** The inventory's sums, all in integer cents. */
export function sumInventory(items: readonly ValuedItem[]): InventoryTotals {
  const byKind = new Map<InventoryKind, KindTotals>();
  let assetsCents = 0;
  let debtsCents = 0;
  let unvaluedCount = 0;
  let doneCount = 0;
  for (const item of items) {
    const entry = byKind.get(item.kind) ?? {
      kind: item.kind,
      count: 0,
      doneCount: 0,
      assetsCents: 0,
      debtsCents: 0,
    };
    entry.count += 1;
    if (isFinalStatus(item.status)) {
      entry.doneCount += 1;
      doneCount += 1;
    }
    if (item.estimatedValueCents === null) unvaluedCount += 1;
    else if (item.isDebt) {
      entry.debtsCents += item.estimatedValueCents;
      debtsCents += item.estimatedValueCents;
    } else {
      entry.assetsCents += item.estimatedValueCents;
      assetsCents += item.estimatedValueCents;
    }
    byKind.set(item.kind, entry);
  }
  return {
    assetsCents,
    debtsCents,
    estimatedNetCents: assetsCents - debtsCents,
    unvaluedCount,
    count: items.length,
    doneCount,
    byKind: INVENTORY_KINDS.flatMap((kind) => byKind.get(kind) ?? []),
  };
}

type CostedExpense = {
  amountCents: number;
  category: ExpenseCategory;
  paidByUserId: string | null;
  /** The payer's name when it was recorded, kept after they leave or delete their account. */
  paidByName: string | null;
  reimbursed: boolean;
};

type PersonExpenseTotals = {
  /** null: paid by someone whose account is gone; `name` then says who. */
  userId: string | null;
  name: string | null;
  totalCents: number;
  /** What the estate still owes this person. */
  outstandingCents: number;
};

type ExpenseTotals = {
  totalCents: number;
  reimbursedCents: number;
  outstandingCents: number;
  byCategory: { category: ExpenseCategory; totalCents: number }[];
  byPerson: PersonExpenseTotals[];
};

/** Expense sums per category and per person who paid, in integer cents. */
export function sumExpenses(expenses: readonly CostedExpense[]): ExpenseTotals {
  const byCategory = new Map<ExpenseCategory, number>();
  // By account, and once an account is gone by the name recorded with the expense.
  const byPerson = new Map<string, PersonExpenseTotals>();
  let totalCents = 0;
  let reimbursedCents = 0;
  for (const expense of expenses) {
    totalCents += expense.amountCents;
    if (expense.reimbursed) reimbursedCents += expense.amountCents;
    byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0) + expense.amountCents);
    const key = expense.paidByUserId ? `user:${expense.paidByUserId}` : `name:${expense.paidByName ?? ''}`;
    const person = byPerson.get(key) ?? {
      userId: expense.paidByUserId,
      name: expense.paidByName,
      totalCents: 0,
      outstandingCents: 0,
    };
    person.totalCents += expense.amountCents;
    if (!expense.reimbursed) person.outstandingCents += expense.amountCents;
    byPerson.set(key, person);
  }
  return {
    totalCents,
    reimbursedCents,
    outstandingCents: totalCents - reimbursedCents,
    byCategory: EXPENSE_CATEGORIES.flatMap((category) => {
      const total = byCategory.get(category);
      return total === undefined ? [] : [{ category, totalCents: total }];
    }),
    byPerson: [...byPerson.values()],
  };
}
