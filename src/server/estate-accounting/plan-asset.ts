import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ASSET_PLAN_MESSAGES,
  type assetPlanSchema,
  planMisfit,
} from '#shared/estate-accounting/asset-plans.ts';
import type { Db } from '../db/client.ts';
import { AppError, invalidField } from '../infra/app-error.ts';
import { estateAssetPlans } from './estate-accounting.schema.ts';
import { findEstateItem, isEstateHeir, openEstateAccountFor } from './estate-references.ts';

/** Records what the executor means to do with one asset, or clears it (`plan: null`, not decided yet). */
export async function planAsset(
  db: Db,
  input: { userId: string; lovedOneId: string; itemId: string; plan: z.output<typeof assetPlanSchema> },
) {
  const lovedOne = await openEstateAccountFor(db, input, 'record');
  const item = await findEstateItem(db, lovedOne.id, input.itemId);
  if (!item) throw new AppError('NOT_FOUND', ASSET_PLAN_MESSAGES.notAnAsset);
  if (item.isDebt) throw new AppError('VALIDATION_FAILED', ASSET_PLAN_MESSAGES.notAnAsset);
  const { plan, heirId } = input.plan;
  if (heirId && !(await isEstateHeir(db, lovedOne.id, heirId)))
    throw invalidField('heirId', ASSET_PLAN_MESSAGES.heirNotFound);
  if (plan === null) {
    await db.delete(estateAssetPlans).where(eq(estateAssetPlans.itemId, input.itemId));
    return;
  }
  const misfit = planMisfit(plan, item.ownership);
  if (misfit) throw invalidField('plan', misfit);
  const values = { plan, heirId: heirId ?? null, updatedAt: new Date() };
  await db
    .insert(estateAssetPlans)
    .values({ itemId: input.itemId, lovedOneId: lovedOne.id, ...values })
    .onConflictDoUpdate({ target: estateAssetPlans.itemId, set: values });
}
