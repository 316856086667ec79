import { asc, eq } from 'drizzle-orm';
import { UNNAMED_LOVED_ONE } from '#shared/loved-ones/loved-one-display.ts';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import type { Db } from '../db/client.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { findEstateName } from '../loved-ones/planner-names.ts';
import { estateAssetPlans } from './estate-accounting.schema.ts';
import { renderInventoryPdf } from './render-inventory-pdf.ts';

/** The inventory report PDF, for anyone on the team, who all read the inventory (404 for anyone else). */
export async function prepareInventoryReport(
  db: Db,
  input: { userId: string; lovedOneId: string; today: string },
) {
  const { row: lovedOne } = await requireLovedOne(db, input.userId, input.lovedOneId);
  const items = await db
    .select({
      kind: inventoryItems.kind,
      institution: inventoryItems.institution,
      referenceLast4: inventoryItems.referenceLast4,
      estimatedValueCents: inventoryItems.estimatedValueCents,
      isDebt: inventoryItems.isDebt,
      ownership: inventoryItems.ownership,
      plan: estateAssetPlans.plan,
    })
    .from(inventoryItems)
    .leftJoin(estateAssetPlans, eq(estateAssetPlans.itemId, inventoryItems.id))
    .where(eq(inventoryItems.lovedOneId, lovedOne.id))
    .orderBy(asc(inventoryItems.kind), asc(inventoryItems.createdAt));
  const estateName = (await findEstateName(db, lovedOne)) ?? UNNAMED_LOVED_ONE;
  const body = await renderInventoryPdf({
    estateName,
    dateOfDeath: lovedOne.dateOfDeath,
    isOwnPlan: isOwnPlan(lovedOne.kind),
    preparedOn: input.today,
    items,
  });
  return { body, fileName: `Inventory - estate of ${estateName}.pdf` };
}
