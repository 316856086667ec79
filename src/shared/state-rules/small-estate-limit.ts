import { formatWholeDollars } from '../inventory/money.ts';
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

/**
 * The limit as every page says it: '$208,850'; where real property is weighed apart, '$75,000 of personal
 * property and $200,000 of real property'; where the home is left out, '$75,000, not counting the home'.
 */
export function smallEstateLimitWords(smallEstate: StateRules['smallEstate'], limitDollars: number): string {
  const { realPropertyLimitDollars, leavesOutHome } = smallEstate;
  if (realPropertyLimitDollars !== undefined)
    return `${formatWholeDollars(limitDollars)} of personal property and ${formatWholeDollars(realPropertyLimitDollars)} of real property`;
  return leavesOutHome
    ? `${formatWholeDollars(limitDollars)}, not counting the home`
    : formatWholeDollars(limitDollars);
}
