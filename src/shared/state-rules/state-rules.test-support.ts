import type { UsStateCode } from '../geo/us-states.ts';
import { STATE_RULES } from './state-rules.ts';
import type { SmallEstateRule } from './state-rules-types.ts';

/** A state's small-estate rule, for tests that need one; throws for a state that has none. */
export function smallEstateOf(code: UsStateCode): SmallEstateRule {
  const rule = STATE_RULES[code].smallEstate;
  if (rule === null) throw new Error(`${code} has no small-estate procedure`);
  return rule;
}

/** Every state that has a small-estate procedure, with it. */
export const SMALL_ESTATE_RULES: readonly (readonly [UsStateCode, SmallEstateRule])[] = Object.values(
  STATE_RULES,
).flatMap((row) => (row.smallEstate === null ? [] : [[row.code, row.smallEstate] as const]));
