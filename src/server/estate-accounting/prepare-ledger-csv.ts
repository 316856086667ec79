import { UNNAMED_LOVED_ONE } from '#shared/loved-ones/loved-one-display.ts';
import type { Db } from '../db/client.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { findEstateName } from '../loved-ones/planner-names.ts';
import { buildLedgerCsv } from './ledger-csv.ts';
import { ledgerOf } from './read-estate-ledger.ts';

/** The estate account as CSV, for anyone who may read it (404 for anyone else). */
export async function prepareLedgerCsv(db: Db, input: { userId: string; lovedOneId: string }) {
  const { row: lovedOne, viewer } = await requireLovedOne(db, input.userId, input.lovedOneId);
  const ledger = await ledgerOf(db, lovedOne, viewer);
  const estateName = (await findEstateName(db, lovedOne)) ?? UNNAMED_LOVED_ONE;
  return { body: buildLedgerCsv(ledger), fileName: `Estate account - estate of ${estateName}.csv` };
}
