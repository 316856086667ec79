import type { RateLimitRule } from '../infra/rate-limit.ts';

/** A few drafts an evening is plenty for one family; the limit is on the model bill, not on writing. */
export const OBITUARY_DRAFT_RULE: RateLimitRule = {
  name: 'obituary_draft',
  points: 10,
  windowSeconds: 3600,
};
