import { and, asc, eq } from 'drizzle-orm';
import { receivedByHeir, shareLeftBasisPoints } from '#shared/estate-accounting/heirs.ts';
import {
  debtOverpaidCents,
  debtRemainingCents,
  type LedgerKind,
  ledgerTotals,
} from '#shared/estate-accounting/ledger.ts';
import { estateLedgerPolicy } from '#shared/permissions/estate-ledger-permissions.ts';
import { permittedActions, type Viewer } from '#shared/permissions/policy.ts';
import type { Db } from '../db/client.ts';
import { executorExpenses, inventoryItems } from '../inventory/inventory.schema.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { listTeamPeople, nameOf } from '../tasks/list-team-people.ts';
import {
  estateAssetPlans,
  estateHeirs,
  estateLedgerEntries,
  executorTimeEntries,
} from './estate-accounting.schema.ts';

type LedgerLine = {
  id: string;
  /**
   * 'expense': an executor expense the estate paid back, kept on the Expenses list and shown here on the
   * day it was paid back.
   */
  source: 'ledger' | 'expense';
  kind: LedgerKind;
  onDate: string;
  amountCents: number;
  /** Who paid or was paid; for a distribution, the heir's name as it is now. */
  party: string;
  description: string;
  debtItemId: string | null;
  heirId: string | null;
  /** Property given rather than cash: at its value when given, and never part of the cash on hand. */
  inKind: boolean;
  /** The asset given, while it is still in the inventory: the page weighs each asset's gifts against its value. */
  inKindItemId: string | null;
  /** The asset money in came from (sold, or an account closed), while it is still in the inventory. */
  fromItemId: string | null;
  /** The executor's own note: a check number, where the receipt is kept. */
  notes: string | null;
};

/**
 * The estate account as the team reads it: every line by date (the ledger's own, and the expenses the
 * estate has paid back as disbursements), the totals, each debt in the inventory with what the estate
 * has paid of it, the heirs with their shares and what each has received, the assets with the
 * executor's plan for each (and which can be given in kind), and the executor's time log.
 * 404 for anyone off the team.
 */
export async function readEstateLedger(db: Db, userId: string, lovedOneId: string) {
  const { row: lovedOne, viewer } = await requireLovedOne(db, userId, lovedOneId);
  return ledgerOf(db, lovedOne, viewer);
}

/** The same, for a loved one the caller has already opened for this viewer. */
export async function ledgerOf(db: Db, lovedOne: { id: string }, viewer: Viewer) {
  const [entries, reimbursed, items, heirs, plans, timeLog, team] = await Promise.all([
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
        kind: inventoryItems.kind,
        estimatedValueCents: inventoryItems.estimatedValueCents,
        isDebt: inventoryItems.isDebt,
        ownership: inventoryItems.ownership,
      })
      .from(inventoryItems)
      .where(eq(inventoryItems.lovedOneId, lovedOne.id))
      .orderBy(asc(inventoryItems.createdAt)),
    db
      .select()
      .from(estateHeirs)
      .where(eq(estateHeirs.lovedOneId, lovedOne.id))
      .orderBy(asc(estateHeirs.createdAt)),
    db.select().from(estateAssetPlans).where(eq(estateAssetPlans.lovedOneId, lovedOne.id)),
    db
      .select({
        id: executorTimeEntries.id,
        onDate: executorTimeEntries.onDate,
        minutes: executorTimeEntries.minutes,
        work: executorTimeEntries.work,
      })
      .from(executorTimeEntries)
      .where(eq(executorTimeEntries.lovedOneId, lovedOne.id))
      .orderBy(asc(executorTimeEntries.onDate), asc(executorTimeEntries.createdAt)),
    listTeamPeople(db, lovedOne.id),
  ]);
  // Whoever was paid back is named even after they left the team or deleted their account.
  const payerOf = (expense: { paidByUserId: string | null; paidByName: string | null }) =>
    nameOf(team, expense.paidByUserId) ?? expense.paidByName ?? 'A family member';
  const heirName = new Map(heirs.map((heir) => [heir.id, heir.name]));
  const planOf = new Map(plans.map((plan) => [plan.itemId, plan]));
  const lines: LedgerLine[] = [
    ...entries.map((entry) => ({
      id: entry.id,
      source: 'ledger' as const,
      kind: entry.kind,
      onDate: entry.onDate,
      amountCents: entry.amountCents,
      party: (entry.heirId ? heirName.get(entry.heirId) : null) ?? entry.party ?? '',
      description: entry.description,
      debtItemId: entry.debtItemId,
      heirId: entry.heirId,
      inKind: entry.inKind,
      inKindItemId: entry.inKindItemId,
      fromItemId: entry.fromItemId,
      notes: entry.notes,
    })),
    // On the day the estate paid it back, which a check keeps set on every expense marked paid back.
    ...reimbursed.flatMap((expense) =>
      expense.reimbursedOn === null
        ? []
        : [
            {
              id: expense.id,
              source: 'expense' as const,
              kind: 'disbursement' as const,
              onDate: expense.reimbursedOn,
              amountCents: expense.amountCents,
              party: payerOf(expense),
              description: `Paid back: ${expense.payee}`,
              debtItemId: null,
              heirId: null,
              inKind: false,
              inKindItemId: null,
              fromItemId: null,
              notes: null,
            },
          ],
    ),
  ].sort((a, b) => a.onDate.localeCompare(b.onDate));
  const received = receivedByHeir(lines.filter((line) => line.kind === 'distribution'));
  return {
    lines,
    totals: ledgerTotals(lines),
    heirs: heirs.map((heir) => ({
      id: heir.id,
      name: heir.name,
      relationship: heir.relationship,
      shareBasisPoints: heir.shareBasisPoints,
      received: received.get(heir.id) ?? { cashCents: 0, inKindCents: 0 },
      /** Someone the ledger shows receiving something stays on the list (even a gift of no value). */
      hasDistributions: received.has(heir.id),
    })),
    shareLeftBasisPoints: shareLeftBasisPoints(heirs.map((heir) => heir.shareBasisPoints)),
    assets: items
      .filter((item) => !item.isDebt)
      .map((item) => {
        const planned = planOf.get(item.id);
        return {
          itemId: item.id,
          institution: item.institution,
          /** What it is: money in from a bank account or an insurance policy counts apart in some states' pay. */
          kind: item.kind,
          valueCents: item.estimatedValueCents,
          /** How it was held: it decides the plans that fit it and whether the estate can give it in kind. */
          ownership: item.ownership,
          plan: planned?.plan ?? null,
          planHeirId: planned?.heirId ?? null,
        };
      }),
    debts: items
      .filter((item) => item.isDebt)
      .map((debt) => {
        const payments = lines.filter((line) => line.debtItemId === debt.id).map((line) => line.amountCents);
        return {
          itemId: debt.id,
          institution: debt.institution,
          debtCents: debt.estimatedValueCents,
          paidCents: payments.reduce((sum, amount) => sum + amount, 0),
          remainingCents: debtRemainingCents(debt.estimatedValueCents, payments),
          overpaidCents: debtOverpaidCents(debt.estimatedValueCents, payments),
        };
      }),
    timeLog: { entries: timeLog, totalMinutes: timeLog.reduce((total, entry) => total + entry.minutes, 0) },
    permittedActions: permittedActions(estateLedgerPolicy, viewer, {}),
  };
}
