import { addDays, addMonths } from '../dates/calendar-days.ts';
import { type InventoryKind, isRealProperty } from '../inventory/inventory-kinds.ts';
import { passesOutsideProbate } from '../inventory/ownership.ts';
import {
  smallEstateLimitFor,
  vehicleLimitFor,
  vehiclesLeftOutFor,
} from '../state-rules/small-estate-limit.ts';
import type {
  ExecutorCompensation,
  ExecutorCompensationTier,
  FamilyExemption,
  SmallEstateRule,
} from '../state-rules/state-rules-types.ts';

// The Probate Calculator (issue 23, decision 068): estimates from the inventory's own values and the
// state table, never a valuation or advice. Money is integer cents throughout.

type CalculatorItem = {
  kind: InventoryKind;
  estimatedValueCents: number | null;
  isDebt: boolean;
  ownership: Parameters<typeof passesOutsideProbate>[0];
  /** A Property item marked as where they lived (decision 094); absent where a report has no use for it. */
  isHome?: boolean;
};

type Bucket = { cents: number; count: number };

export type EstateSplit = {
  /** Held in their name alone: goes through probate. */
  probate: Bucket;
  /** Joint with survivorship, POD/TOD, a named beneficiary or a trust. */
  outsideProbate: Bucket;
  /** Valued assets nobody has said how they were held yet. */
  notKnown: Bucket;
  debts: Bucket;
  /**
   * The part of probate and of not known yet that is real property: the inventory's Property items, which
   * a few states weigh against a limit of their own or leave out as the home (decision 086).
   */
  realProperty: { probateCents: number; notKnownCents: number };
  /** The part of real property marked as their home, which Texas and Florida leave out (decision 094). */
  home: { probateCents: number; notKnownCents: number };
  /**
   * The inventory's Vehicle items that go (or may go) through probate, which a few states leave out of
   * their limit, all of them or the most valuable one (decision 087): their sums, the most valuable one in
   * probate, and the most valuable one in probate or not known yet.
   */
  vehicles: {
    probateCents: number;
    notKnownCents: number;
    largestProbateCents: number;
    largestCents: number;
  };
  /**
   * The value of each asset that goes through probate, by kind, the most valuable first: what a state sets
   * apart for a surviving family is a number of vehicles, or a sum of a kind (decision 102).
   */
  probateByKind: Partial<Record<InventoryKind, number[]>>;
  /** Items (assets or debts) with no value typed in: the totals leave them out. */
  unvaluedCount: number;
  /** Assets, valued or not, still waiting for an answer to "How it was held". */
  ownershipUnansweredCount: number;
  itemCount: number;
};

const emptyBucket = (): Bucket => ({ cents: 0, count: 0 });

export type EstateBucket = 'probate' | 'outsideProbate' | 'notKnown' | 'debts';

/** Where an item counts: a debt, or an asset by how it was held (not known while nobody has said). */
export function estateBucketOf(item: Pick<CalculatorItem, 'isDebt' | 'ownership'>): EstateBucket {
  if (item.isDebt) return 'debts';
  const outside = passesOutsideProbate(item.ownership);
  if (outside === null) return 'notKnown';
  return outside ? 'outsideProbate' : 'probate';
}

