import { UNNAMED_LOVED_ONE } from '#shared/loved-ones/loved-one-display.ts';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import type { Db } from '../db/client.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { findEstateName } from '../loved-ones/planner-names.ts';
import { ledgerOf } from './read-estate-ledger.ts';
import { renderAccountingPdf } from './render-accounting-pdf.ts';

/** The accounting PDF, for anyone who may read the estate account (404 for anyone else). */
export async function prepareAccountingReport(
  db: Db,
  input: { userId: string; lovedOneId: string; today: string },
) {
  const { row: lovedOne, viewer } = await requireLovedOne(db, input.userId, input.lovedOneId);
  const ledger = await ledgerOf(db, lovedOne, viewer);
  const estateName = (await findEstateName(db, lovedOne)) ?? UNNAMED_LOVED_ONE;
  const body = await renderAccountingPdf({
    estateName,
    dateOfDeath: lovedOne.dateOfDeath,
    isOwnPlan: isOwnPlan(lovedOne.kind),
    stateCode: lovedOne.stateCode,
    preparedOn: input.today,
    ledger,
  });
  return { body, fileName: `Accounting - estate of ${estateName}.pdf` };
}
