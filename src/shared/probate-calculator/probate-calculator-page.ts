import { DISPLAY_DATE, formatIsoDate } from '../dates/display-formats.ts';
import type { HubHeader, HubMessages } from '../hubs/types.ts';
import { THEIR_HOME } from '../inventory/inventory-kinds.ts';
import { formatCents, formatWholeDollars } from '../inventory/money.ts';
import {
  FAMILY_EXEMPTIONS_FOR_WORDS,
  familyExemptionWords,
  noSmallEstateRouteWords,
  SPOUSE_LIMIT_WORDS,
  waitingFromWords,
} from '../state-rules/small-estate-limit.ts';
import type { ExecutorCompensation, SmallEstateRule, StateRules } from '../state-rules/state-rules-types.ts';
import { withArticle } from '../text/article.ts';
import { capitalised } from '../text/capitalised.ts';
import { possessive } from '../text/possessive.ts';
import type { CompensationEstimate, CompensationFigure, SmallEstateEstimate } from './probate-calculator.ts';

// The words of the Probate Calculator page (/hub/legal/{lovedOneId}/probate-calculator), kept with its
// logic so they can be read and reviewed in one place (decision 068).

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** Where real property is weighed apart, what goes through probate is given part by part. */
const partsSoFar = (realPropertyCents: number, personalPropertyCents: number) =>
  `What goes through probate so far, ${formatCents(realPropertyCents)} of real property and ${formatCents(personalPropertyCents)} of personal property,`;

/** What a state leaves out of its limit, and its value, as the verdict names it. */
type LeftOut = { what: 'home' | 'realProperty' | 'vehicles' | 'oneVehicle'; cents: number };

const LEFT_OUT_WORDS: Readonly<Record<LeftOut['what'], (cents: string) => [string, string]>> = {
  home: (cents) => ['the home', `the home, worth ${cents}`],
  realProperty: (cents) => ['real property', `the ${cents} listed as Property`],
  vehicles: (cents) => ['vehicles', `the ${cents} listed as Vehicles`],
  oneVehicle: (cents) => ['one vehicle', `the most valuable item listed as Vehicles, worth ${cents}`],
};

/** Where the state weighs the estate less its debts (Missouri), what goes through probate is given less them. */
const lessDebtsSoFar = (stateName: string, debtsCents: number, restCents: number) =>
  `${stateName} weighs the estate less its debts against this limit. Less the ${formatCents(debtsCents)} of debts listed, what goes through probate is ${formatCents(restCents)} so far,`;

/** Where something is left out, what goes through probate is given without it. */
const withoutLeftOut = (stateName: string, leftOut: LeftOut, restCents: number) => {
  const [what, without] = LEFT_OUT_WORDS[leftOut.what](formatCents(leftOut.cents));
  return `${stateName} leaves ${what} out of this limit. Without ${without}, what goes through probate is ${formatCents(restCents)} so far,`;
};

/**
 * Where what is held to the limit is over it as listed, yet may be within it (debts that are secured loans, a
 * family's exempt property): the opening, with what was left out where the inventory lists any.
 */
const overAsListed = (stateName: string, leftOut: LeftOut | null, countedCents: number) =>
  leftOut
    ? `${withoutLeftOut(stateName, leftOut, countedCents)} which is over it.`
    : `What goes through probate, ${formatCents(countedCents)} so far, is over that limit.`;

type FilingFee = NonNullable<StateRules['probateFilingFee']>;

type CompensationBound = ExecutorCompensation['bound'];
/** A schedule that is a floor or a ceiling must not read as the fee itself. */
const BOUND_WORDS: Readonly<Record<CompensationBound, string>> = {
  set: 'would be about',
  minimum: 'would be at least about',
  maximum: 'could be up to about',
};

