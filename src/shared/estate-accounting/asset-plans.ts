import { z } from 'zod';
import { type Ownership, passesOutsideProbate } from '../inventory/ownership.ts';
import { HEIR_MESSAGES } from './heirs.ts';
import { LEDGER_MESSAGES } from './ledger.ts';

// What the executor means to do with each asset of the estate (issue 23, item 5; decision 072).

export const ASSET_PLANS = ['sell', 'distribute', 'transfer', 'discard'] as const;
export type AssetPlan = (typeof ASSET_PLANS)[number];

export const ASSET_PLAN_LABELS: Readonly<Record<AssetPlan, string>> = {
  sell: 'Sell it',
  distribute: 'Give it to an heir',
  transfer: 'Transfer it outside probate (joint owner, named beneficiary, trust)',
  discard: 'Donate or dispose of it',
};

export const ASSET_PLAN_MESSAGES = {
  planInvalid: 'Please choose a plan from the list',
  heirOnlyToDistribute: 'Only an asset to be given to an heir names one',
  notAnAsset: LEDGER_MESSAGES.notAnAsset,
  heirNotFound: HEIR_MESSAGES.heirNotFound,
  passesOutsideProbate:
    'That passes outside probate, straight to its co-owner, named beneficiary or trust, so the estate doesn’t sell, give or dispose of it',
  goesThroughProbate:
    'That was in their name alone, so it goes through probate: the estate sells it, gives it to an heir or disposes of it',
} as const;

export const assetPlanSchema = z
  .object({
    /** null: not decided yet. */
    plan: z.enum(ASSET_PLANS, { error: ASSET_PLAN_MESSAGES.planInvalid }).nullable(),
    /** Whom it goes to, once decided; may stay blank while the heirs are being settled. */
    heirId: z.string().uuid().nullish(),
  })
  .refine((input) => !input.heirId || input.plan === 'distribute', {
    message: ASSET_PLAN_MESSAGES.heirOnlyToDistribute,
    path: ['heirId'],
  });
export type AssetPlanInput = z.input<typeof assetPlanSchema>;

/**
 * The plans that fit how the asset was held. What passes outside probate reaches its co-owner, named
 * beneficiary or trust by its own terms, so the executor has no power to sell, give or dispose of it;
 * what was theirs alone is the estate's to deal with, so it can't pass outside probate. While nobody
 * knows how it was held, any plan may be the one.
 */
export function plansThatFit(ownership: Ownership | null): readonly AssetPlan[] {
  const outside = passesOutsideProbate(ownership);
  if (outside === null) return ASSET_PLANS;
  return outside ? ['transfer'] : ASSET_PLANS.filter((plan) => plan !== 'transfer');
}

/** Why a plan doesn't fit how the asset was held (the inventory may have changed since), or null. */
export function planMisfit(plan: AssetPlan, ownership: Ownership | null): string | null {
  if (plansThatFit(ownership).includes(plan)) return null;
  return passesOutsideProbate(ownership)
    ? ASSET_PLAN_MESSAGES.passesOutsideProbate
    : ASSET_PLAN_MESSAGES.goesThroughProbate;
}

type PlannedAsset = { plan: AssetPlan | null; valueCents: number | null };

/** How many assets, and how much value, each plan covers; `undecided` is everything without one. */
export function planSummary(
  assets: readonly PlannedAsset[],
): Record<AssetPlan | 'undecided', { count: number; valueCents: number }> {
  const summary = {
    sell: { count: 0, valueCents: 0 },
    distribute: { count: 0, valueCents: 0 },
    transfer: { count: 0, valueCents: 0 },
    discard: { count: 0, valueCents: 0 },
    undecided: { count: 0, valueCents: 0 },
  };
  for (const asset of assets) {
    const sums = summary[asset.plan ?? 'undecided'];
    sums.count += 1;
    sums.valueCents += asset.valueCents ?? 0;
  }
  return summary;
}
