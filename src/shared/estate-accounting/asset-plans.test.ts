import { describe, expect, it } from 'vitest';
import {
  ASSET_PLAN_MESSAGES,
  assetPlanSchema,
  planMisfit,
  planSummary,
  plansThatFit,
} from './asset-plans.ts';

describe('assetPlanSchema', () => {
  const heirId = '0b9a4c8e-6a55-4c61-9f0a-5d7d0f1e2a33';

  it('takes a plan, an heir for a gift, or nothing decided', () => {
    expect(assetPlanSchema.parse({ plan: 'distribute', heirId })).toEqual({ plan: 'distribute', heirId });
    expect(assetPlanSchema.parse({ plan: 'sell' })).toEqual({ plan: 'sell' });
    expect(assetPlanSchema.parse({ plan: null })).toEqual({ plan: null });
  });

  it('names an heir only for an asset to be given, and knows only its four plans', () => {
    expect(assetPlanSchema.safeParse({ plan: 'sell', heirId }).error?.issues[0]?.message).toBe(
      ASSET_PLAN_MESSAGES.heirOnlyToDistribute,
    );
    expect(assetPlanSchema.safeParse({ plan: 'auction' }).error?.issues[0]?.message).toBe(
      ASSET_PLAN_MESSAGES.planInvalid,
    );
  });
});

describe('planSummary', () => {
  it('counts each plan and adds its values, an unknown value as nothing', () => {
    const summary = planSummary([
      { plan: 'sell', valueCents: 30_000_000 },
      { plan: 'sell', valueCents: 1_800_000 },
      { plan: 'distribute', valueCents: null },
      { plan: null, valueCents: 50_000 },
    ]);
    expect(summary.sell).toEqual({ count: 2, valueCents: 31_800_000 });
    expect(summary.distribute).toEqual({ count: 1, valueCents: 0 });
    expect(summary.transfer).toEqual({ count: 0, valueCents: 0 });
    expect(summary.undecided).toEqual({ count: 1, valueCents: 50_000 });
  });
});

describe('plansThatFit and planMisfit', () => {
  it('leave only the transfer for what passes outside probate, however it passes', () => {
    for (const ownership of ['joint_survivorship', 'payable_on_death', 'beneficiary', 'trust'] as const) {
      expect(plansThatFit(ownership)).toEqual(['transfer']);
      expect(planMisfit('transfer', ownership)).toBeNull();
      for (const plan of ['sell', 'distribute', 'discard'] as const)
        expect(planMisfit(plan, ownership)).toBe(ASSET_PLAN_MESSAGES.passesOutsideProbate);
    }
  });

  it('leave out the transfer for what was theirs alone, and allow every plan while nobody knows', () => {
    expect(plansThatFit('sole')).toEqual(['sell', 'distribute', 'discard']);
    expect(planMisfit('transfer', 'sole')).toBe(ASSET_PLAN_MESSAGES.goesThroughProbate);
    expect(planMisfit('sell', 'sole')).toBeNull();
    expect(plansThatFit(null)).toEqual(['sell', 'distribute', 'transfer', 'discard']);
    expect(planMisfit('transfer', null)).toBeNull();
  });
});