export const PROBATE_CALCULATOR_PAGE = {
  header: {
    title: 'Probate Calculator',
    subtitle: 'What goes through probate, and what it may take, estimated from the inventory',
    back: { label: 'Back to Legal Hub', to: '/hub/legal' },
  } satisfies HubHeader,
  messages: {
    loading: 'Loading...',
    loadError: 'Error loading probate calculator',
  } satisfies HubMessages,
  intro: (name: string | null, stateName: string) =>
    `This page adds up the values in ${possessive(name, 'their')} inventory and sets them beside ${stateName}’s rules. Every figure is an estimate to help you plan, not a promise.`,
  noState: (name: string | null) =>
    `We don’t know yet ${name ? `which state ${name} lived in` : 'which state’s laws apply'}. Once the state is on the profile, its rules will appear here.`,
  inventoryLoadError: 'We couldn’t load the inventory just now. Please try again in a moment.',
  tryAgain: 'Try Again',

  splitTitle: 'What goes through probate',
  splitIntro:
    'What someone owned alone, or as a tenant in common, goes through probate. Joint accounts with survivorship, payable or transfer on death accounts, anything with a named beneficiary and anything held in a trust usually pass directly to someone, unless the named person died first or the estate itself is named: then they go through probate too.',
  probateLabel: 'Goes through probate',
  probateHint: 'Owned alone, or as a tenant in common',
  outsideLabel: 'Passes outside probate',
  outsideHint: 'Joint, POD or TOD, a named beneficiary, or a trust',
  notKnownLabel: 'Not known yet',
  notKnownHint: 'How it was held has not been answered',
  debtsLabel: 'Debts, counted separately',
  debtsHint: 'Paid from the estate before anything is shared out',
  itemCount: items,
  unanswered: (count: number, name: string | null) =>
    `${items(count)} in the inventory ${count === 1 ? 'doesn’t' : 'don’t'} say yet how ${name ?? 'they'} held ${count === 1 ? 'it' : 'them'}. Answer “How it was held” on each, and this estimate will become clearer.`,
  unvalued: (count: number) =>
    `${items(count)} ${count === 1 ? 'has' : 'have'} no value yet, so the totals leave ${count === 1 ? 'it' : 'them'} out.`,
  openInventoryLabel: 'Open the inventory',
  emptyTitle: 'Start with the inventory',
  empty: (name: string | null) =>
    `Nothing is in ${possessive(name, 'their')} inventory yet. A good first step is their bank accounts, then any home, vehicles, insurance and retirement accounts: add each with an estimated value and how it was held, and the estimate will appear here.`,
  addToInventoryLabel: 'Add to the inventory',

  smallEstateTitle: 'A simpler route for a small estate',
  /** `limit` as smallEstateLimitWords says it: '$208,850', or both limits where real property is apart. */
  smallEstateLimit: (stateName: string, procedure: string, limit: string) =>
    `${stateName} allows ${withArticle(procedure)} when the estate, as the state counts it, is worth no more than ${limit}.`,
  /** `probateCourt` as the state table names it. */
  noSmallEstateRoute: (stateName: string, probateCourt: string) =>
    `${noSmallEstateRouteWords(stateName)}. The ${probateCourt} can tell you whether a shorter route fits the estate.`,
  onlyWithoutWill: (procedure: string) => `The ${procedure} is only for a death without a will.`,
  /** Where the answers say they left a will and the procedure is only without one (isRuledOutByWill). */
  ruledOutByWill: (name: string | null, procedure: string, probateCourt: string) =>
    `Your answers say ${name ?? 'they'} left a will, so the ${procedure} won’t serve here, whatever the estate is worth. The ${probateCourt} can tell you which route fits.`,
  /** Where a will makes real property bar the procedure (Louisiana). */
  realPropertyBarsWithWill: (procedure: string) =>
    `With a will, the ${procedure} can’t be used when real property goes through probate.`,
  /** How the limit treats real property, where it counts only personal property. */
  realPropertyRule: {
    bars: (procedure: string) => `The ${procedure} can’t be used when real property goes through probate.`,
    notCounted: (procedure: string) =>
      `Real property doesn’t count toward it, and the ${procedure} doesn’t pass it; the court can tell you what real property needs.`,
    countedNotPassed: (procedure: string) =>
      `Real property counts toward it, but the ${procedure} passes only personal property: a house or land takes its own court filing, which the court can tell you about.`,
  },
  /** How the state measures its limit, where it takes something off the estate's value (decision 097). */
  measuredOn: {
    lessDebts:
      'It weighs the estate less its debts, so the debts listed in the inventory are taken off here.',
    lessLiens:
      'It weighs the estate less what is still owed on loans secured by its property, such as a mortgage or a car loan.',
  },
  /** Where funeral expenses come off too (Indiana). */
  lessFuneralExpenses: 'It takes off reasonable funeral expenses too.',
  /** What the law sets apart for a surviving family, which the limit leaves out (decision 102). */
  familyExemptions: ({ forWhom, items }: NonNullable<SmallEstateRule['familyExemptions']>) =>
    `${capitalised(FAMILY_EXEMPTIONS_FOR_WORDS[forWhom])}, what the law sets apart for them doesn’t count toward it: ${familyExemptionWords(items)}.`,
  limitAtDeath: (dateOfDeath: string, currentLimitDollars: number) =>
    `That is the limit for a death on ${formatIsoDate(dateOfDeath, DISPLAY_DATE)}; for deaths since, it is ${formatWholeDollars(currentLimitDollars)}.`,
  verdictWithin: (probateCents: number) =>
    `What goes through probate, ${formatCents(probateCents)} so far, looks within that limit.`,
  verdictDepends: (probateCents: number, upToCents: number) =>
    `What goes through probate, ${formatCents(probateCents)} so far, is within that limit, but it could be up to ${formatCents(upToCents)} if the items not known yet belong to it, which would be over. Answering “How it was held” will tell.`,
  verdictOver: (probateCents: number) =>
    `What goes through probate, ${formatCents(probateCents)} so far, looks over that limit, so the usual route would be full probate.`,
  /**
   * Less liens (Washington, Minnesota...): over the limit, but within it were the debts listed loans secured on
   * the estate's property (or, in Indiana, funeral expenses), which the inventory can't tell. `opening` as
   * overAsListed says it.
   */
  verdictDependsOnLiens: (opening: string, debtsCents: number, netCents: number, lessFuneral: boolean) =>
    `${opening} But if the ${formatCents(debtsCents)} of debts listed are loans secured by the estate’s property${lessFuneral ? ' or funeral expenses' : ''}, it would be ${formatCents(netCents)}, which is within it. So it depends on what the debts are: the court’s self-help pages or an attorney can tell you.`,
  /**
   * Over the limit, but within it without what the law could set apart for a surviving family (decision 102),
   * which depends on who survives. `opening` as overAsListed says it.
   */
  verdictDependsOnFamily: (
    opening: string,
    forWhom: keyof typeof FAMILY_EXEMPTIONS_FOR_WORDS,
    upToCents: number,
    restCents: number,
  ) =>
    `${opening} But ${FAMILY_EXEMPTIONS_FOR_WORDS[forWhom]}, what the law sets apart for them doesn’t count, and here that could be up to ${formatCents(upToCents)}, which would bring it to ${formatCents(restCents)}: within the limit. So it depends on who survives them: the court’s self-help pages or an attorney can tell you.`,
  lessDebtsWithin: (stateName: string, debtsCents: number, restCents: number) =>
    `${lessDebtsSoFar(stateName, debtsCents, restCents)} which looks within it.`,
  lessDebtsDepends: (stateName: string, debtsCents: number, restCents: number, restUpToCents: number) =>
    `${lessDebtsSoFar(stateName, debtsCents, restCents)} which is within it, but it could be up to ${formatCents(restUpToCents)} if the items not known yet belong to it, which would be over. Answering “How it was held” will tell.`,
  lessDebtsOver: (stateName: string, debtsCents: number, restCents: number) =>
    `${lessDebtsSoFar(stateName, debtsCents, restCents)} which looks over it, so the usual route would be full probate.`,
  partsWithin: (realPropertyCents: number, personalPropertyCents: number) =>
    `${partsSoFar(realPropertyCents, personalPropertyCents)} looks within those limits.`,
  partsDepends: (realPropertyCents: number, personalPropertyCents: number) =>
    `${partsSoFar(realPropertyCents, personalPropertyCents)} is within those limits, but the items not known yet could take it over if they belong to it. Answering “How it was held” will tell.`,
  partsOver: (realPropertyCents: number, personalPropertyCents: number) =>
    `${partsSoFar(realPropertyCents, personalPropertyCents)} is over at least one of those limits, so the usual route would be full probate.`,
  leftOutWithin: (stateName: string, leftOut: LeftOut, restCents: number) =>
    `${withoutLeftOut(stateName, leftOut, restCents)} which looks within it.`,
  leftOutDepends: (stateName: string, leftOut: LeftOut, restCents: number, restUpToCents: number) =>
    `${withoutLeftOut(stateName, leftOut, restCents)} which is within it, but it could be up to ${formatCents(restUpToCents)} if the items not known yet belong to it, which would be over. Answering “How it was held” will tell.`,
  leftOutOver: (stateName: string, leftOut: LeftOut, restCents: number) =>
    `${withoutLeftOut(stateName, leftOut, restCents)} which looks over it, so the usual route would be full probate.`,
  hasRealProperty: (procedure: string, realPropertyCents: number) =>
    `The ${formatCents(realPropertyCents)} listed as Property goes through probate, and the ${procedure} is only for personal property, so the usual route would be full probate.`,
  hasRealPropertyWithWill: (procedure: string, realPropertyCents: number) =>
    `The ${formatCents(realPropertyCents)} listed as Property goes through probate, and with a will the ${procedure} can’t be used then, so the usual route would be full probate.`,
  realPropertyNotKnown: (procedure: string, realPropertyCents: number) =>
    `If the ${formatCents(realPropertyCents)} listed as Property goes through probate too, the ${procedure} can’t be used.`,
  answeringWillTell: 'Answering “How it was held” will tell.',
  /** Where the vehicles left out have a limit of their own (Alaska). */
  vehicleLimit: {
    within: (limitDollars: number, cents: number) =>
      `Vehicles have a limit of their own, ${formatWholeDollars(limitDollars)}, and the ${formatCents(cents)} listed as Vehicles looks within it.`,
    depends: (limitDollars: number, cents: number, upToCents: number) =>
      `Vehicles have a limit of their own, ${formatWholeDollars(limitDollars)}. The ${formatCents(cents)} listed as Vehicles so far is within it, but it could be up to ${formatCents(upToCents)} if the vehicles not known yet go through probate too, which would be over. Answering “How it was held” will tell.`,
    over: (limitDollars: number, cents: number, restIsOver: boolean) =>
      `Vehicles have a limit of their own, ${formatWholeDollars(limitDollars)}, and the ${formatCents(cents)} listed as Vehicles looks over it${restIsOver ? ' too.' : ', so the usual route would be full probate.'}`,
  },
  spouseWithin: ({ limitDollars, when }: NonNullable<SmallEstateRule['spouseLimit']>) =>
    `${capitalised(SPOUSE_LIMIT_WORDS[when])}, the limit is ${formatWholeDollars(limitDollars)}, and what goes through probate looks within it.`,
  homeCounted: `Only the Property item marked “${THEIR_HOME.label}” is left out. Land or a second home that was not where they lived counts toward the limit.`,
  homeNotMarked: (stateName: string) =>
    `${stateName} leaves the home out of this limit. If one of the items listed as Property was their home, mark it “${THEIR_HOME.label}” in the inventory; until then all of them count.`,
  realPropertyCounted:
    'Here the items listed as Property in the inventory count as real property, and everything else as personal property.',
  countsDiffer:
    'States count the limit in different ways: some leave out vehicles, a home or other kinds of property, some take off what is still owed on them, and some allow more to a surviving spouse. So this is an estimate; the court’s self-help pages or an attorney can say for sure.',
  earliestDate: (procedure: string, isoDate: string, waitingDays: number) =>
    `The ${procedure} may be used from ${formatIsoDate(isoDate, DISPLAY_DATE)}, ${waitingDays} days after the death.`,
  /** Where the wait runs from the published notice of the petition (Alabama), a day the page can't know. */
  waitAfterNotice: (procedure: string, rule: Pick<SmallEstateRule, 'waitingDays' | 'waitingFrom'>) =>
    `The ${procedure} can be used ${rule.waitingDays} days ${waitingFromWords(rule)}.`,
  realPropertyWait: (months: number, isoDate: string | null) =>
    isoDate
      ? `For real property the wait is ${months} months: from ${formatIsoDate(isoDate, DISPLAY_DATE)}.`
      : `For real property the wait is ${months} months after the death.`,
  noWait: (procedure: string) => `There is no waiting period before the ${procedure} may be used.`,
  noDateOfDeath: (waitingDays: number, name: string | null) =>
    `It may be used ${waitingDays} days after the death. Once the date of death is on ${possessive(name, 'their')} profile, the day itself will appear here.`,
  stateSourceLabel: (stateName: string) => `${stateName}’s rule for small estates`,

  timelineTitle: 'How long it typically takes',
  timelineIntro: 'Typical times, not a promise: every court and every estate is different.',
  smallRouteTitle: (procedure: string) => `By ${procedure}`,
  smallRoute: (rule: Pick<SmallEstateRule, 'waitingDays' | 'waitingFrom'>) =>
    rule.waitingDays > 0
      ? `Often a few weeks, once the ${rule.waitingDays}-day wait ${waitingFromWords(rule)} is over.`
      : 'Often a few weeks from when the papers are filed or presented.',
  fullRouteTitle: 'Through full probate',
  fullRoute: (creditorClaimPeriod: string) =>
    `Commonly 9 to 18 months, longer if there is a dispute, a house to sell or a tax return to settle. It cannot close before creditors have had their time to claim: ${creditorClaimPeriod}.`,

  compensationTitle: 'The executor’s pay',
  /** `on` as compensationOn says it: '$100,000.00 going through probate'. */
  compensationFigure: (statute: string, on: string, feeCents: number, bound: CompensationBound) =>
    `Under ${statute}, on ${on}, the executor’s fee ${BOUND_WORDS[bound]} ${formatCents(feeCents)}.`,
  /** `inAll` as compensationOn says it: '$120,000.00 in all'. */
  compensationUpTo: (inAll: string, feeCents: number, bound: CompensationBound) =>
    `If the items not known yet go through probate too (${inAll}), it ${BOUND_WORDS[bound]} ${formatCents(feeCents)}.`,
  /** What the statute leaves out of the fee, where the inventory lists it (decision 097). */
  compensationLeftOut: {
    home: (stateName: string, homeCents: number) =>
      `${stateName} leaves the protected homestead out: the home, worth ${formatCents(homeCents)}, is not part of the probate estate the fee is counted on.`,
    realProperty: (cents: number) =>
      `The ${formatCents(cents)} listed as Property is left out: the fee is counted on personal property, not on real estate.`,
    realPropertyUnlessSold: (cents: number) =>
      `The ${formatCents(cents)} listed as Property is left out while the real estate is kept. If it is sold, what the sale brings counts too.`,
    realPropertyAtPercent: (cents: number, percent: number) =>
      `That counts the ${formatCents(cents)} listed as Property at ${percent}% while the real estate is kept. If it is sold, what the sale brings counts at the full rates instead.`,
  },
  compensationHomeNotMarked: (stateName: string) =>
    `${stateName} leaves the home out of the fee. If one of the items listed as Property was their home, mark it “${THEIR_HOME.label}” in the inventory; until then all of them count.`,
  compensationOnMoneyInAndOut: (statute: string) =>
    `Under ${statute}, the executor’s pay is counted on what they receive and pay out while settling the estate, so the inventory alone can’t give it.`,
  compensationInEstateAccount:
    'The Estate Account works it out from the inventory and the money recorded there, as it comes in and goes out.',
  compensationInEstateAccountLink: 'See it in the Estate Account',
  compensationLeftToCourt: (cents: number) =>
    `The schedule stops there: for the remaining ${formatCents(cents)}, the court decides.`,
  compensationOptional:
    'An executor may take less, or nothing; a family member often does. The fee is paid from the estate and counts as taxable income.',
  reasonableCompensation: (stateName: string) =>
    `${stateName} sets no percentage by law that we could confirm. The executor may receive reasonable compensation for the work, which the court decides if the family cannot agree; a will can also set it.`,

  filingFeeTitle: 'Court filing fee',
  filingFeeRange: ({ lowDollars, highDollars, countyExamples }: FilingFee) => {
    if (highDollars === null)
      return `From ${formatWholeDollars(lowDollars)}, rising with the estate’s value.`;
    if (countyExamples)
      return `Each county sets its own. In the counties we checked it was between ${formatWholeDollars(lowDollars)} and ${formatWholeDollars(highDollars)}.`;
    return lowDollars === highDollars
      ? `${formatWholeDollars(lowDollars)}.`
      : `Between ${formatWholeDollars(lowDollars)} and ${formatWholeDollars(highDollars)}.`;
  },
  /** `probateCourt` as the state table names it, which may carry its own parentheses or commas. */
  feeNotConfirmed: (probateCourt: string) =>
    `We couldn’t confirm this fee. The ${probateCourt} that handles the estate can tell you what it is; fees vary by county and by the size of the estate.`,

  sourcesTitle: 'Sources',
  checkedOn: (isoDate: string) =>
    `These figures were last checked against their sources on ${formatIsoDate(isoDate, DISPLAY_DATE)}. Laws change, so check the source before you rely on a figure.`,
} as const;