/** Splits the inventory into probate, outside probate and not known yet; debts apart. */
export function splitEstate(items: readonly CalculatorItem[]): EstateSplit {
  const split: EstateSplit = {
    probate: emptyBucket(),
    outsideProbate: emptyBucket(),
    notKnown: emptyBucket(),
    debts: emptyBucket(),
    realProperty: { probateCents: 0, notKnownCents: 0 },
    home: { probateCents: 0, notKnownCents: 0 },
    vehicles: { probateCents: 0, notKnownCents: 0, largestProbateCents: 0, largestCents: 0 },
    probateByKind: {},
    unvaluedCount: 0,
    ownershipUnansweredCount: 0,
    itemCount: items.length,
  };
  for (const item of items) {
    if (!item.isDebt && item.ownership === null) split.ownershipUnansweredCount += 1;
    if (item.estimatedValueCents === null) {
      split.unvaluedCount += 1;
      continue;
    }
    const where = estateBucketOf(item);
    split[where].cents += item.estimatedValueCents;
    split[where].count += 1;
    if (isRealProperty(item.kind) && (where === 'probate' || where === 'notKnown')) {
      const key = where === 'probate' ? 'probateCents' : 'notKnownCents';
      split.realProperty[key] += item.estimatedValueCents;
      if (item.isHome) split.home[key] += item.estimatedValueCents;
    }
    if (item.kind === 'vehicle' && (where === 'probate' || where === 'notKnown'))
      addVehicle(split.vehicles, item.estimatedValueCents, where === 'probate');
    if (where === 'probate') {
      const values = split.probateByKind[item.kind] ?? [];
      values.push(item.estimatedValueCents);
      split.probateByKind[item.kind] = values;
    }
  }
  for (const values of Object.values(split.probateByKind)) values.sort((one, other) => other - one);
  return split;
}

function addVehicle(vehicles: EstateSplit['vehicles'], cents: number, inProbate: boolean): void {
  if (inProbate) {
    vehicles.probateCents += cents;
    vehicles.largestProbateCents = Math.max(vehicles.largestProbateCents, cents);
  } else vehicles.notKnownCents += cents;
  vehicles.largestCents = Math.max(vehicles.largestCents, cents);
}

/**
 * 'within': the probate assets, even with every not-known one counted in, are at or under the limit.
 * 'depends': the probate assets are within it, but the not-known ones could take it over.
 * 'over': the probate assets alone are over it.
 * Where the state weighs real property apart, each part is held to its own limit, and one part over is
 * over; where it leaves the home out, only the rest is held to the limit (decision 086). Vehicles the state
 * leaves out come off what is held to it, and where they have a limit of their own they are held to that
 * (decision 087). Over the limit, yet within it were the debts listed secured loans (decision 097), or without
 * what the law could set apart for a surviving family (decision 102), is 'depends'.
 */
type LimitVerdict = 'within' | 'depends' | 'over';
/**
 * The limit's verdict, or 'hasRealProperty' where the procedure is only for personal property and real
 * property goes through probate; where real property is only not known yet, 'within' becomes 'depends'.
 */
type SmallEstateVerdict = LimitVerdict | 'hasRealProperty';

/** What goes through probate of one part so far, and what could if the items not known yet belong to it. */
type PartCents = { cents: number; couldBeUpToCents: number };

