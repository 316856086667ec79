import type { UsStateCode } from '../geo/us-states.ts';

/** Where a row's facts come from: an official page (state revenue, courts, legislature, IRS). */
export type StateRuleSource = { title: string; url: string };

/** One step of a statutory executor's fee: percent of the estate up to upToDollars (cumulative). */
export type ExecutorCompensationTier = { upToDollars: number | null; percent: number };

/** A statute's schedule for the executor's pay: see `StateRules.executorCompensation`. */
export type ExecutorCompensation = {
  /** 'California Probate Code §10800'. */
  statute: string;
  /** Plain words for the schedule and what it leaves out. */
  summary: string;
  /**
   * What the schedule's figure is: the fee itself ('set'), the least the executor receives ('minimum',
   * Missouri) or the most the court may allow ('maximum', Iowa, Arkansas). The page words it so.
   */
  bound: 'set' | 'minimum' | 'maximum';
  /** Empty where the pay is counted on money received and paid out (`countedOnMoneyInAndOut`). */
  tiers: readonly ExecutorCompensationTier[];
  /**
   * What the tiers are counted on where the statute does not count everything that goes through probate
   * (decision 097): 'withoutHome' where the protected homestead is no part of the probate estate (Florida
   * §733.607(1)); 'personalProperty' where real estate is left out, sold or not (Arkansas, Kentucky);
   * 'personalPropertyAndRealPropertySold' where real estate counts only by what it brings if it is sold
   * (Missouri, New York, Ohio, South Carolina). The Probate Calculator reads the inventory's Property items
   * as the real estate, and the item marked as their home as the homestead. Absent: the whole probate
   * estate, real estate too.
   */
  countedOn?: 'withoutHome' | 'personalProperty' | 'personalPropertyAndRealPropertySold';
  /**
   * Where real estate kept, not sold, counts at a flat percent of its value outside the tiers (Ohio §2113.35:
   * 1 %). Only with 'personalPropertyAndRealPropertySold'.
   */
  unsoldRealPropertyPercent?: number;
  /**
   * True where the statute counts the pay on the money and property the executor receives and pays out
   * while settling the estate (Alabama, Georgia, North Carolina, Texas), which the inventory alone does
   * not hold: the Probate Calculator gives the statute and its summary, and no figure (decision 085); the
   * estate account works each out (decisions 091 and 093).
   */
  countedOnMoneyInAndOut?: true;
  source: StateRuleSource;
};

/** A city or county bar's lawyer referral service, with the phone a source gave for it. */
export type LocalLawyerReferral = {
  /** Where it serves, in plain words: 'Pittsburgh (Allegheny County)'. */
  area: string;
  /** Who runs it, where the source named it. */
  name?: string;
  /**
   * What to know before calling, where a source said it and it matters: the days it takes calls, the
   * option to choose, what the first consultation costs.
   */
  beforeCalling?: string;
  /** Written "(800) 555-0100". */
  phone: string;
};