/**
 * The small-estate verdict in words, and the line that says what counted as real property or as the home,
 * by how the state counts its limit (decisions 086, 087). Where the state leaves the home, real property or
 * vehicles out but the inventory lists none, the words are the plain ones.
 */
export function smallEstateVerdictWords(
  estimate: SmallEstateEstimate,
  stateName: string,
  rule: SmallEstateRule,
): { verdict: string; counted: string | null } {
  const words = limitVerdictWords(estimate, stateName, rule);
  // The page can't know who inherits: where only the spouse's higher limit is met, it says so.
  if (rule.spouseLimit && estimate.verdict !== 'within' && estimate.spouseVerdict === 'within')
    return {
      ...words,
      verdict: `${words.verdict} ${PROBATE_CALCULATOR_PAGE.spouseWithin(rule.spouseLimit)}`,
    };
  return words;
}

function limitVerdictWords(
  estimate: SmallEstateEstimate,
  stateName: string,
  { procedure, realPropertyBarsWithWill, lessFuneralExpenses }: SmallEstateRule,
): { verdict: string; counted: string | null } {
  const text = PROBATE_CALCULATOR_PAGE;
  const { parts, counted } = estimate;
  const realProperty = parts?.realProperty ?? { cents: 0, couldBeUpToCents: 0 };
  if (parts && estimate.counts === 'realPropertyApart') {
    const real = parts.realProperty.cents;
    const personal = parts.personalProperty.cents;
    const verdict = {
      within: text.partsWithin(real, personal),
      depends: text.partsDepends(real, personal),
      over: text.partsOver(real, personal),
    }[estimate.limitVerdict];
    return { verdict, counted: text.realPropertyCounted };
  }
  if (estimate.verdict === 'hasRealProperty')
    return {
      verdict: (realPropertyBarsWithWill ? text.hasRealPropertyWithWill : text.hasRealProperty)(
        procedure,
        realProperty.cents,
      ),
      counted: text.realPropertyCounted,
    };
  const leftOut = leftOutOf(estimate);
  // What the debts or a family's exempt property change, where they change the verdict's words.
  const takenOffOrExempt =
    takenOffWords(estimate, stateName, leftOut, lessFuneralExpenses === true) ??
    familyExemptionsWords(estimate, stateName, leftOut);
  const restWords = takenOffOrExempt
    ? takenOffOrExempt
    : leftOut
      ? {
          within: text.leftOutWithin(stateName, leftOut, counted.cents),
          depends: text.leftOutDepends(stateName, leftOut, counted.cents, counted.couldBeUpToCents),
          over: text.leftOutOver(stateName, leftOut, counted.cents),
        }[estimate.limitVerdict]
      : {
          within: text.verdictWithin(counted.cents),
          depends: text.verdictDepends(counted.cents, counted.couldBeUpToCents),
          over: text.verdictOver(counted.cents),
        }[estimate.limitVerdict];
  const vehicleWords = vehicleLimitWords(estimate);
  const limitWords = vehicleWords ? `${restWords} ${vehicleWords}` : restWords;
  // Real property not known yet bars the procedure only if it goes through probate; over a limit, it is
  // barred already.
  if (
    estimate.counts === 'realPropertyBars' &&
    realProperty.couldBeUpToCents > 0 &&
    estimate.verdict !== 'over'
  ) {
    // The debts' or the family's "depends" is about them, not the items not known yet.
    const saidAlready =
      (estimate.limitVerdict === 'depends' &&
        !estimate.takenOff?.withinLessLiens &&
        !estimate.familyExemptions?.withinLessExemptions) ||
      estimate.vehicleLimit?.verdict === 'depends';
    const tell = saidAlready ? '' : ` ${text.answeringWillTell}`;
    return {
      verdict: `${limitWords} ${text.realPropertyNotKnown(procedure, realProperty.couldBeUpToCents)}${tell}`,
      counted: text.realPropertyCounted,
    };
  }
  // Vehicles need no line: the verdict names the items it left out.
  const countedWords: Partial<Record<LeftOut['what'], string>> = {
    home: text.homeCounted,
    realProperty: text.realPropertyCounted,
  };
  if (estimate.homeNotMarked) return { verdict: limitWords, counted: text.homeNotMarked(stateName) };
  return { verdict: limitWords, counted: (leftOut && countedWords[leftOut.what]) ?? null };
}

