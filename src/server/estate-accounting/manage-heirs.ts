import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { HEIR_MESSAGES, type heirSchema, shareLeftBasisPoints } from '#shared/estate-accounting/heirs.ts';
import type { Db } from '../db/client.ts';
import { isForeignKeyViolation } from '../db/constraint-violations.ts';
import { AppError, invalidField } from '../infra/app-error.ts';
import { madeWithId, makeOnce } from '../infra/make-once.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { estateHeirs } from './estate-accounting.schema.ts';
import { openEstateAccountFor } from './estate-references.ts';

type Heir = z.output<typeof heirSchema>;

/**
 * Writes an heir (new, or `heirId` changed) with the loved one's row locked, so two people adding shares
 * at once cannot together give away more than the whole estate. A new heir's form sent again with its
 * submission key leads to the heir it named (makeOnce), before the shares are checked again.
 */
async function writeHeir(
  db: Db,
  input: { userId: string; lovedOneId: string; heirId: string | null; heir: Heir; submissionKey?: string },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'record');
  const submission = { userId: input.userId, kind: 'heir', key: input.submissionKey };
  return db.transaction(async (tx) => {
    await tx.select({ id: lovedOnes.id }).from(lovedOnes).where(eq(lovedOnes.id, lovedOne.id)).for('update');
    return makeOnce(
      tx,
      submission,
      async () => {
        const others = await tx
          .select({ share: estateHeirs.shareBasisPoints })
          .from(estateHeirs)
          .where(
            and(
              eq(estateHeirs.lovedOneId, lovedOne.id),
              input.heirId ? ne(estateHeirs.id, input.heirId) : undefined,
            ),
          );
        const left = shareLeftBasisPoints(others.map((other) => other.share));
        if ((input.heir.share ?? 0) > left) throw invalidField('share', HEIR_MESSAGES.sharesOver(left));
        const values = {
          name: input.heir.name,
          relationship: input.heir.relationship,
          shareBasisPoints: input.heir.share,
        };
        if (!input.heirId) {
          const [added] = await tx
            .insert(estateHeirs)
            .values({ lovedOneId: lovedOne.id, ...values })
            .returning({ id: estateHeirs.id });
          return added!;
        }
        const [changed] = await tx
          .update(estateHeirs)
          .set(values)
          .where(and(eq(estateHeirs.id, input.heirId), eq(estateHeirs.lovedOneId, lovedOne.id)))
          .returning({ id: estateHeirs.id });
        if (!changed) throw new AppError('NOT_FOUND', HEIR_MESSAGES.heirNotFound);
        return changed;
      },
      madeWithId,
    );
  });
}

/** Names an heir or beneficiary of the estate, with their share if they have one. */
export const addHeir = (
  db: Db,
  input: { userId: string; lovedOneId: string; heir: Heir; submissionKey: string | undefined },
) => writeHeir(db, { ...input, heirId: null });

/** Changes an heir's name, relationship or share; their distributions follow them. */
export const changeHeir = (
  db: Db,
  input: { userId: string; lovedOneId: string; heirId: string; heir: Heir },
) => writeHeir(db, input);

/**
 * Takes an heir off the list, unless the ledger shows them receiving something; one already gone is
 * no error (decision 081).
 */
export async function removeHeir(db: Db, input: { userId: string; lovedOneId: string; heirId: string }) {
  const lovedOne = await openEstateAccountFor(db, input, 'remove');
  const where = and(eq(estateHeirs.id, input.heirId), eq(estateHeirs.lovedOneId, lovedOne.id));
  const [heir] = await db.select({ name: estateHeirs.name }).from(estateHeirs).where(where);
  if (!heir) return;
  try {
    await db.delete(estateHeirs).where(where);
  } catch (error) {
    // The ledger's distributions to them refer to the row, and the database keeps it.
    if (isForeignKeyViolation(error))
      throw new AppError('CONFLICT', HEIR_MESSAGES.hasDistributions(heir.name));
    throw error;
  }
}