export type SmallEstateEstimate = {
  verdict: SmallEstateVerdict;
  /** How what is held to the limit compares with it, real property's bar and the vehicles' own limit aside. */
  limitVerdict: LimitVerdict;
  /** The limit in force on the date of death (the current one without a date). */
  limitDollars: number;
  /** The current limit, which differs from limitDollars when the law changed after the death. */
  currentLimitDollars: number;
  /** What goes through probate so far. */
  probateCents: number;
  /** What probate could be at most: probate plus not known yet. */
  couldBeUpToCents: number;
  /**
   * The first day the procedure may be used; null without a date of death, or where the wait runs from a day
   * the inventory can't know (Alabama's published notice, `waitingFrom`).
   */
  earliestDate: string | null;
  /**
   * How the state counts its limit: the estate whole, real property apart, without the home, or the
   * personal property alone, with real property barring the procedure or simply not counted.
   */
  counts: 'whole' | 'realPropertyApart' | 'homeLeftOut' | 'realPropertyBars' | 'realPropertyNotCounted';
  /**
   * Unless the estate counts whole: the real property (the inventory's Property items) and the personal
   * property, each apart.
   */
  parts: { realProperty: PartCents; personalProperty: PartCents } | null;
  /** Where the state leaves vehicles out: which, and their value; null where they count. */
  vehiclesLeftOut: (PartCents & { howMany: 'all' | 'one' }) | null;
  /**
   * Where the vehicles left out have a limit of their own (Alaska): it, and how they compare with it; the
   * verdict is over if they are. Null elsewhere.
   */
  vehicleLimit: { limitDollars: number; verdict: LimitVerdict } | null;
  /**
   * What is held to limitDollars: the estate or its personal property, without what the state leaves out, and
   * less the debts listed where the state takes every debt off (Missouri).
   */
  counted: PartCents;
  /**
   * Where the limit is measured less debts or liens (`measuredOn`, decision 097): the debts the inventory lists,
   * and, less liens, whether an estate over the limit would be within it were every debt listed secured on its
   * property; the verdict then says it depends. Null where the state takes nothing off.
   */
  takenOff: {
    measuredOn: 'lessDebts' | 'lessLiens';
    debtsCents: number;
    /** What is held to the limit less every debt listed: the figure itself where all come off. */
    lessDebtsCents: number;
    withinLessLiens: boolean;
  } | null;
  /**
   * Where the limit leaves out what the law sets apart for a surviving family (`familyExemptions`, decision 102):
   * who must survive, the most the items going through probate could give them, and whether an estate over the
   * limit would be within it without that; the verdict then says it depends. Null where the state sets none apart.
   */
  familyExemptions: {
    forWhom: NonNullable<SmallEstateRule['familyExemptions']>['forWhom'];
    upToCents: number;
    withinLessExemptions: boolean;
  } | null;
  /** Where a surviving spouse has a higher limit: the verdict against it; null elsewhere. */
  spouseVerdict: SmallEstateVerdict | null;
  /** Where real property waits longer (`realPropertyWaitingMonths`): its first day; null without a date of death. */
  realPropertyEarliestDate: string | null;
  /**
   * Where the state leaves the home out: true while Property items go (or may go) through probate and none
   * is marked as their home, so all of them count and the page asks for the home to be marked.
   */
  homeNotMarked: boolean;
};