/**
 * The verdict where the limit is measured less debts and the inventory lists some (decision 097): less every
 * debt (Missouri), or, less liens, why an estate over the limit may be within it, after what was left out (the
 * home in Arkansas). Null for the plain words.
 */
function takenOffWords(
  { takenOff, counted, limitVerdict }: SmallEstateEstimate,
  stateName: string,
  leftOut: LeftOut | null,
  lessFuneral: boolean,
): string | null {
  if (!takenOff || takenOff.debtsCents === 0) return null;
  const text = PROBATE_CALCULATOR_PAGE;
  const { debtsCents } = takenOff;
  if (takenOff.measuredOn === 'lessLiens')
    return takenOff.withinLessLiens
      ? text.verdictDependsOnLiens(
          overAsListed(stateName, leftOut, counted.cents),
          debtsCents,
          takenOff.lessDebtsCents,
          lessFuneral,
        )
      : null;
  return {
    within: text.lessDebtsWithin(stateName, debtsCents, counted.cents),
    depends: text.lessDebtsDepends(stateName, debtsCents, counted.cents, counted.couldBeUpToCents),
    over: text.lessDebtsOver(stateName, debtsCents, counted.cents),
  }[limitVerdict];
}

/**
 * The verdict where an estate over the limit would be within it without what the law could set apart for a
 * surviving family (decision 102), after what was left out (the home, real property). Null for the other words.
 */
