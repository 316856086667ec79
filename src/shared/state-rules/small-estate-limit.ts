import type { StateRules } from './state-rules-types.ts';

/**
 * The small-estate limit in force on the date of death, in whole dollars: the law at the death decides,
 * not today's. Without a date of death, or where no earlier limit is known, the current one.
 */
export function smallEstateLimitFor(
  smallEstate: StateRules['smallEstate'],
  dateOfDeath: string | null,
): number {
  let limitDollars = smallEstate.limitDollars;
  if (dateOfDeath === null) return limitDollars;
  for (const earlier of smallEstate.earlierLimits ?? []) {
    if (dateOfDeath >= earlier.forDeathsBefore) break;
    limitDollars = earlier.limitDollars;
  }
  return limitDollars;
}
