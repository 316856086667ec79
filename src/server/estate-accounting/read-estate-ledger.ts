import { and, asc, eq } from 'drizzle-orm';
import { debtRemainingCents, type LedgerKind, ledgerTotals } from '#shared/estate-accounting/ledger.ts';
import { estateLedgerPolicy } from '#shared/permissions/estate-ledger-permissions.ts';
import { permittedActions, type Viewer } from '#shared/permissions/policy.ts';
import { fullName } from '#shared/team/person-name.ts';
import type { Db } from '../db/client.ts';
import { executorExpenses, inventoryItems } from '../inventory/inventory.schema.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { listTeamPeople } from '../tasks/list-team-people.ts';
import { estateLedgerEntries } from './estate-accounting.schema.ts';

type LedgerLine = {
  id: string;
  /** 'expense': an executor expense the estate paid back, kept on the Expenses list and shown here. */
  source: 'ledger' | 'expense';
  kind: LedgerKind;
  onDate: string;
  amountCents: number;
  party: string;
  description: string;
  debtItemId: string | null;
};

/**
 * The estate account as the team reads it: every line by date (the ledger's own, and the expenses the
 * estate has paid back as disbursements), the four totals, and each debt in the inventory with what the
 * estate has paid of it. 404 for anyone off the team.
 */
export async function readEstateLedger(db: Db, userId: string, lovedOneId: string) {
  const { row: lovedOne, viewer } = await requireLovedOne(db, userId, lovedOneId);
  return ledgerOf(db, lovedOne, viewer);
}

/** The same, for a loved one the caller has already opened for this viewer. */
export async function ledgerOf(db: Db, lovedOne: { id: string }, viewer: Viewer) {
  const [entries, reimbursed, debts, team] = await Promise.all([
    db
      .select()
      .from(estateLedgerEntries)
      .where(eq(estateLedgerEntries.lovedOneId, lovedOne.id))
      .orderBy(asc(estateLedgerEntries.onDate), asc(estateLedgerEntries.createdAt)),
    db
      .select()
      .from(executorExpenses)
      .where(and(eq(executorExpenses.lovedOneId, lovedOne.id), eq(executorExpenses.reimbursed, true))),
    db
      .select({
        id: inventoryItems.id,
        institution: inventoryItems.institution,
        estimatedValueCents: inventoryItems.estimatedValueCents,
      })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.lovedOneId, lovedOne.id), eq(inventoryItems.isDebt, true)))
      .orderBy(asc(inventoryItems.createdAt)),
    listTeamPeople(db, lovedOne.id),
  ]);
  const nameOf = (userId: string | null) => {
    const person = team.find((member) => member.userId === userId);
    return person ? fullName(person) : 'A family member';
  };
  const lines: LedgerLine[] = [
    ...entries.map((entry) => ({
      id: entry.id,
      source: 'ledger' as const,
      kind: entry.kind,
      onDate: entry.onDate,
      amountCents: entry.amountCents,
      party: entry.party,
      description: entry.description,
      debtItemId: entry.debtItemId,
    })),
    ...reimbursed.map((expense) => ({
      id: expense.id,
      source: 'expense' as const,
      kind: 'disbursement' as const,
      onDate: expense.paidOn,
      amountCents: expense.amountCents,
      party: nameOf(expense.paidByUserId),
      description: `Paid back: ${expense.payee}`,
      debtItemId: null,
    })),
  ].sort((a, b) => a.onDate.localeCompare(b.onDate));
  return {
    lines,
    totals: ledgerTotals(lines),
    debts: debts.map((debt) => {
      const payments = lines.filter((line) => line.debtItemId === debt.id).map((line) => line.amountCents);
      return {
        itemId: debt.id,
        institution: debt.institution,
        debtCents: debt.estimatedValueCents,
        paidCents: payments.reduce((sum, amount) => sum + amount, 0),
        remainingCents: debtRemainingCents(debt.estimatedValueCents, payments),
      };
    }),
    permittedActions: permittedActions(estateLedgerPolicy, viewer, {}),
  };
}