export function estimateSmallEstate(
  split: EstateSplit,
  smallEstate: SmallEstateRule,
  dateOfDeath: string | null,
): SmallEstateEstimate {
  const limitDollars = smallEstateLimitFor(smallEstate, dateOfDeath);
  const whole: PartCents = {
    cents: split.probate.cents,
    couldBeUpToCents: split.probate.cents + split.notKnown.cents,
  };
  const { realPropertyLimitDollars } = smallEstate;
  const counts = countsOf(smallEstate);
  // Where the state leaves the home out, the part weighed apart is the home alone: other land counts.
  const apart = counts === 'homeLeftOut' ? split.home : split.realProperty;
  const realProperty: PartCents = {
    cents: apart.probateCents,
    couldBeUpToCents: apart.probateCents + apart.notKnownCents,
  };
  const personalProperty: PartCents = {
    cents: whole.cents - realProperty.cents,
    couldBeUpToCents: whole.couldBeUpToCents - realProperty.couldBeUpToCents,
  };
  const realPropertyHeld: [PartCents, number][] =
    realPropertyLimitDollars === undefined ? [] : [[realProperty, realPropertyLimitDollars * 100]];
  const vehiclesLeftOut = vehiclesLeftOutOf(split.vehicles, vehiclesLeftOutFor(smallEstate, dateOfDeath));
  const base = counts === 'whole' ? whole : personalProperty;
  const gross: PartCents = {
    cents: base.cents - (vehiclesLeftOut?.cents ?? 0),
    couldBeUpToCents: base.couldBeUpToCents - (vehiclesLeftOut?.couldBeUpToCents ?? 0),
  };
  const { measuredOn, familyExemptions } = smallEstate;
  const debtsCents = split.debts.cents;
  // Missouri weighs the estate "less liens, debt, and encumbrances": every debt listed comes off.
  const counted = measuredOn === 'lessDebts' ? lessBy(gross, debtsCents) : gross;
  const familyExemptCents = familyExemptions
    ? familyExemptCentsOf(split.probateByKind, familyExemptions.items)
    : 0;
  const vehicleLimitDollars = vehicleLimitFor(smallEstate, dateOfDeath);
  const vehiclesHeld: [PartCents, number][] =
    vehiclesLeftOut && vehicleLimitDollars !== null ? [[vehiclesLeftOut, vehicleLimitDollars * 100]] : [];
  const barredByRealProperty = counts === 'realPropertyBars';
  // The verdicts against a limit, in cents: the one in force on the death, or a surviving spouse's.
  const verdictsAt = (limitCents: number) => {
    const countedVerdict = verdictOf([[counted, limitCents], ...realPropertyHeld]);
    // Less liens, only a debt secured on the estate's property comes off, and the inventory can't say which
    // debt is: over the limit, yet within it were every debt listed secured, is not "over" but depends.
    const withinLessLiens =
      measuredOn === 'lessLiens' &&
      debtsCents > 0 &&
      countedVerdict === 'over' &&
      verdictOf([[lessBy(counted, debtsCents), limitCents], ...realPropertyHeld]) !== 'over';
    // What the law sets apart for a surviving family comes off only where that family survives, which the
    // inventory can't say: over the limit, yet within it without the most they could keep, depends.
    const withinLessExemptions =
      familyExemptCents > 0 &&
      countedVerdict === 'over' &&
      verdictOf([[lessBy(counted, familyExemptCents), limitCents], ...realPropertyHeld]) !== 'over';
    const limitVerdict: LimitVerdict = withinLessLiens || withinLessExemptions ? 'depends' : countedVerdict;
    const heldVerdict = worseOf(limitVerdict, verdictOf(vehiclesHeld));
    const verdict: SmallEstateVerdict =
      barredByRealProperty && realProperty.cents > 0
        ? 'hasRealProperty'
        : barredByRealProperty && realProperty.couldBeUpToCents > 0 && heldVerdict === 'within'
          ? 'depends'
          : heldVerdict;
    return { verdict, limitVerdict, withinLessLiens, withinLessExemptions };
  };
  const { verdict, limitVerdict, withinLessLiens, withinLessExemptions } = verdictsAt(limitDollars * 100);
  const { spouseLimit } = smallEstate;
  return {
    verdict,
    limitVerdict,
    limitDollars,
    currentLimitDollars: smallEstate.limitDollars,
    probateCents: whole.cents,
    couldBeUpToCents: whole.couldBeUpToCents,
    earliestDate:
      dateOfDeath === null || smallEstate.waitingFrom !== undefined
        ? null
        : addDays(dateOfDeath, smallEstate.waitingDays),
    counts,
    parts: counts === 'whole' ? null : { realProperty, personalProperty },
    vehiclesLeftOut,
    vehicleLimit:
      vehicleLimitDollars === null
        ? null
        : { limitDollars: vehicleLimitDollars, verdict: verdictOf(vehiclesHeld) },
    counted,
    takenOff: measuredOn
      ? { measuredOn, debtsCents, lessDebtsCents: lessBy(gross, debtsCents).cents, withinLessLiens }
      : null,
    familyExemptions: familyExemptions
      ? { forWhom: familyExemptions.forWhom, upToCents: familyExemptCents, withinLessExemptions }
      : null,
    // The spouse's limit is today's whatever the date of death (decision 087).
    spouseVerdict: spouseLimit ? verdictsAt(spouseLimit.limitDollars * 100).verdict : null,
    homeNotMarked:
      counts === 'homeLeftOut' &&
      realProperty.couldBeUpToCents === 0 &&
      split.realProperty.probateCents + split.realProperty.notKnownCents > 0,
    realPropertyEarliestDate:
      dateOfDeath === null || smallEstate.realPropertyWaitingMonths === undefined
        ? null
        : addMonths(dateOfDeath, smallEstate.realPropertyWaitingMonths),
  };
}

/** What is held to the limit less the debts listed, or what a family could keep, never below nothing. */
function lessBy(part: PartCents, cents: number): PartCents {
  return {
    cents: Math.max(part.cents - cents, 0),
    couldBeUpToCents: Math.max(part.couldBeUpToCents - cents, 0),
  };
}

/**
 * The inventory's kinds each sum a family may keep can come from (decision 102). The inventory has no kind for
 * household goods, books or farm equipment, so only items listed as Other can be them; money is what is in a bank
 * account. A 529 plan can't be told from other investments, and with no cap any investment would read as one, so
 * nothing is set apart for it here: the card names it.
 */