/** A state's rules that change what an estate has to do, one row per state and DC (issue #19). */
export type StateRules = {
  code: UsStateCode;
  /**
   * A final state personal income tax return for the year of death: null where the state taxes no
   * wages or salaries (AK, FL, NV, NH, SD, TN, TX, WA, WY).
   */
  incomeTax: {
    returnName: string;
    url: string;
    /**
     * When the return for the year of death is due in the following year, 'MM-DD' (Tax Document
     * Organizer, issue 23): April 15 but for DE and IA (April 30), HI (April 20), VA (May 1) and LA
     * (May 15). A weekend moves it to the Monday; a state holiday (Patriots' Day in MA and ME) can too.
     */
    dueMonthDay: string;
  } | null;
  /** Inheritance tax, paid by some heirs: PA, NJ, KY, NE, MD (Iowa's ended for deaths from 2025). */
  inheritanceTax: {
    /** Plain words: who pays what, and who is exempt. */
    summary: string;
    /** Months after the death by which it is due. */
    dueMonths: number;
    /** Pennsylvania: 5 % off when paid within 3 months of the death. */
    earlyPaymentDiscount: { percent: number; withinMonths: number } | null;
    url: string;
  } | null;
  /** State estate tax: null where there is none. */
  estateTax: {
    exemptionDollars: number;
    url: string;
    /** Where the state's return is not due at 9 months, as the federal one is: months after the death. */
    dueMonths?: number;
  } | null;
  /**
   * The simpler route for a small estate (affidavit or summary procedure); null where no procedure set by
   * the estate's value could be confirmed (New Hampshire, whose voluntary administration is gone).
   */
  smallEstate: SmallEstateRule | null;
  /** The court that handles probate: 'Surrogate’s Court', 'Orphans’ Court Division'. */
  probateCourt: string;
  /** How long creditors have to claim once notified, in plain words: '4 months after first publication'. */
  creditorClaimPeriod: string;
  /**
   * The state courts' own self-help or forms page for probate (Legal Forms Library, issue 23); the
   * judiciary's home page, with a comment on the row and `homePageOnly`, where no such page could be
   * confirmed, so the page never promises probate forms behind a link that opens a home page.
   */
  probateSelfHelp: StateRuleSource & { homePageOnly?: true };
  /**
   * The state bar's (or the state's main) lawyer referral service (Attorney Finder, issue 23): its page,
   * and its phone number, written "(800) 555-0100", only where a source confirmed it; otherwise null and
   * the page shows only the link. Where no state service could be confirmed, the ABA's list of lawyer
   * referral programs stands in and a comment on the row says so.
   */
  lawyerReferral: {
    name: string;
    url: string;
    phone: string | null;
    /**
     * City and county bar referral services whose phone a source confirmed, where the state's own service
     * has no confirmed phone or there is none statewide (Connecticut's, Ohio's). Absent: none recorded.
     */
    local?: readonly LocalLawyerReferral[];
  };
  /**
   * The executor's (personal representative's) pay for ordinary services where a statute sets it as
   * percentages of the probate estate (Probate Calculator, issue 23, decision 068). Tiers ascend;
   * upToDollars is the cumulative top of the tier (null: everything above the tier before). Where the
   * last tier has a top, the statute leaves what lies above it to the court. Null: the state leaves it
   * to "reasonable compensation" set by the court, or no schedule could be confirmed from a source.
   */
  executorCompensation: ExecutorCompensation | null;
  /**
   * The court's fee to open probate, in whole dollars, only where a source confirmed it (decision 068);
   * null elsewhere, and the page asks the family to check with the court's clerk. highDollars is null
   * where the fee is a percentage of the estate with no upper limit (Maryland, South Carolina, Wisconsin).
   */
  probateFilingFee: {
    lowDollars: number;
    highDollars: number | null;
    note: string;
    source: StateRuleSource;
    /**
     * True where each county (parish, circuit) sets its own fee: lowDollars–highDollars then spans only
     * the counties the note names, and the page says so, so that a few counties never read as the state.
     */
    countyExamples?: true;
  } | null;
  sources: readonly StateRuleSource[];
  /** YYYY-MM-DD: the day the row was last checked against its sources. */
  checkedOn: string;
};

/**
 * One kind of property the law sets apart for a surviving family (decision 102), as the statute names it: a
 * number of vehicles, each worth up to a sum or with no cap; or household goods, family books and pictures, farm
 * animals and equipment, money, or college savings (529) plans, up to a sum in whole dollars or with no cap (null).
 */
export type FamilyExemption =
  | { what: 'vehicles'; howMany: 1 | 2; upToDollarsEach: number | null }
  | {
      what: 'household' | 'booksAndPictures' | 'farm' | 'money' | 'tuitionPlans';
      upToDollars: number | null;
    };

