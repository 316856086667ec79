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
import { invalidField } from '../infra/app-error.ts';
import { madeWithId, makeOnce } from '../infra/make-once.ts';
import { estateLedgerEntries } from './estate-accounting.schema.ts';
import { findEstateItem, isEstateHeir, openEstateAccountFor } from './estate-references.ts';

/**
 * Adds one line to the estate account, dated between the death and today. What it names must be this
 * loved one's: a debt payment a debt of the inventory, a distribution one of the estate's heirs, property
 * given in kind and money in from an asset an asset (not a debt) that goes through probate, since what
 * passes outside it was never the estate's to give, sell or collect. One asset may be given in kind more than once: shares of a house to two children.
 * The same form sent again with its submission key leads to the line it added (makeOnce), checked and
 * added once.
 */
export async function recordLedgerEntry(
  db: Db,
  input: {
    userId: string;
    lovedOneId: string;
    today: string;
    entry: z.output<typeof ledgerEntrySchema>;
    submissionKey: string | undefined;
  },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'record');
  const { entry } = input;
  const submission = { userId: input.userId, kind: 'ledger-entry', key: input.submissionKey };
  return db.transaction((tx) =>
    makeOnce(
      tx,
      submission,
      async () => {
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
        const [saved] = await tx
          .insert(estateLedgerEntries)
          .values({
            lovedOneId: lovedOne.id,
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
            createdByUserId: input.userId,
          })
          .returning({ id: estateLedgerEntries.id });
        return saved!;
      },
      madeWithId,
    ),
  );
}

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
