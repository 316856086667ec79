import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { LEDGER_MESSAGES, type ledgerEntrySchema } from '#shared/estate-accounting/ledger.ts';
import { estateLedgerPolicy } from '#shared/permissions/estate-ledger-permissions.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { estateLedgerEntries } from './estate-accounting.schema.ts';

/** Adds one line to the estate account; a debt payment must name a debt of this loved one's inventory. */
export async function recordLedgerEntry(
  db: Db,
  input: { userId: string; lovedOneId: string; entry: z.output<typeof ledgerEntrySchema> },
) {
  const { row: lovedOne, viewer } = await requireLovedOne(db, input.userId, input.lovedOneId);
  authorize(estateLedgerPolicy, viewer, 'record', {}, LEDGER_MESSAGES.entryNotFound);
  const { entry } = input;
  if (entry.debtItemId) {
    const [debt] = await db
      .select({ isDebt: inventoryItems.isDebt })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.id, entry.debtItemId), eq(inventoryItems.lovedOneId, lovedOne.id)));
    if (!debt?.isDebt) throw new AppError('VALIDATION_FAILED', LEDGER_MESSAGES.notADebt);
  }
  const [saved] = await db
    .insert(estateLedgerEntries)
    .values({
      lovedOneId: lovedOne.id,
      kind: entry.kind,
      onDate: entry.onDate,
      amountCents: entry.amount,
      party: entry.party,
      description: entry.description,
      debtItemId: entry.debtItemId ?? null,
      notes: entry.notes ?? null,
      createdByUserId: input.userId,
    })
    .returning({ id: estateLedgerEntries.id });
  return saved!;
}

/** Takes one line off the estate account (a mistake); an expense's line goes from the Expenses list. */
export async function removeLedgerEntry(
  db: Db,
  input: { userId: string; lovedOneId: string; entryId: string },
) {
  const { row: lovedOne, viewer } = await requireLovedOne(db, input.userId, input.lovedOneId);
  authorize(estateLedgerPolicy, viewer, 'remove', {}, LEDGER_MESSAGES.entryNotFound);
  const removed = await db
    .delete(estateLedgerEntries)
    .where(and(eq(estateLedgerEntries.id, input.entryId), eq(estateLedgerEntries.lovedOneId, lovedOne.id)))
    .returning({ id: estateLedgerEntries.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', LEDGER_MESSAGES.entryNotFound);
}
