import { formatWholeDollars } from '../inventory/money.ts';
import { listInWords } from '../text/list-in-words.ts';
import type { FamilyExemption, SmallEstateRule as SmallEstate } from './state-rules-types.ts';

/**
 * The small-estate limit in force on the date of death, in whole dollars: the law at the death decides,
 * not today's. Without a date of death, or where no earlier limit is known, the current one.
 */
export function smallEstateLimitFor(smallEstate: SmallEstate, dateOfDeath: string | null): number {
  let limitDollars = smallEstate.limitDollars;
  if (dateOfDeath === null) return limitDollars;
  for (const earlier of smallEstate.earlierLimits ?? []) {
    if (dateOfDeath >= earlier.forDeathsBefore) break;
    limitDollars = earlier.limitDollars;
  }
  return limitDollars;
}

/**
 * Which vehicles the limit leaves out for a death on this date: all, one, or none (null) where the state
 * counts them or the death came before the law left them out. Without a date of death, today's law.
 */
export function vehiclesLeftOutFor(
  smallEstate: SmallEstate,
  dateOfDeath: string | null,
): 'all' | 'one' | null {
  const rule = smallEstate.leavesOutVehicles;
  if (!rule) return null;
  if (rule.forDeathsFrom !== undefined && dateOfDeath !== null && dateOfDeath < rule.forDeathsFrom)
    return null;
  return rule.howMany;
}

const VEHICLE_WORDS = { all: ', not counting vehicles', one: ', not counting one vehicle' } as const;

/** ', not counting vehicles'; where they have a limit of their own, ', plus vehicles worth up to $100,000'. */
function vehicleWords(smallEstate: SmallEstate, dateOfDeath: string | null): string {
  const vehicles = vehiclesLeftOutFor(smallEstate, dateOfDeath);
  if (!vehicles) return '';
  const upToDollars = vehicleLimitFor(smallEstate, dateOfDeath);
  return upToDollars === null
    ? VEHICLE_WORDS[vehicles]
    : `, plus ${vehicles === 'all' ? 'vehicles' : 'one vehicle'} worth up to ${formatWholeDollars(upToDollars)}`;
}

/** The limit of their own the vehicles left out must be within, in whole dollars, or null where they have none. */
export function vehicleLimitFor(smallEstate: SmallEstate, dateOfDeath: string | null): number | null {
  if (!vehiclesLeftOutFor(smallEstate, dateOfDeath)) return null;
  return smallEstate.leavesOutVehicles?.upToDollars ?? null;
}

/** Who the spouse's higher limit is for, as every page says it. */
export const SPOUSE_LIMIT_WORDS = {
  inheritsAll: 'where a surviving spouse inherits everything',
  isSpouse: 'for a surviving spouse',
} as const;

/** Who must survive for the law to set property apart for the family (decision 102), as every page says it. */
export const FAMILY_EXEMPTIONS_FOR_WORDS = {
  spouseOrChildren: 'where a spouse or children survive',
  spouseOrChildrenUnder21: 'where a spouse or children under 21 survive',
} as const;

const FAMILY_EXEMPTION_WORDS = {
  household: 'household goods',
  booksAndPictures: 'family books and pictures',
  farm: 'farm animals and equipment',
  money: 'money',
  tuitionPlans: '529 college savings plans',
} as const;

const VEHICLE_COUNT_WORDS = { 1: 'one vehicle', 2: 'two vehicles' } as const;

/**
 * What the law sets apart for a surviving family, as every page says it: 'one vehicle worth up to $25,000, money
 * up to $25,000, …, and farm animals and equipment up to $20,000'.
 */
export function familyExemptionWords(items: readonly FamilyExemption[]): string {
  return listInWords(
    items.map((item) => {
      if (item.what === 'vehicles') {
        const cap = item.upToDollarsEach;
        const each = item.howMany > 1 ? ' each' : '';
        return `${VEHICLE_COUNT_WORDS[item.howMany]}${cap === null ? '' : ` worth up to ${formatWholeDollars(cap)}${each}`}`;
      }
      const cap = item.upToDollars === null ? '' : ` up to ${formatWholeDollars(item.upToDollars)}`;
      return `${FAMILY_EXEMPTION_WORDS[item.what]}${cap}`;
    }),
  );
}

/**
 * The limit for a death on this date as every page says it: '$208,850, not counting vehicles'; where real
 * property is weighed apart, '$75,000 of personal property and $200,000 of real property'; where the home
 * is left out, '$75,000, not counting the home'; where only personal property may pass, '$25,000 of
 * personal property, not counting one vehicle'; with a spouse's higher limit, '$35,000, or $100,000 where a
 * surviving spouse inherits everything'.
 */
export function smallEstateLimitWords(smallEstate: SmallEstate, dateOfDeath: string | null): string {
  const limit = formatWholeDollars(smallEstateLimitFor(smallEstate, dateOfDeath));
  const { realPropertyLimitDollars, leavesOutHome, realProperty } = smallEstate;
  if (realPropertyLimitDollars !== undefined)
    return `${limit} of personal property and ${formatWholeDollars(realPropertyLimitDollars)} of real property`;
  // California's counts real property toward the limit, though its affidavit passes none.
  const kind = realProperty && realProperty !== 'countedNotPassed' ? ' of personal property' : '';
  const home = leavesOutHome ? ', not counting the home' : '';
  const { spouseLimit } = smallEstate;
  const spouse = spouseLimit
    ? `, or ${formatWholeDollars(spouseLimit.limitDollars)} ${SPOUSE_LIMIT_WORDS[spouseLimit.when]}`
    : '';
  return `${limit}${kind}${home}${vehicleWords(smallEstate, dateOfDeath)}${spouse}`;
}

/**
 * What the wait runs from, as every page says it after "30 days": the death, or where the statute says so the
 * publication of the notice of the petition (Alabama §43-2-692(b)(4), decision 097), a day no page can know.
 */
export const waitingFromWords = (smallEstate: Pick<SmallEstate, 'waitingFrom'>): string =>
  smallEstate.waitingFrom === 'publishedNotice'
    ? 'after the notice of the petition is published'
    : 'after the death';

/** Where a state has no small-estate procedure on record (decision 087), as every page says it. */
export const noSmallEstateRouteWords = (stateName: string) =>
  `${stateName} has no simpler procedure for small estates that we could confirm`;

/**
 * The rule as it holds for a death with or without a will: where a will makes real property bar the
 * procedure (Louisiana) and the answers say they left one, real property bars it. Otherwise the rule itself.
 */
export function smallEstateRuleFor(
  smallEstate: SmallEstate,
  willStatus: string | null | undefined,
): SmallEstate {
  return smallEstate.realPropertyBarsWithWill && willStatus === 'Yes'
    ? { ...smallEstate, realProperty: 'bars' }
    : smallEstate;
}

/**
 * True where the answers say they left a will and the state's procedure is only for a death without one
 * (Texas, Georgia, New Jersey): the route is then closed, whatever the estate is worth.
 */
export const isRuledOutByWill = (smallEstate: SmallEstate, willStatus: string | null | undefined): boolean =>
  willStatus === 'Yes' && smallEstate.onlyWithoutWill === true;