function familyExemptionsWords(
  { familyExemptions, counted }: SmallEstateEstimate,
  stateName: string,
  leftOut: LeftOut | null,
): string | null {
  if (!familyExemptions?.withinLessExemptions) return null;
  const { forWhom, upToCents } = familyExemptions;
  return PROBATE_CALCULATOR_PAGE.verdictDependsOnFamily(
    overAsListed(stateName, leftOut, counted.cents),
    forWhom,
    upToCents,
    Math.max(counted.cents - upToCents, 0),
  );
}

/**
 * The executor's fee in words (decision 097): on what the statute counts it, what it left out and why, and the
 * line asking for the home to be marked where the state leaves the home out and none is.
 */
export function compensationWords(
  estimate: CompensationEstimate,
  { statute, bound }: Pick<ExecutorCompensation, 'statute' | 'bound'>,
  stateName: string,
): { figure: string; upTo: string | null; leftOut: string | null } {
  const text = PROBATE_CALCULATOR_PAGE;
  const { leftOut, soFar, upTo } = estimate;
  const leftOutCents = (upTo ?? soFar).leftOutCents;
  const leftOutWords = !leftOut
    ? null
    : leftOut.what === 'home'
      ? text.compensationLeftOut.home(stateName, leftOutCents)
      : leftOut.unsoldPercent !== null
        ? text.compensationLeftOut.realPropertyAtPercent(leftOutCents, leftOut.unsoldPercent)
        : leftOut.unlessSold
          ? text.compensationLeftOut.realPropertyUnlessSold(leftOutCents)
          : text.compensationLeftOut.realProperty(leftOutCents);
  return {
    figure: text.compensationFigure(statute, compensationOn(estimate, soFar, 'soFar'), soFar.feeCents, bound),
    upTo: upTo ? text.compensationUpTo(compensationOn(estimate, upTo, 'inAll'), upTo.feeCents, bound) : null,
    leftOut: estimate.homeNotMarked ? text.compensationHomeNotMarked(stateName) : leftOutWords,
  };
}

