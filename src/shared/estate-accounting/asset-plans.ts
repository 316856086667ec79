import { z } from 'zod';
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
