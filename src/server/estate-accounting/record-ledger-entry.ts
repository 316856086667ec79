import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { HEIR_MESSAGES } from '#shared/estate-accounting/heirs.ts';
import {
  accountDateProblem,
  isEstateProperty,
  LEDGER_MESSAGES,
  type ledgerEntrySchema,
} from '#shared/estate-accounting/ledger.ts';
import type { Db } from '../db/client.ts';
import { invalidField, notFound } from '../infra/app-error.ts';
import { madeWithId, makeOnce } from '../infra/make-once.ts';
import { estateLedgerEntries } from './estate-accounting.schema.ts';
import { findEstateItem, isEstateHeir, openEstateAccountFor } from './estate-references.ts';

/**
 * Adds one line to the estate account, checked as `checkLedgerEntry` says. The same form sent again with
 * its submission key leads to the line it added (makeOnce), checked and added once.
 */
export async function recordLedgerEntry(
  db: Db,
  input: {
    userId: string;
    lovedOneId: string;
    today: string;
    entry: LedgerEntry;
    submissionKey: string | undefined;
  },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'record');
  const submission = { userId: input.userId, kind: 'ledger-entry', key: input.submissionKey };
  return db.transaction((tx) =>
    makeOnce(
      tx,
      submission,
      async () => {
        await checkLedgerEntry(tx, lovedOne, input);
        const [saved] = await tx
          .insert(estateLedgerEntries)
          .values({
            lovedOneId: lovedOne.id,
            ...columnsOf(input.entry),
            createdByUserId: input.userId,
          })
          .returning({ id: estateLedgerEntries.id });
        return saved!;
      },
      madeWithId,
    ),
  );
}

/**
 * Changes a line of the estate account (a mistyped amount, the wrong day), checked as a new line is.
 * An expense's line is changed on the Expenses list, so its id reads as not found here, as another
 * estate's line does.
 */
export async function changeLedgerEntry(
  db: Db,
  input: { userId: string; lovedOneId: string; entryId: string; today: string; entry: LedgerEntry },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'change');
  await db.transaction(async (tx) => {
    await checkLedgerEntry(tx, lovedOne, input);
    const changed = await tx
      .update(estateLedgerEntries)
      .set(columnsOf(input.entry))
      .where(and(eq(estateLedgerEntries.id, input.entryId), eq(estateLedgerEntries.lovedOneId, lovedOne.id)))
      .returning({ id: estateLedgerEntries.id });
    if (changed.length === 0) throw notFound(LEDGER_MESSAGES.entryNotFound);
  });
}

type LedgerEntry = z.output<typeof ledgerEntrySchema>;

/**
 * What only the server can check of a line: its day falls between the death and today, and what it names
 * is this loved one's: a debt payment a debt of the inventory, a distribution one of the estate's heirs,
 * property given in kind and money in from an asset an asset (not a debt) that goes through probate, since
 * what passes outside it was never the estate's to give, sell or collect. One asset may be given in kind
 * more than once: shares of a house to two children.
 */
async function checkLedgerEntry(
  tx: Db,
  lovedOne: { id: string; dateOfDeath: string | null },
  input: { today: string; entry: LedgerEntry },
) {
  const { entry } = input;
  const dateProblem = accountDateProblem(entry.onDate, {
    dateOfDeath: lovedOne.dateOfDeath,
    today: input.today,
  });
  if (dateProblem) throw invalidField('onDate', dateProblem);
  if (entry.debtItemId && !(await findEstateItem(tx, lovedOne.id, entry.debtItemId))?.isDebt)
    throw invalidField('debtItemId', LEDGER_MESSAGES.notADebt);
  if (entry.inKindItemId)
    await requireEstateProperty(tx, lovedOne.id, {
      field: 'inKindItemId',
      itemId: entry.inKindItemId,
      passesOutside: LEDGER_MESSAGES.passesOutsideProbate,
    });
  if (entry.fromItemId)
    await requireEstateProperty(tx, lovedOne.id, {
      field: 'fromItemId',
      itemId: entry.fromItemId,
      passesOutside: LEDGER_MESSAGES.moneyPassesOutsideProbate,
    });
  if (entry.heirId && !(await isEstateHeir(tx, lovedOne.id, entry.heirId)))
    throw invalidField('heirId', HEIR_MESSAGES.heirNotFound);
}

/** The columns a line's form decides; a distribution names its heir, not a party. */
const columnsOf = (entry: LedgerEntry) => ({
  kind: entry.kind,
  onDate: entry.onDate,
  amountCents: entry.amount,
  party: entry.kind === 'distribution' ? null : entry.party,
  description: entry.description,
  debtItemId: entry.debtItemId ?? null,
  heirId: entry.heirId ?? null,
  inKind: Boolean(entry.inKindItemId),
  inKindItemId: entry.inKindItemId ?? null,
  fromItemId: entry.fromItemId ?? null,
  notes: entry.notes ?? null,
});

/** The asset a line names, refused on its field unless it is this estate's own property. */
async function requireEstateProperty(
  db: Db,
  lovedOneId: string,
  named: { field: 'inKindItemId' | 'fromItemId'; itemId: string; passesOutside: string },
) {
  const item = await findEstateItem(db, lovedOneId, named.itemId);
  if (!item || item.isDebt) throw invalidField(named.field, LEDGER_MESSAGES.notAnAsset);
  if (!isEstateProperty(item.ownership)) throw invalidField(named.field, named.passesOutside);
}

/**
 * Takes one line off the estate account (a mistake); an expense's line goes from the Expenses list.
 * A line already gone is removed as far as anyone asked (decision 081).
 */
export async function removeLedgerEntry(
  db: Db,
  input: { userId: string; lovedOneId: string; entryId: string },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'remove');
  await db
    .delete(estateLedgerEntries)
    .where(and(eq(estateLedgerEntries.id, input.entryId), eq(estateLedgerEntries.lovedOneId, lovedOne.id)));
}