/** A state's simpler route for a small estate, and how it counts its limit (decisions 068, 086, 087). */
export type SmallEstateRule = {
  /** What the state calls it: 'small estate affidavit', 'summary administration'. */
  procedure: string;
  /**
   * The most an estate (as the state counts it) may be worth to use it, in whole dollars; where
   * realPropertyLimitDollars is set, the most its personal property may be worth.
   */
  limitDollars: number;
  /**
   * Where the state weighs real property apart, against a limit of its own (Arizona, Oregon, West
   * Virginia), in whole dollars. The Probate Calculator counts the inventory's Property items as the real
   * property (decision 086).
   */
  realPropertyLimitDollars?: number;
  /**
   * Where real property waits longer than the rest, in months after the death (Arizona: its affidavit for
   * real property is filed with the court after 6 months, against 30 days for the rest).
   */
  realPropertyWaitingMonths?: number;
  /**
   * True where the limit leaves out the home (the homestead, with other property protected from
   * creditors: Texas, Florida; Arkansas's homestead). The Probate Calculator then counts the inventory's Property items as the
   * home and leaves them out, and says that other land counts (decision 086).
   */
  leavesOutHome?: true;
  /** True where the procedure is only for a death without a will (Texas's small estate affidavit). */
  onlyWithoutWill?: true;
  /**
   * True where, with a will, real property bars the procedure, though without one it counts toward the limit
   * like the rest (Louisiana: a testate succession may use the affidavit only "leaving no immovable property
   * in Louisiana"). smallEstateRuleFor reads it with the answer to "Did they leave a will?".
   */
  realPropertyBarsWithWill?: true;
  /**
   * Where the limit leaves out the vehicles (California, Illinois, Nevada...) or one (Massachusetts): the
   * Probate Calculator leaves out the inventory's Vehicle items, or the most valuable one (decision 087).
   * forDeathsFrom (YYYY-MM-DD): the first deaths the rule holds for, where it came with a change in the
   * law (Illinois, 2025-08-15); earlier deaths count their vehicles. upToDollars: where the vehicles left
   * out have a limit of their own that they must be within too (Alaska: up to $100,000 of vehicles).
   */
  leavesOutVehicles?: { howMany: 'all' | 'one'; forDeathsFrom?: string; upToDollars?: number };
  /**
   * Where the limit counts only personal property (decision 087): 'bars' where the procedure can't be used
   * once real property goes through probate (Massachusetts: "an estate consisting entirely of personal
   * property"), 'notCounted' where real property is simply left out and the procedure still serves for
   * the rest (New York's SCPA 1302), 'countedNotPassed' where it counts toward the limit but the procedure
   * passes only personal property (California: Probate Code 13100's affidavit; real property takes a court
   * petition, 13150, or an affidavit filed with the court, 13200). Absent: real property counts toward the
   * limit like the rest.
   */
  realProperty?: 'bars' | 'notCounted' | 'countedNotPassed';
  /**
   * A higher limit for a surviving spouse (decision 087), in whole dollars: 'inheritsAll' where the spouse
   * must take the whole estate (Maryland, Ohio), 'isSpouse' where the spouse need only be the one using it
   * (Nevada, New Jersey). The page cannot know who inherits, so it names both limits and says when the
   * spouse's would be met. Today's figure, for any date of death.
   */
  spouseLimit?: { limitDollars: number; when: 'inheritsAll' | 'isSpouse' };
  /**
   * What the limit is measured on, where the statute takes something off the estate's value (decision 097):
   * 'lessDebts' where every debt comes off ("less liens, debt, and encumbrances": Missouri), 'lessLiens' where
   * only what is owed on loans secured by the estate's property does ("less liens and encumbrances": the
   * Uniform Probate Code's affidavit in Minnesota, South Dakota, Utah, and Washington's, Indiana's; "less
   * encumbrances": Arkansas's). Absent: the value of the assets, with nothing taken off.
   */
  measuredOn?: 'lessDebts' | 'lessLiens';
  /**
   * True where reasonable funeral expenses come off too (Indiana, IC 29-1-8-1(b)(1): "less liens, encumbrances,
   * and reasonable funeral expenses"). Only with `measuredOn`; the page says so, and counts a funeral bill the
   * inventory lists among the debts that may come off.
   */
  lessFuneralExpenses?: true;
  /**
   * What the law sets apart for a surviving family, which the limit leaves out (decision 102): Florida's exempt
   * property where a spouse or children take it (F.S. 735.201(2), 732.402), New York's where a spouse or children
   * under 21 survive (SCPA 1301(1), EPTL 5-3.1(a)). The page can't know who survives, so where the estate is over
   * the limit but what the inventory's items could give the family would bring it within, the verdict is
   * "depends", with the reason.
   */
  familyExemptions?: {
    forWhom: 'spouseOrChildren' | 'spouseOrChildrenUnder21';
    items: readonly FamilyExemption[];
  };
  /** Days before it may be used (after the death, or after `waitingFrom`); 0 when there is no wait. */
  waitingDays: number;
  /**
   * Where the wait does not run from the death: 'publishedNotice' where it runs from the publication of the
   * notice of the petition (Alabama §43-2-692(b)(4)), a day the page can't know, so it gives no date.
   */
  waitingFrom?: 'publishedNotice';
  url: string;
  /**
   * The limits earlier deaths are held to, newest first, each for deaths before the date it names
   * (YYYY-MM-DD), where the limit has changed in recent years and a source gave the earlier figure (CA,
   * DC, IL, IN). The law in force on the date of death decides, so a family settling a 2024 death must not be
   * measured against a limit raised in 2025. Absent: only the current limit is known.
   */
  earlierLimits?: readonly { limitDollars: number; forDeathsBefore: string }[];
};