/** What a fee figure is counted on, in words: so far ('… going through probate') or with everything ('… in all'). */
function compensationOn(
  { leftOut }: CompensationEstimate,
  { baseCents, leftOutCents }: CompensationFigure,
  view: 'soFar' | 'inAll',
): string {
  const base = formatCents(baseCents);
  const tail = view === 'soFar' ? 'going through probate' : 'in all';
  if (!leftOut) return `${base} ${tail}`;
  if (leftOut.what === 'home') return `${base} ${tail} without the home`;
  const atPercent =
    leftOut.unsoldPercent !== null && leftOutCents > 0
      ? `, and ${leftOut.unsoldPercent}% of the ${formatCents(leftOutCents)} listed as Property`
      : '';
  return view === 'soFar'
    ? `the ${base} of personal property going through probate${atPercent}`
    : `${base} of personal property in all${atPercent}`;
}

/** How the vehicles left out compare with a limit of their own, where they have one and the inventory lists any. */
function vehicleLimitWords({
  vehicleLimit,
  vehiclesLeftOut,
  limitVerdict,
}: SmallEstateEstimate): string | null {
  if (!vehicleLimit || !vehiclesLeftOut || vehiclesLeftOut.couldBeUpToCents === 0) return null;
  const words = PROBATE_CALCULATOR_PAGE.vehicleLimit;
  const { limitDollars } = vehicleLimit;
  const { cents, couldBeUpToCents } = vehiclesLeftOut;
  if (vehicleLimit.verdict === 'over') return words.over(limitDollars, cents, limitVerdict === 'over');
  return vehicleLimit.verdict === 'depends'
    ? words.depends(limitDollars, cents, couldBeUpToCents)
    : words.within(limitDollars, couldBeUpToCents);
}

/** What the verdict says was left out of the limit, where the inventory lists any of it. */
function leftOutOf({ counts, parts, vehiclesLeftOut }: SmallEstateEstimate): LeftOut | null {
  const realPropertyLeftOut =
    counts === 'homeLeftOut' ? 'home' : counts === 'realPropertyNotCounted' ? 'realProperty' : null;
  if (realPropertyLeftOut && parts && parts.realProperty.couldBeUpToCents > 0)
    return { what: realPropertyLeftOut, cents: parts.realProperty.couldBeUpToCents };
  if (vehiclesLeftOut && vehiclesLeftOut.couldBeUpToCents > 0)
    return {
      what: vehiclesLeftOut.howMany === 'all' ? 'vehicles' : 'oneVehicle',
      cents: vehiclesLeftOut.couldBeUpToCents,
    };
  return null;
}