const FAMILY_EXEMPTION_KINDS: Readonly<
  Record<Exclude<FamilyExemption['what'], 'vehicles'>, readonly InventoryKind[]>
> = {
  household: ['other'],
  booksAndPictures: ['other'],
  farm: ['other'],
  money: ['bank_account'],
  tuitionPlans: [],
};

/**
 * The most the items going through probate could give a surviving family: the most valuable vehicles, as many as
 * the law allows and each up to its cap, and each sum from what is left of the kinds it can come from.
 */
function familyExemptCentsOf(
  probateByKind: EstateSplit['probateByKind'],
  items: readonly FamilyExemption[],
): number {
  const left = new Map<InventoryKind, number>();
  let total = 0;
  for (const item of items) {
    if (item.what === 'vehicles') {
      const capCents = item.upToDollarsEach === null ? Number.POSITIVE_INFINITY : item.upToDollarsEach * 100;
      for (const cents of (probateByKind.vehicle ?? []).slice(0, item.howMany))
        total += Math.min(cents, capCents);
      continue;
    }
    let capCents = item.upToDollars === null ? Number.POSITIVE_INFINITY : item.upToDollars * 100;
    for (const kind of FAMILY_EXEMPTION_KINDS[item.what]) {
      const available = left.get(kind) ?? (probateByKind[kind] ?? []).reduce((sum, cents) => sum + cents, 0);
      const taken = Math.min(capCents, available);
      left.set(kind, available - taken);
      capCents -= taken;
      total += taken;
    }
  }
  return total;
}

const VERDICT_ORDER: readonly LimitVerdict[] = ['within', 'depends', 'over'];
const worseOf = (one: LimitVerdict, other: LimitVerdict): LimitVerdict =>
  VERDICT_ORDER[Math.max(VERDICT_ORDER.indexOf(one), VERDICT_ORDER.indexOf(other))] ?? 'over';

/** Over where a part alone is over its limit; depends where the items not known yet could take one over. */
function verdictOf(held: readonly [PartCents, number][]): LimitVerdict {
  if (held.some(([part, limitCents]) => part.cents > limitCents)) return 'over';
  return held.some(([part, limitCents]) => part.couldBeUpToCents > limitCents) ? 'depends' : 'within';
}

/** How the state counts its limit, from its rule; the rules-table test keeps the ways apart. */
function countsOf({
  realPropertyLimitDollars,
  leavesOutHome,
  realProperty,
}: SmallEstateRule): SmallEstateEstimate['counts'] {
  if (realPropertyLimitDollars !== undefined) return 'realPropertyApart';
  if (leavesOutHome) return 'homeLeftOut';
  if (realProperty === 'bars') return 'realPropertyBars';
  return realProperty === 'notCounted' ? 'realPropertyNotCounted' : 'whole';
}

/** The vehicles' value the state leaves out: all of them, or the most valuable one. */
function vehiclesLeftOutOf(
  vehicles: EstateSplit['vehicles'],
  howMany: 'all' | 'one' | null,
): SmallEstateEstimate['vehiclesLeftOut'] {
  if (howMany === null) return null;
  return howMany === 'all'
    ? {
        howMany,
        cents: vehicles.probateCents,
        couldBeUpToCents: vehicles.probateCents + vehicles.notKnownCents,
      }
    : { howMany, cents: vehicles.largestProbateCents, couldBeUpToCents: vehicles.largestCents };
}

type StatutoryCompensation = {
  /** The fee on the part of the estate the schedule covers, rounded half up to a cent once, at the end. */
  feeCents: number;
  /** The part above the schedule's last tier, which the statute leaves to the court (CA above $25M). */
  leftToCourtCents: number;
};

/**
 * A statutory executor's fee on the probate estate. Each tier's percent is read as whole basis points
 * (2.5 % → 250), the exact products are summed as BigInt (cents × basis points can pass 2^53), and the
 * sum is divided by 10,000 and rounded half up once, so no fraction of a cent is rounded twice. A flat
 * percent of another amount (Ohio's 1 % of real estate kept) joins the sum before that one rounding.
 */
export function statutoryCompensation(
  estateCents: number,
  tiers: readonly ExecutorCompensationTier[],
  flat: { cents: number; percent: number } | null = null,
): StatutoryCompensation {
  let total = flat ? BigInt(flat.cents) * basisPoints(flat.percent) : 0n;
  let floorCents = 0;
  let leftToCourtCents = Math.max(estateCents, 0);
  for (const tier of tiers) {
    const topCents = tier.upToDollars === null ? Number.POSITIVE_INFINITY : tier.upToDollars * 100;
    const portion = Math.max(Math.min(estateCents, topCents) - floorCents, 0);
    total += BigInt(portion) * basisPoints(tier.percent);
    leftToCourtCents -= portion;
    if (tier.upToDollars === null) break;
    floorCents = topCents;
  }
  return { feeCents: Number((total + 5_000n) / 10_000n), leftToCourtCents };
}

const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));

/** The executor's fee on one view of the estate: what goes through probate so far, or with every item not known yet. */
export type CompensationFigure = StatutoryCompensation & {
  /** What the tiers are counted on: the whole probate estate, without the home, or its personal property. */
  baseCents: number;
  /** The Property items (or the home) the statute leaves out of the tiers. */
  leftOutCents: number;
};

export type CompensationEstimate = {
  /**
   * What the statute leaves out of the tiers (decision 097), where the inventory lists any of it: real estate
   * not sold ('realProperty', counted at `unsoldPercent` where the statute gives it one), the home, or nothing.
   */
  leftOut: { what: 'realProperty' | 'home'; unsoldPercent: number | null; unlessSold: boolean } | null;
  soFar: CompensationFigure;
  /** If the items not known yet go through probate too; null where none is not known yet. */
  upTo: CompensationFigure | null;
  /**
   * Where the statute leaves the home out (Florida): true while Property items go (or may go) through probate
   * and none is marked as their home, so all of them count and the page asks for the home to be marked.
   */
  homeNotMarked: boolean;
};

/**
 * The executor's statutory fee from the inventory, on what the state's row says the schedule is counted on
 * (`countedOn`, decision 097): the whole probate estate; without the home (Florida); or its personal
 * property, real estate left out unless it is sold (the inventory's Property items are taken as not sold),
 * with Ohio's 1 % of real estate kept added apart. For a row with tiers; the page words what it returns.
 */
export function estimateCompensation(
  split: EstateSplit,
  compensation: ExecutorCompensation,
): CompensationEstimate {
  const { countedOn, tiers } = compensation;
  const unsoldPercent = compensation.unsoldRealPropertyPercent ?? null;
  const apart = countedOn === 'withoutHome' ? split.home : countedOn ? split.realProperty : null;
  const figureOn = (probateCents: number, apartCents: number): CompensationFigure => {
    const baseCents = probateCents - apartCents;
    const flat = unsoldPercent === null ? null : { cents: apartCents, percent: unsoldPercent };
    return { ...statutoryCompensation(baseCents, tiers, flat), baseCents, leftOutCents: apartCents };
  };
  const soFar = figureOn(split.probate.cents, apart?.probateCents ?? 0);
  const upTo =
    split.notKnown.cents > 0
      ? figureOn(
          split.probate.cents + split.notKnown.cents,
          (apart?.probateCents ?? 0) + (apart?.notKnownCents ?? 0),
        )
      : null;
  const leftOutCents = (upTo ?? soFar).leftOutCents;
  const realPropertyCents = split.realProperty.probateCents + split.realProperty.notKnownCents;
  return {
    leftOut:
      countedOn && leftOutCents > 0
        ? {
            what: countedOn === 'withoutHome' ? 'home' : 'realProperty',
            unsoldPercent,
            unlessSold: countedOn === 'personalPropertyAndRealPropertySold',
          }
        : null,
    soFar,
    upTo,
    homeNotMarked: countedOn === 'withoutHome' && leftOutCents === 0 && realPropertyCents > 0,
  };
}
