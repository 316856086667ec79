import { isUsStateCode, type UsStateCode } from '../geo/us-states.ts';
import type { ExecutorCompensation, StateRules } from './state-rules-types.ts';

// One hand-kept row per state and DC (decision 039). Every figure is guidance shown under the app's
// disclaimer, not legal advice. A row's checkedOn is the day its figures were compared with its sources;
// where a figure could not be confirmed from a source that day, a comment on the row says so.
// The probate court names and creditor-claim periods are the long-standing statutory ones; unlike the
// dollar figures they were not each re-read against a source on checkedOn, so re-check them first.
// A lawyerReferral phone is given only where a source confirmed it (null otherwise: a grieving person
// will call it); where no state service could be confirmed the ABA's list stands in (decision 067).

/**
 * The federal basic exclusion amount for deaths in 2026: $15,000,000 per person, set by the One Big
 * Beautiful Bill Act (2025) and adjusted for inflation from 2027.
 * Source: https://www.irs.gov/businesses/small-businesses-self-employed/whats-new-estate-and-gift-tax
 */
export const FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS = 15_000_000;

const CHECKED_ON = '2026-11-27';

export const STATE_RULES: Readonly<Record<UsStateCode, StateRules>> = {
  AL: {
    code: 'AL',
    incomeTax: { returnName: 'Form 40', url: 'https://www.revenue.alabama.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // Not confirmed: a 2025 act (in force 2025-10-01) ties the limit to the combined homestead, exempt
    // property and family allowances, about $47,000; the State Finance Director publishes the exact
    // figure each year. The 30 days count from the publication of the notice of the petition (§43-2-692(b)(4)), not
    // from the death, so the page gives no date (decision 097).
    // The Small Estates Act is for a decedent "who owns no real property at the time of death" (the legislature's
    // synopsis of 2025's SB 106, read on 2026-12-01), so real property in their name alone bars it.
    smallEstate: {
      procedure: 'summary distribution under the Small Estates Act',
      limitDollars: 47_000,
      waitingDays: 30,
      waitingFrom: 'publishedNotice',
      realProperty: 'bars',
      url: 'https://alison.legislature.state.al.us/',
    },
    probateCourt: 'Probate Court',
    creditorClaimPeriod: '6 months after letters are issued',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Alabama Judicial System',
      url: 'https://judicial.alabama.gov/',
      homePageOnly: true,
    },
    // Phone from the Alabama State Bar’s own news releases about the service.
    lawyerReferral: {
      name: 'Alabama State Bar Lawyer Referral Service',
      url: 'https://www.alabar.org/programs/lawyer-referral-service/',
      phone: '(800) 392-5660',
    },
    sources: [
      { title: 'Alabama Department of Revenue', url: 'https://www.revenue.alabama.gov/' },
      { title: 'Alabama Legislature: Code of Alabama', url: 'https://alison.legislature.state.al.us/' },
    ],
    // Ala. Code §43-2-848, read on 2026-12-01 in a law firm's page quoting it ("2.5% of the value of all property received and 2.5% of the value of all property disbursed") and in summaries that agree (EstateExec's Alabama page, Legal Clarity).
    executorCompensation: {
      statute: 'Code of Alabama §43-2-848',
      bound: 'maximum',
      countedOnMoneyInAndOut: true,
      summary:
        'The court allows reasonable pay, weighing the work, its difficulty and the size of the estate, up to 2.5% of the value of everything the personal representative receives and 2.5% of everything paid out. It may allow more for extraordinary work; a will can set other terms.',
      tiers: [],
      source: {
        title: 'Alabama Legislature: Code of Alabama',
        url: 'https://alison.legislature.state.al.us/',
      },
    },
    // Code of Alabama 12-19-90, read in a copy of the statute (al.elaws.us) on 2026-11-29; the Jefferson County Probate Court charges $57 with its local fees.
    probateFilingFee: {
      lowDollars: 45,
      highDollars: 45,
      note: 'The probate judge’s fee under state law for probating a will or for letters of administration, with three certified copies of the letters. Most counties add their own fees on top.',
      source: { title: 'Code of Alabama §12-19-90', url: 'https://alison.legislature.state.al.us/' },
    },
    checkedOn: CHECKED_ON,
  },
  AK: {
    code: 'AK',
    incomeTax: null,
    inheritanceTax: null,
    estateTax: null,
    // AS 13.16.680 as the SSA's POMS GN 02315.037 gives it: the estate "consists only of" vehicles subject to
    // registration worth up to $100,000 and other personal property up to $50,000, so real property bars it.
    smallEstate: {
      procedure: 'affidavit for collection of personal property',
      limitDollars: 50_000,
      waitingDays: 30,
      realProperty: 'bars',
      leavesOutVehicles: { howMany: 'all', upToDollars: 100_000 },
      url: 'https://www.akleg.gov/basis/statutes.asp#13.16.680',
    },
    probateCourt: 'Superior Court',
    creditorClaimPeriod: '4 months after the first published notice',
    probateSelfHelp: {
      title: 'Alaska Court System: Self-Help Services, Probate',
      url: 'https://courts.alaska.gov/shc/probate/probate-background.htm',
    },
    // The bar runs a statewide referral service (its charter is on alaskabar.org); the public page and phone were not confirmed, so this is the bar’s home page.
    lawyerReferral: {
      name: 'Alaska Bar Association Lawyer Referral Service',
      url: 'https://alaskabar.org/',
      phone: null,
    },
    sources: [
      {
        title: 'SSA POMS GN 02315.037, Alaska small estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315037',
      },
      { title: 'Alaska Statutes 13.16.680', url: 'https://www.akleg.gov/basis/statutes.asp#13.16.680' },
      { title: 'Alaska Court System', url: 'https://courts.alaska.gov/' },
    ],
    executorCompensation: null,
    // Alaska Rules of Administration, Rule 9(b)(2)(A) as amended through 2024-11-12, read in a copy of the rule (casetext) on 2026-11-30; Alaska Legal Services’ older page still says $200, the fee before the rule was amended.
    probateFilingFee: {
      lowDollars: 250,
      highDollars: 250,
      note: 'The Superior Court’s fee for filing an estate case, set by the court’s own rules for the whole state. The court can waive it for someone who cannot afford it.',
      source: {
        title: 'Alaska Rules of Administration, Rule 9 (fee schedule)',
        url: 'https://courts.alaska.gov/',
      },
    },
    checkedOn: CHECKED_ON,
  },
  AZ: {
    code: 'AZ',
    incomeTax: { returnName: 'Form 140', url: 'https://azdor.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // A.R.S. 14-3971 as HB 2116 (2025) amended it for affidavits from 2025-06-30: an affidavit collects up to
    // $200,000 of personal property after 30 days, and another, filed with the court after 6 months,
    // transfers up to $300,000 of real property; a family may use both (read on 2026-12-01 in the Senate's
    // and House's fact sheets on the bill and in Arizona law firms' notes on it).
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 200_000,
      realPropertyLimitDollars: 300_000,
      waitingDays: 30,
      realPropertyWaitingMonths: 6,
      url: 'https://www.azleg.gov/ars/14/03971.htm',
    },
    probateCourt: 'Superior Court',
    creditorClaimPeriod: '4 months after the first published notice',
    probateSelfHelp: {
      title: 'Arizona Judicial Branch: Probate resources and forms',
      url: 'https://www.azcourts.gov/probate/',
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs. County bars (Maricopa, Pima) run their own.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Arizona)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'Arizona Revised Statutes 14-3971', url: 'https://www.azleg.gov/ars/14/03971.htm' },
      { title: 'Arizona Department of Revenue', url: 'https://azdor.gov/' },
    ],
    executorCompensation: null,
    // A.R.S. 12-284 (class C) and 12-313, read in a copy of the statute (casetext, current through 2024) on 2026-11-29; the totals seen at the counter ($191, $306 in Maricopa County) were from secondary sources only.
    probateFilingFee: {
      lowDollars: 149,
      highDollars: 149,
      note: 'The base fee under state law for a petition or application to open probate. The clerk adds state surcharges and local fees, so expect to pay more at the counter.',
      source: { title: 'Arizona Revised Statutes 12-284', url: 'https://www.azleg.gov/ars/12/00284.htm' },
    },
    checkedOn: CHECKED_ON,
  },
  AR: {
    code: 'AR',
    incomeTax: { returnName: 'Form AR1000F', url: 'https://www.dfa.arkansas.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // Ark. Code 28-41-101(a)(3) (read on 2026-12-01 in a copy of the statute; quoted again in an estate lawyer's
    // review on 2026-12-03): "(A) The value, less encumbrances, of all property … does not exceed $100,000. (B) … the
    // value of the decedent's homestead and the value of any statutory allowances for the benefit of a spouse or
    // minor children, if any, shall be excluded". Less encumbrances, only what is owed on loans secured by the
    // property comes off.
    // Older wording ("excluding the homestead of and the statutory allowances for the benefit of a spouse or minor
    // children", as Nolo quotes it) tied the homestead to a spouse or minor children; whether the current text
    // still does was not confirmed, so the home is left out whoever survives. The statutory allowances are not
    // modelled.
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 100_000,
      measuredOn: 'lessLiens',
      waitingDays: 45,
      leavesOutHome: true,
      url: 'https://www.arcourts.gov/',
    },
    probateCourt: 'Circuit Court (probate division)',
    creditorClaimPeriod: '6 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: { title: 'Arkansas Judiciary', url: 'https://www.arcourts.gov/', homePageOnly: true },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Arkansas)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      {
        title: 'Arkansas Code 28-41-101',
        url: 'https://codes.findlaw.com/ar/title-28-wills-estates-and-fiduciary-relationships/ar-code-sect-28-41-101/',
      },
      { title: 'Arkansas Department of Finance and Administration', url: 'https://www.dfa.arkansas.gov/' },
      { title: 'Arkansas Judiciary', url: 'https://www.arcourts.gov/' },
    ],
    // Ark. Code 28-48-108, read in a copy of the statute (instalawyer.io) on 2026-11-29; only one copy of the statute's text was found, and summaries agree.
    executorCompensation: {
      statute: 'Arkansas Code §28-48-108',
      bound: 'maximum',
      summary:
        'The court allows what it finds just and reasonable, up to 10% of the first $1,000, 5% of the next $4,000 and 3% of the rest. It is counted only on the personal property that passes through the executor’s hands and is fully administered; real estate is left out, though the court may allow more for substantial work on it.',
      // §28-48-108(a): "the value of the personal property passing through the hands of the personal representative".
      countedOn: 'personalProperty',
      tiers: [
        { upToDollars: 1_000, percent: 10 },
        { upToDollars: 5_000, percent: 5 },
        { upToDollars: null, percent: 3 },
      ],
      source: {
        title: 'Arkansas Code 28-48-108',
        url: 'https://instalawyer.io/laws/arkansas-code/28-48-108-compensation-of-personal',
      },
    },
    // Ark. Code 21-6-403(b)(1) and 21-6-416(b)(2), read in copies of the statutes (instalawyer.io, legalfix.com) on 2026-11-29.
    probateFilingFee: {
      lowDollars: 165,
      highDollars: 165,
      note: 'The uniform $150 circuit court filing fee plus a $15 court technology fee for a case in the probate division. It does not depend on the estate’s value.',
      source: {
        title: 'Arkansas Code 21-6-403',
        url: 'https://instalawyer.io/laws/arkansas-code/21-6-403-circuit-court-clerks',
      },
    },
    checkedOn: CHECKED_ON,
  },
  CA: {
    code: 'CA',
    incomeTax: { returnName: 'Form 540', url: 'https://www.ftb.ca.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // $208,850 for deaths on or after 2025-04-01 (Probate Code 13100, adjusted every 3 years). The earlier
    // limits were read on 2026-11-29: $184,500 from 2022-04-01 and $166,250 before it, in the Social Security
    // Administration's POMS GN 02315.041 (secure.ssa.gov); $150,000 before 2020-01-01, when AB 473 took
    // effect, in Nolo's "California Raises the Value of a Small Estate".
    // Probate Code 13050(b) leaves vehicles registered or titled under the Vehicle Code out of the estate's
    // value (read on 2026-12-01 in a copy of the statute's text on jurris.com).
    // The affidavit collects personal property only (13100); real property counts toward the limit, and passes
    // by a petition (13150) or, of small value, an affidavit filed with the court after 6 months (13200).
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 208_850,
      waitingDays: 40,
      leavesOutVehicles: { howMany: 'all' },
      realProperty: 'countedNotPassed',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=13100',
      earlierLimits: [
        { limitDollars: 184_500, forDeathsBefore: '2025-04-01' },
        { limitDollars: 166_250, forDeathsBefore: '2022-04-01' },
        { limitDollars: 150_000, forDeathsBefore: '2020-01-01' },
      ],
    },
    probateCourt: 'Superior Court (probate)',
    creditorClaimPeriod:
      '4 months after letters are issued, or 60 days after a mailed notice if that is later',
    // Named in issue 23; not seen in a stored copy of the page on checkedOn.
    probateSelfHelp: {
      title: 'California Courts Self-Help Guide: Probate',
      url: 'https://selfhelp.courts.ca.gov/probate',
    },
    // The State Bar runs no referral service itself; it certifies county and local services, listed from this page.
    // The phone is the State Bar’s directory of those services, as the California Courts’ “Finding a Lawyer” page
    // gives it (read on 2026-11-30), with (415) 538-2250 from outside California.
    lawyerReferral: {
      name: 'State Bar of California: certified lawyer referral services',
      url: 'https://www.calbar.ca.gov/public-help-topics',
      phone: '(866) 442-2529',
    },
    sources: [
      {
        title: 'California Probate Code 13100',
        url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=13100',
      },
      {
        title: 'California Probate Code 13050, property left out of the estate’s value',
        url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=13050',
      },
      { title: 'California Franchise Tax Board', url: 'https://www.ftb.ca.gov/' },
    ],
    // Probate Code 10800, read in copies of the statute on checkedOn. Above $25,000,000 the court sets the fee.
    executorCompensation: {
      statute: 'California Probate Code §10800',
      bound: 'set',
      summary:
        'For ordinary work, the law sets the executor’s fee: 4% of the first $100,000, 3% of the next $100,000, 2% of the next $800,000, 1% of the next $9,000,000 and 0.5% of the next $15,000,000. It is counted on the value of the probate estate, without taking off debts. Above $25,000,000 the court decides, and it may allow more for extraordinary work.',
      tiers: [
        { upToDollars: 100_000, percent: 4 },
        { upToDollars: 200_000, percent: 3 },
        { upToDollars: 1_000_000, percent: 2 },
        { upToDollars: 10_000_000, percent: 1 },
        { upToDollars: 25_000_000, percent: 0.5 },
      ],
      source: {
        title: 'California Probate Code 10800',
        url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=10800',
      },
    },
    // Gov. Code 70650(a), 70602.5 and 70602.6, read in copies of the statutes (legalfina.com, self-law.org) on 2026-11-29: the $355 seen before is the first part of the $435.
    probateFilingFee: {
      lowDollars: 435,
      highDollars: 435,
      note: 'The $355 fee for the first petition for letters plus two $40 supplemental fees on a first paper. It does not depend on the estate’s value; some courts add small local fees.',
      source: {
        title: 'California Government Code 70650',
        url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=70650',
      },
    },
    checkedOn: CHECKED_ON,
  },
  CO: {
    code: 'CO',
    incomeTax: { returnName: 'Form DR 0104', url: 'https://tax.colorado.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // $86,000 for deaths in 2026 (adjusted each year); not seen on a state page, only in secondary sources.
    smallEstate: {
      procedure: 'affidavit for collection of personal property',
      limitDollars: 86_000,
      waitingDays: 10,
      url: 'https://www.coloradojudicial.gov/',
    },
    probateCourt: 'District Court (in Denver, the Denver Probate Court)',
    creditorClaimPeriod: '4 months after the first published notice',
    // Read on 2026-11-29: the Judicial Branch's Trusts, Estates, Wills forms page, on its older courts.state.co.us address.
    probateSelfHelp: {
      title: 'Colorado Judicial Branch: trusts, estates and wills forms',
      url: 'https://www.courts.state.co.us/Forms/SubCategory.cfm?Category=Trusts',
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs. Local bars (such as Denver) run their own.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Colorado)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'Colorado Judicial Branch', url: 'https://www.coloradojudicial.gov/' },
      { title: 'Colorado Department of Revenue, Taxation', url: 'https://tax.colorado.gov/' },
    ],
    executorCompensation: null,
    // C.R.S. 13-32-102, read in a copy of the statute (FindLaw, current as of 2025-01-01) on 2026-11-29.
    probateFilingFee: {
      lowDollars: 199,
      highDollars: 199,
      note: 'Colorado law sets one docket fee to open a decedent’s estate, the same in every county. A small estate with no real property filed as a summary pays less ($83); supervised administration adds a further fee.',
      source: {
        title: 'Colorado Revised Statutes 13-32-102',
        url: 'https://codes.findlaw.com/co/title-13-courts-and-court-procedure/co-rev-st-sect-13-32-102/',
      },
    },
    checkedOn: CHECKED_ON,
  },
  CT: {
    code: 'CT',
    incomeTax: { returnName: 'Form CT-1040', url: 'https://portal.ct.gov/drs', dueMonthDay: '04-15' },
    inheritanceTax: null,
    // Connecticut's exemption equals the federal basic exclusion amount, so $15,000,000 for 2026.
    // Form CT-706/709 is due 6 months after the death, not 9 (the CT-706 instructions: "six months after the
    // decedent's date of death"; a 2025 guide to the CT-706/709 says the same; read 2026-12-03).
    estateTax: { exemptionDollars: 15_000_000, url: 'https://portal.ct.gov/drs', dueMonths: 6 },
    // Conn. Gen. Stat. 45a-273(a) (read on 2026-12-01 in a copy current with the 2024 sessions): $40,000 of "solely
    // owned tangible and intangible personal property", where "the decedent had no solely owned real property in
    // this state". No wait before filing; the court's decree waits 30 days after it sends the affidavit to the
    // Department of Administrative Services (45a-273(c)).
    smallEstate: {
      procedure: 'affidavit in lieu of administration (small estate)',
      limitDollars: 40_000,
      waitingDays: 0,
      realProperty: 'bars',
      url: 'https://law.justia.com/codes/connecticut/2016/title-45a/chapter-802b/section-45a-273/',
    },
    probateCourt: 'Probate Court',
    creditorClaimPeriod: '150 days after the executor or administrator is appointed',
    // The probate courts' own site, which links their forms; a deeper page was not confirmed on checkedOn.
    probateSelfHelp: { title: 'Connecticut Probate Courts', url: 'https://www.ctprobate.gov/' },
    // Referral is run by county bars, so there is no single number: the Judicial Branch's Statewide Grievance Committee page lists each program's phone, read on 2026-12-01. The programs charge a fee for a referral.
    lawyerReferral: {
      name: 'Connecticut Judicial Branch: local bar lawyer referral programs',
      url: 'https://jud.ct.gov/OCDC/faq.htm',
      phone: null,
      local: [
        { area: 'Fairfield County', phone: '(203) 335-4116' },
        { area: 'Hartford, Litchfield, Middlesex, Tolland and Windham Counties', phone: '(860) 525-6052' },
        { area: 'New Haven County', phone: '(203) 562-5750' },
        { area: 'New London County', phone: '(860) 889-9384' },
      ],
    },
    sources: [
      { title: 'Connecticut Department of Revenue Services', url: 'https://portal.ct.gov/drs' },
      { title: 'Connecticut Probate Courts', url: 'https://www.ctprobate.gov/' },
    ],
    executorCompensation: null,
    // C.G.S. 45a-107, read in a copy of the statute (casetext, amended through P.A. 18-45) on 2026-11-29; the Probate Court Administrator’s user guide (2021) agrees that the fee is owed whether or not an estate is opened.
    probateFilingFee: {
      lowDollars: 25,
      highDollars: 40_000,
      note: 'No flat fee to open an estate: the Probate Court bills a fee worked out from the estate’s value, counting half of what passes to a surviving spouse, and it is owed even when no estate is opened. It starts at $25 and stops rising at $40,000, for estates of $8,877,000 or more.',
      source: {
        title: 'Connecticut General Statutes 45a-107',
        url: 'https://www.cga.ct.gov/current/pub/chap_801b.htm#sec_45a-107',
      },
    },
    checkedOn: CHECKED_ON,
  },
  DE: {
    code: 'DE',
    // Due date read on 2026-11-29: April 30 (the Division of Revenue moved the 2016 return to May 1, 2017, April 30 being a Sunday).
    incomeTax: { returnName: 'Form PIT-RES', url: 'https://revenue.delaware.gov/', dueMonthDay: '04-30' },
    inheritanceTax: null,
    estateTax: null,
    // 12 Del. C. 2306 as the SSA's POMS GN 02315.044 gives it: the affiant states "the decedent did not own solely
    // owned real estate".
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 30_000,
      waitingDays: 30,
      realProperty: 'bars',
      url: 'https://delcode.delaware.gov/title12/c023/index.html',
    },
    probateCourt: 'Register of Wills, under the Court of Chancery',
    creditorClaimPeriod: '8 months after the death',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: { title: 'Delaware Courts', url: 'https://courts.delaware.gov/', homePageOnly: true },
    // The service is confirmed by the bar; its own page was not, so this is the bar’s home page. Phone as New
    // Castle County’s Register of Wills page gives it (newcastlede.gov, read on 2026-11-30), with (800) 773-0606
    // from Kent and Sussex counties.
    lawyerReferral: {
      name: 'Delaware State Bar Association Lawyer Referral Service',
      url: 'https://www.dsba.org/',
      phone: '(302) 478-8850',
    },
    sources: [
      {
        title: 'SSA POMS GN 02315.044, Delaware small estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315044',
      },
      {
        title: 'Delaware Code, Title 12, Chapter 23',
        url: 'https://delcode.delaware.gov/title12/c023/index.html',
      },
      { title: 'Delaware Division of Revenue', url: 'https://revenue.delaware.gov/' },
    ],
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  DC: {
    code: 'DC',
    incomeTax: { returnName: 'Form D-40', url: 'https://otr.cfo.dc.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    // The 2025 figure ($4,873,200); the 2026 inflation-adjusted figure was not found published.
    // D.C. Code §47-3705(a)(1): the return is filed "within 10 months after the death of the decedent", and the
    // Office of Tax and Revenue's page says the same (both read 2026-12-03).
    estateTax: { exemptionDollars: 4_873_200, url: 'https://otr.cfo.dc.gov/', dueMonths: 10 },
    // D.C. Act 25-696, the Strengthening Probate Administration Amendment Act of 2024, expands a small estate "to
    // include estates valued up to $80,000" (read on 2026-12-01 on code.dccouncil.gov); the Council's 2025 emergency
    // resolution applies it to deaths on or after March 21, 2025. $40,000 before (D.C. Code 20-351).
    smallEstate: {
      procedure: 'small estate proceeding',
      limitDollars: 80_000,
      waitingDays: 0,
      url: 'https://www.dccourts.gov/superior-court/probate-division',
      earlierLimits: [{ limitDollars: 40_000, forDeathsBefore: '2025-03-21' }],
    },
    probateCourt: 'Superior Court of the District of Columbia, Probate Division',
    creditorClaimPeriod: '6 months after the first published notice',
    probateSelfHelp: {
      title: 'DC Superior Court: Probate Division',
      url: 'https://www.dccourts.gov/superior-court/probate-division',
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for the District of Columbia)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      {
        title: 'D.C. Act 25-696, Strengthening Probate Administration Amendment Act of 2024',
        url: 'https://code.dccouncil.gov/us/dc/council/acts/25-696',
      },
      { title: 'DC Office of Tax and Revenue', url: 'https://otr.cfo.dc.gov/' },
      {
        title: 'DC Superior Court, Probate Division',
        url: 'https://www.dccourts.gov/superior-court/probate-division',
      },
    ],
    executorCompensation: null,
    // Probate Rule 108 on dccourts.gov, read on 2026-11-29 (a copy says as amended through October 11, 2024).
    probateFilingFee: {
      lowDollars: 0,
      highDollars: 11_300,
      note: 'Court costs paid with the petition for probate, set by the value of the estate without its real property: nothing for $500 or less, $575 between $100,000 and $500,000, up to $11,300 above $50 million. It is $25 more where the person owned real property in D.C.',
      source: {
        title: 'D.C. Superior Court Probate Rule 108: court costs',
        url: 'https://dccourts.gov/node/952',
      },
    },
    checkedOn: CHECKED_ON,
  },
  FL: {
    code: 'FL',
    incomeTax: null,
    inheritanceTax: null,
    estateTax: null,
    // No wait after the death. F.S. 735.201(2) (read on 2026-12-01 on the Legislature's site): "the value of the
    // entire estate subject to administration in this state, less the value of property exempt from the claims
    // of creditors, does not exceed $75,000", so the protected homestead is left out, and so is the exempt
    // property of 732.402(2), where a surviving spouse or, with none, the children take it (732.402(1)): "(a)
    // Household furniture, furnishings, and appliances in the decedent's usual place of abode up to a net value of
    // $20,000 as of the date of death. (b) Two motor vehicles … held in the decedent's name and regularly used by
    // the decedent or members of the decedent's immediate family as their personal motor vehicles. (c) All
    // qualified tuition programs authorized by s. 529 of the Internal Revenue Code" (quoted in an estate lawyer's
    // review on 2026-12-03, and alike in The Florida Bar Journal's article on the 2009 amendments). (d), benefits
    // paid under s. 112.1915 to a teacher's or school administrator's family, is left out of the page.
    smallEstate: {
      procedure: 'summary administration',
      limitDollars: 75_000,
      waitingDays: 0,
      leavesOutHome: true,
      familyExemptions: {
        forWhom: 'spouseOrChildren',
        items: [
          { what: 'vehicles', howMany: 2, upToDollarsEach: null },
          { what: 'household', upToDollars: 20_000 },
          { what: 'tuitionPlans', upToDollars: null },
        ],
      },
      url: 'https://www.flsenate.gov/Laws/Statutes/2025/735.201',
    },
    probateCourt: 'Circuit Court (probate division)',
    creditorClaimPeriod: '3 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: { title: 'Florida Courts', url: 'https://www.flcourts.gov/', homePageOnly: true },
    // Phone from The Florida Bar’s own news release; the public page path was not confirmed, so this is the bar’s home page.
    lawyerReferral: {
      name: 'The Florida Bar Lawyer Referral Service',
      url: 'https://www.floridabar.org/',
      phone: '(800) 342-8011',
    },
    sources: [
      { title: 'Florida Statutes 735.201', url: 'https://www.flsenate.gov/Laws/Statutes/2025/735.201' },
      {
        title: 'Florida Statutes 732.402, exempt property',
        url: 'https://www.flsenate.gov/Laws/Statutes/2025/732.402',
      },
      { title: 'Florida Courts', url: 'https://www.flcourts.gov/' },
    ],
    // Fla. Stat. 733.617, read on the Florida Legislature's page on checkedOn. §733.617(1) counts it on "the inventory
    // value of the probate estate assets", and §733.607(1) keeps the protected homestead out of what the personal
    // representative takes into possession, so the home is no part of it (decision 097).
    executorCompensation: {
      statute: 'Florida Statutes §733.617',
      bound: 'set',
      summary:
        'In a formal administration, the law presumes this commission reasonable: 3% of the first $1,000,000, 2.5% from $1,000,000 to $5,000,000, 2% from $5,000,000 to $10,000,000 and 1.5% above $10,000,000. It is counted on the inventory value of the probate estate and its income, which leaves out the protected homestead; the court may allow more for extraordinary work, and a will can set other terms.',
      countedOn: 'withoutHome',
      tiers: [
        { upToDollars: 1_000_000, percent: 3 },
        { upToDollars: 5_000_000, percent: 2.5 },
        { upToDollars: 10_000_000, percent: 2 },
        { upToDollars: null, percent: 1.5 },
      ],
      source: {
        title: 'Florida Statutes 733.617',
        url: 'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0733/Sections/0733.617.html',
      },
    },
    // Read on 2026-11-29: Florida Statutes 28.2401 sets $395 for formal administration; a county clerk's page charges $400 with its add-ons.
    probateFilingFee: {
      lowDollars: 395,
      highDollars: 400,
      note: 'Florida law sets the clerk’s fee for formal administration the same in every county; with small add-ons clerks charge about $400. Summary administration costs less.',
      source: { title: 'Clay County Clerk of Court: probate fees', url: 'https://clayclerk.com/probate/' },
    },
    checkedOn: CHECKED_ON,
  },
  GA: {
    code: 'GA',
    incomeTax: { returnName: 'Form 500', url: 'https://dor.georgia.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // Georgia has no small estate affidavit. Its petition for an order that no administration is
    // necessary has no dollar limit; the figure here is what a bank may pay family without any court
    // order (O.C.G.A. 7-1-239), best known and not confirmed from an official page.
    // O.C.G.A. 7-1-239(b): "whenever any person dies intestate having a deposit of not more than $15,000.00".
    smallEstate: {
      procedure: 'bank payment to family without administration',
      limitDollars: 15_000,
      waitingDays: 0,
      onlyWithoutWill: true,
      url: 'https://www.legis.ga.gov/',
    },
    probateCourt: 'Probate Court',
    creditorClaimPeriod: '3 months after the last published notice',
    // Read on 2026-11-29: the standard forms every Georgia probate court uses, with their instructions, from the Council of Probate Court Judges.
    probateSelfHelp: {
      title: 'Council of Probate Court Judges of Georgia: standard probate court forms',
      url: 'https://www.gaprobate.org/forms.php',
    },
    // The State Bar of Georgia says it runs no referral service; this page points to local ones and to legal aid.
    lawyerReferral: {
      name: 'State Bar of Georgia: legal aid and local lawyer referral services',
      url: 'https://www.gabar.org/publicservice/',
      phone: null,
    },
    sources: [
      { title: 'Georgia General Assembly', url: 'https://www.legis.ga.gov/' },
      { title: 'Georgia Department of Revenue', url: 'https://dor.georgia.gov/' },
    ],
    // O.C.G.A. §53-6-60, read on 2026-12-01 in summaries that agree (Legal Clarity, which cites the section on Justia; EstateExec's Georgia page; Legal Beagle), and on 2026-12-02 in the section's text (Justia, 2020 code), which the link opens.
    executorCompensation: {
      statute: 'Official Code of Georgia §53-6-60',
      bound: 'set',
      countedOnMoneyInAndOut: true,
      summary:
        'Unless the will, a contract or an agreement with the heirs sets other terms, the personal representative receives 2.5% of the money received for the estate and 2.5% of the money paid out, and 10% of the interest on money they lend in that role. For property handed to the heirs as it is, the court may allow up to 3% of its value. The court may allow more for extraordinary work.',
      tiers: [],
      source: {
        title: 'Official Code of Georgia 53-6-60 (2020 code, on Justia)',
        url: 'https://law.justia.com/codes/georgia/2020/title-53/chapter-6/article-7/section-53-6-60/',
      },
    },
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  HI: {
    code: 'HI',
    // Due date read on 2026-11-29 in the Form N-11 instructions: on or before April 20 (April 22 in 2024, the 20th being a Saturday).
    incomeTax: { returnName: 'Form N-11', url: 'https://tax.hawaii.gov/', dueMonthDay: '04-20' },
    inheritanceTax: null,
    estateTax: { exemptionDollars: 5_490_000, url: 'https://tax.hawaii.gov/' },
    // No waiting period: the affidavit of HRS 560:3-1201(a) states that the estate is within the limit, that no
    // personal representative has been applied for or appointed, and who is entitled, and nothing of time since
    // the death (the section's text in the SSA's POMS GN 02315.049, read on 2026-12-03). HRS 560:3-1201(a): vehicles "may be transferred regardless of value", so they are not counted (Nolo reads it so);
    // Hawaii probate lawyers (probatehawaii.com, jennifereplaw.com) say any real estate in their name rules the
    // affidavit out.
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 100_000,
      waitingDays: 0,
      leavesOutVehicles: { howMany: 'all' },
      realProperty: 'bars',
      url: 'https://www.courts.state.hi.us/',
    },
    probateCourt: 'Circuit Court (probate)',
    creditorClaimPeriod: '4 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Hawaii State Judiciary',
      url: 'https://www.courts.state.hi.us/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Hawaii)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      {
        title: 'SSA POMS GN 02315.049, Hawaii small estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315049',
      },
      { title: 'Hawaii Department of Taxation', url: 'https://tax.hawaii.gov/' },
      { title: 'Hawaii State Judiciary', url: 'https://www.courts.state.hi.us/' },
    ],
    // HRS 560:3-719 gives "reasonable compensation" (read in the 2006 bill HB 1756 HD1 on capitol.hawaii.gov, which quotes the section, on 2026-11-29). The percentage schedule ended in 1997 and the 2005 bill to restore it was not seen enacted; later amendments were not checked, so none is given.
    executorCompensation: null,
    // HRS 607-5(b)(14), read on 2026-12-01 in a republication of the statute as amended through 2012, whose wording matches FindLaw's copy current as of 2025-01-01 where both show it (FindLaw's cut off before the amounts). Part II's $50 on "all civil filings" probably applies too; that was not confirmed, so it is the top of the range.
    probateFilingFee: {
      lowDollars: 100,
      highDollars: 150,
      note: 'State law sets $100 for a probate or administration, paid once for each estate, the same in every circuit. The clerk may add a $50 fee charged on civil filings, and publishing the notice costs extra. A small estate the clerk settles pays 3 % of the first $100,000 instead.',
      source: {
        title: 'Hawaii Revised Statutes 607-5',
        url: 'https://codes.findlaw.com/hi/division-4-courts-and-judicial-proceedings/hi-rev-st-sect-607-5/',
      },
    },
    checkedOn: CHECKED_ON,
  },
  ID: {
    code: 'ID',
    incomeTax: { returnName: 'Form 40', url: 'https://tax.idaho.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // Idaho probate lawyers (racinelaw.net) and the affidavit's form guides say it can't be used once the estate
    // includes real estate; the statute weighs the whole estate less liens.
    smallEstate: {
      procedure: 'affidavit for collection of personal property',
      limitDollars: 100_000,
      waitingDays: 30,
      realProperty: 'bars',
      url: 'https://legislature.idaho.gov/statutesrules/idstat/title15/t15ch3/sect15-3-1201/',
    },
    probateCourt: 'District Court, Magistrate Division',
    creditorClaimPeriod: '4 months after the first published notice',
    // The courts' self-help office home page (court forms, probate among them); its probate page was not confirmed.
    probateSelfHelp: {
      title: 'Idaho Court Assistance Office: court forms and self-help',
      url: 'https://courtselfhelp.idaho.gov/',
    },
    // The bar says it runs a statewide referral service from its Boise office; the phone is that office’s, on the bar’s
    // own site, and Idaho Legal Aid Services gives the same number for the service (read on 2026-11-30). Its own page
    // was not confirmed, so this is the bar’s home page.
    lawyerReferral: {
      name: 'Idaho State Bar Lawyer Referral Service',
      url: 'https://isb.idaho.gov/',
      phone: '(208) 334-4500',
    },
    sources: [
      {
        title: 'Idaho Code 15-3-1201',
        url: 'https://legislature.idaho.gov/statutesrules/idstat/title15/t15ch3/sect15-3-1201/',
      },
      { title: 'Idaho State Tax Commission', url: 'https://tax.idaho.gov/' },
    ],
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  IL: {
    code: 'IL',
    incomeTax: { returnName: 'Form IL-1040', url: 'https://tax.illinois.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: { exemptionDollars: 4_000_000, url: 'https://illinoisattorneygeneral.gov/' },
    // $150,000 (not counting cars titled in Illinois) for deaths on or after 2025-08-15 (Public Act 104-0346).
    // Before it, $100,000 with cars counted: read on 2026-11-29 in law firms' notes on the Act (etwlawyers.com,
    // Fall 2025 newsletter; nowlinglaw.com), which say the new limit applies only to deaths from that day.
    // Public Act 104-0346 (read on 2026-12-01 on ilga.gov): for deaths from 2025-08-15, $150,000 of personal
    // property "excluding motor vehicles registered with the Secretary of State"; the affidavit transfers
    // personal property only, and Illinois practice (the Illinois Bankers Association's reading, and
    // practitioners') holds it unavailable once the estate has real estate.
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 150_000,
      waitingDays: 0,
      leavesOutVehicles: { howMany: 'all', forDeathsFrom: '2025-08-15' },
      realProperty: 'bars',
      url: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=075500050K25-1',
      earlierLimits: [{ limitDollars: 100_000, forDeathsBefore: '2025-08-15' }],
    },
    probateCourt: 'Circuit Court',
    creditorClaimPeriod: 'At least 6 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: { title: 'Illinois Courts', url: 'https://www.illinoiscourts.gov/', homePageOnly: true },
    // Read on 2026-11-29 on the Illinois State Bar Association's own page ("call 217-525-5297 or 1-800-922-8757").
    lawyerReferral: {
      name: 'Illinois State Bar Association Lawyer Referral Service',
      url: 'https://www.isba.org/public/guide/hiringalawyer',
      phone: '(800) 922-8757',
    },
    sources: [
      {
        title: 'Illinois Probate Act, 755 ILCS 5/25-1',
        url: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=075500050K25-1',
      },
      {
        title: 'Illinois Public Act 104-0346, the 2025 change to the small estate affidavit',
        url: 'https://my.ilga.gov/ftp/Public%20Acts/104/104-0346.htm',
      },
      { title: 'Illinois Attorney General, estate tax', url: 'https://illinoisattorneygeneral.gov/' },
      { title: 'Illinois Department of Revenue', url: 'https://tax.illinois.gov/' },
    ],
    executorCompensation: null,
    // Read on 2026-12-01 on two circuit clerks’ fee pages (Bond and Christian counties); each county’s clerk charges from the state’s fee schedules, so totals differ. Cook County’s could not be found.
    probateFilingFee: {
      lowDollars: 356,
      highDollars: 366,
      note: 'Each county’s circuit clerk charges its own total to open a decedent’s estate: $356 in Christian County, and $366 in Bond County, where $95 of it goes to the Guardianship and Advocacy Fund.',
      source: {
        title: 'Bond County Circuit Clerk: filing fees',
        url: 'https://bondcountyil.gov/circuit-clerk/filing-fees/',
      },
      countyExamples: true,
    },
    checkedOn: CHECKED_ON,
  },
  IN: {
    code: 'IN',
    incomeTax: { returnName: 'Form IT-40', url: 'https://www.in.gov/dor/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // IC 29-1-8-1(b)(1), as quoted in an estate lawyer's review and read in the SSA's POMS GN 02315.052 on
    // 2026-12-03: "the gross probate estate … (less liens, encumbrances, and reasonable funeral expenses) does not
    // exceed: (A) $25,000, for … an individual who dies before July 1, 2006; (B) $50,000 … after June 30, 2006,
    // and before July 1, 2022; (C) $100,000 … after June 30, 2022". The POMS gives only (B) and (C).
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 100_000,
      measuredOn: 'lessLiens',
      lessFuneralExpenses: true,
      waitingDays: 45,
      url: 'https://www.in.gov/courts/',
      earlierLimits: [
        { limitDollars: 50_000, forDeathsBefore: '2022-07-01' },
        { limitDollars: 25_000, forDeathsBefore: '2006-07-01' },
      ],
    },
    probateCourt: 'Circuit or Superior Court (probate)',
    creditorClaimPeriod: '3 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Indiana Judicial Branch',
      url: 'https://www.in.gov/courts/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Indiana)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
      // The Allen County Bar Association's own page (c. 2021), read on 2026-12-01; two newspapers give the same number.
      local: [
        {
          area: 'Fort Wayne (Allen County)',
          name: 'Allen County Bar Association Lawyer Referral',
          beforeCalling:
            'Choose 2 when the bar answers. A 30-minute consultation costs $40, paid beforehand.',
          phone: '(260) 423-2358',
        },
      ],
    },
    sources: [
      {
        title: 'SSA POMS GN 02315.052, Indiana small estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315052',
      },
      {
        title: 'Indiana Code 29-1-8-1',
        url: 'https://codes.findlaw.com/in/title-29-probate/in-code-sect-29-1-8-1.html',
      },
      { title: 'Indiana Judicial Branch', url: 'https://www.in.gov/courts/' },
      { title: 'Indiana Department of Revenue', url: 'https://www.in.gov/dor/' },
    ],
    executorCompensation: null,
    // Read on 2026-12-01 on the Harrison County clerk’s fee page (in force from 2020-07-01): Indiana’s court fees are set by state law (IC 33-37), so every county charges the same; its civil line matches Indiana Legal Help’s $157.
    probateFilingFee: {
      lowDollars: 177,
      highDollars: 205,
      note: 'Indiana law sets the fee to open a probate case the same in every county: $177, or $205 when the sheriff serves a notice.',
      source: {
        title: 'Harrison County, Indiana: case filing fees',
        url: 'https://www.harrisoncounty.in.gov/~hcnew/index.php/residents/harrison-county-indiana-court-information/harrison-county-indiana-case-filing-fees',
      },
    },
    checkedOn: CHECKED_ON,
  },
  IA: {
    code: 'IA',
    // Due date read on 2026-11-29: Iowa Code 422.21 (the last day of the fourth month) and the Department of Revenue's FAQ (April 30).
    incomeTax: { returnName: 'Form IA 1040', url: 'https://revenue.iowa.gov/', dueMonthDay: '04-30' },
    // Iowa's inheritance tax was repealed for deaths on or after 2025-01-01, so there is none here.
    inheritanceTax: null,
    estateTax: null,
    // The SSA's POMS GN 02315.053 (02-24): "There is no real property in the estate, or the real property passes ...
    // as joint tenants", and the $50,000 is the gross value of the personal property.
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 50_000,
      waitingDays: 40,
      realProperty: 'bars',
      url: 'https://www.legis.iowa.gov/docs/code/633.356.pdf',
    },
    probateCourt: 'District Court (probate)',
    creditorClaimPeriod:
      '4 months after the second published notice, or 1 month after a mailed notice if later',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Iowa Judicial Branch',
      url: 'https://www.iowacourts.gov/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Iowa)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      {
        title: 'SSA POMS GN 02315.053, Iowa small estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315053',
      },
      { title: 'Iowa Code 633.356', url: 'https://www.legis.iowa.gov/docs/code/633.356.pdf' },
      { title: 'Iowa Department of Revenue', url: 'https://revenue.iowa.gov/' },
    ],
    // Iowa Code 633.197, read in copies of the statute (law.justia.com 2017, lawserver.com 2024) on 2026-11-29.
    executorCompensation: {
      statute: 'Iowa Code §633.197',
      bound: 'maximum',
      summary:
        'The court sets a reasonable fee for ordinary services, up to 6% of the first $1,000, 4% of the next $4,000 and 2% of everything above $5,000. It is counted on the gross assets listed in the probate inventory, leaving out life insurance unless it is paid to the estate.',
      tiers: [
        { upToDollars: 1_000, percent: 6 },
        { upToDollars: 5_000, percent: 4 },
        { upToDollars: null, percent: 2 },
      ],
      source: {
        title: 'Iowa Code 633.197',
        url: 'https://law.justia.com/codes/iowa/2017/title-xv/chapter-633/section-633.197/',
      },
    },
    // Iowa Code 633.31(3)(a) as amended in 2021 (H.F. 711), read in a copy of the statute (casetext, current through 2024-03-29) on 2026-11-30.
    probateFilingFee: {
      lowDollars: 0,
      highDollars: null,
      note: 'No flat fee to open the estate: the clerk charges court costs of 0.2% of the value of the probate assets listed in the inventory, with no upper limit.',
      source: {
        title: 'Iowa Code 633.31',
        url: 'https://casetext.com/statute/code-of-iowa/title-xv-judicial-branch-and-judicial-procedures/chapter-633-probate-code/subchapter-ii-probate-court-clerk-of-probate-court-and-procedure-in-probate/part-2-clerk-of-probate-court/section-63331-calendar-court-costs-in-probate',
      },
    },
    checkedOn: CHECKED_ON,
  },
  KS: {
    code: 'KS',
    incomeTax: { returnName: 'Form K-40', url: 'https://www.ksrevenue.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 75_000,
      waitingDays: 0,
      url: 'https://www.ksrevisor.gov/statutes/chapters/ch59/059_015_0007b.html',
    },
    probateCourt: 'District Court',
    creditorClaimPeriod: '4 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Kansas Judicial Branch',
      url: 'https://www.kscourts.gov/',
      homePageOnly: true,
    },
    // The service is confirmed on ksbar.org; its public page and phone were not, so this is the bar’s home page.
    lawyerReferral: {
      name: 'Kansas Bar Association Lawyer Referral Service',
      url: 'https://www.ksbar.org/',
      phone: null,
    },
    sources: [
      {
        title: 'Kansas Statutes 59-1507b',
        url: 'https://www.ksrevisor.gov/statutes/chapters/ch59/059_015_0007b.html',
      },
      { title: 'Kansas Department of Revenue', url: 'https://www.ksrevenue.gov/' },
    ],
    executorCompensation: null,
    // K.S.A. 59-104, read in the revisor’s copy on 2026-12-01: $109.50 to probate an estate or a will, and the Supreme Court may add up to $22 "through June 30, 2025"; Leavenworth County lists $131.50. Whether the $22 was renewed after that date could not be confirmed, so both are given (in whole dollars, rounded up).
    probateFilingFee: {
      lowDollars: 110,
      highDollars: 132,
      note: 'State law sets $109.50 to probate an estate or a will, the same in every county, and the Supreme Court has added up to $22 to it, which makes $131.50. Ask the clerk which applies now.',
      source: {
        title: 'Kansas Statutes 59-104',
        url: 'https://www.ksrevisor.org/statutes/chapters/ch59/059_001_0004.html',
      },
    },
    checkedOn: CHECKED_ON,
  },
  KY: {
    code: 'KY',
    incomeTax: { returnName: 'Form 740', url: 'https://revenue.ky.gov/', dueMonthDay: '04-15' },
    inheritanceTax: {
      summary:
        'Paid by some heirs. A spouse, parents, children, grandchildren and brothers and sisters pay nothing. Nieces, nephews, aunts, uncles and in-laws pay 4% to 16%, and everyone else 6% to 16%. It is 5% less when paid within 9 months of the death.',
      dueMonths: 18,
      // KRS 140.210(1): "If they are paid within nine (9) months, a discount of five percent (5%) shall be
      // allowed"; the Department of Revenue's page says the same (both read 2026-12-03).
      earlyPaymentDiscount: { percent: 5, withinMonths: 9 },
      url: 'https://revenue.ky.gov/Individual/Inheritance-Estate-Tax/Pages/default.aspx',
    },
    estateTax: null,
    // KRS 391.030(1)(c) (as amended in force 2020-07-15): $30,000, for the surviving spouse, or the children where
    // there is none, or a creditor who paid the funeral. Read on 2026-12-02: the section's text (Justia, 2022 code)
    // sets apart "Personal property or money on hand or in a bank"; the SSA's POMS GN 02315.055 has KRS 395.455
    // transfer "the decedent's personal estate"; and a Louisville law firm's page (2023) says real estate is not
    // counted. Real estate descends to the heirs (KRS 391.010), so it doesn't count and doesn't bar the order.
    smallEstate: {
      procedure: 'order dispensing with administration',
      limitDollars: 30_000,
      waitingDays: 0,
      realProperty: 'notCounted',
      url: 'https://law.justia.com/codes/kentucky/2022/chapter-391/section-391-030/',
    },
    probateCourt: 'District Court',
    creditorClaimPeriod: '6 months after the executor or administrator is appointed',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Kentucky Court of Justice',
      url: 'https://www.kycourts.gov/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs. The Louisville Bar Association runs the Kentucky Lawyer Referral Service.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Kentucky)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'Kentucky Department of Revenue', url: 'https://revenue.ky.gov/' },
      { title: 'Kentucky Court of Justice', url: 'https://www.kycourts.gov/' },
    ],
    // KRS 395.150, read on 2026-12-01 in two copies of the statute's text (USLegal, self-law.org); EstateExec's Kentucky page agrees. The legislature's page for the section was not read, so this links to its statutes index.
    executorCompensation: {
      statute: 'Kentucky Revised Statutes §395.150',
      bound: 'maximum',
      summary:
        'The executor’s pay may not be more than 5% of the value of the personal property, plus 5% of the income the estate collects. Real estate is not counted, and the figure here leaves it out. The court may allow more for unusual work, or for work on real estate.',
      // KRS 395.150: "five percent (5%) of the value of the personal estate".
      countedOn: 'personalProperty',
      tiers: [{ upToDollars: null, percent: 5 }],
      source: {
        title: 'Kentucky Revised Statutes, Chapter 395',
        url: 'https://apps.legislature.ky.gov/law/statutes/',
      },
    },
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  LA: {
    code: 'LA',
    // Due date read on 2026-11-29: the 15th day of the fifth month (May 15), in several summaries of the Department of Revenue's rule; its own page was not read.
    incomeTax: { returnName: 'Form IT-540', url: 'https://revenue.louisiana.gov/', dueMonthDay: '05-15' },
    inheritanceTax: null,
    estateTax: null,
    // La. C.C.P. 3421, 3431 (legis.la.gov, read on 2026-12-01): $125,000 of property in Louisiana, valued as of
    // the death; immovable property may pass by the affidavit without a will, but with one only where there is
    // none in Louisiana. The 90-day wait some form sites give before recording is in none of arts. 3431 to 3434
    // as read on legis.la.gov on 2026-12-02 (their only periods are notices to heirs and legatees who don't sign).
    smallEstate: {
      procedure: 'small succession affidavit',
      limitDollars: 125_000,
      waitingDays: 0,
      realPropertyBarsWithWill: true,
      url: 'https://legis.la.gov/legis/LawPrint.aspx?d=111765',
    },
    probateCourt: 'District Court (succession proceedings)',
    creditorClaimPeriod: 'No single deadline; debts are paid from the estate before the heirs receive it',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: { title: 'Louisiana Supreme Court', url: 'https://www.lasc.org/', homePageOnly: true },
    // Referral is run by local bars; this state bar page points to them.
    lawyerReferral: {
      name: 'Louisiana State Bar Association: finding an attorney',
      url: 'https://www.lsba.org/ATJ/ATJSelfRepresentedLitigants.aspx',
      phone: null,
    },
    sources: [
      { title: 'Louisiana State Legislature', url: 'https://legis.la.gov/' },
      { title: 'Louisiana Department of Revenue', url: 'https://revenue.louisiana.gov/' },
    ],
    // La. C.C.P. art. 3351, read on 2026-12-01 in summaries that quote it alike (EstateExec's Louisiana page, executorfees.com, a succession lawyer's page); the legislature's page for the article was not read.
    executorCompensation: {
      statute: 'Louisiana Code of Civil Procedure art. 3351',
      bound: 'set',
      summary:
        'Where the will sets no pay, and the surviving spouse and heirs have agreed none, the succession representative receives 2.5% of the amount of the inventory. The court may allow more when that is not enough, and it is paid when the final account is approved.',
      tiers: [{ upToDollars: null, percent: 2.5 }],
      source: { title: 'Louisiana State Legislature', url: 'https://legis.la.gov/' },
    },
    // Read on 2026-12-01 on three parish clerks’ pages: St. Charles (in force from 2014-04-11), Caldwell (2017-08-01) and Union (2023-07-20). Each clerk sets an advance deposit under La. R.S. 13:841 and draws the costs from it.
    probateFilingFee: {
      lowDollars: 350,
      highDollars: 500,
      note: 'Each parish clerk of court asks for a deposit when the succession is filed and takes the costs from it: $350 in Caldwell Parish, $425 in Union Parish, $500 in St. Charles Parish. The clerk asks for more if it runs out and refunds what is left.',
      source: {
        title: 'St. Charles Parish Clerk of Court: civil and probate filing fees',
        url: 'https://www.scpclerkofcourt.com/fees/civil-probate-filing-fees/',
      },
      countyExamples: true,
    },
    checkedOn: CHECKED_ON,
  },
  ME: {
    code: 'ME',
    incomeTax: { returnName: 'Form 1040ME', url: 'https://www.maine.gov/revenue/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    // The 2025 figure ($7,000,000); Maine Revenue Services' 2026 figure was not found published.
    estateTax: {
      exemptionDollars: 7_000_000,
      url: 'https://www.maine.gov/revenue/taxes/income-estate-tax/estate-tax-706me',
    },
    // Not confirmed: since P.L. 2025 c. 76, 18-C §3-1201 reads "$40,000, adjusted for inflation" (§1-108), a
    // figure published each year and not found for 2025 or 2026, so $40,000 errs toward "over". Real property
    // counts toward it ("the entire estate"), though the affidavit passes only personal property.
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 40_000,
      waitingDays: 30,
      url: 'https://legislature.maine.gov/statutes/18-C/title18-Csec3-1201.html',
    },
    probateCourt: 'Probate Court (county)',
    creditorClaimPeriod: '4 months after the first published notice',
    // The probate courts' own site, which links their forms; a deeper page was not confirmed on checkedOn.
    probateSelfHelp: { title: 'Maine Probate Courts', url: 'https://www.maine.gov/probate/' },
    // Phone not confirmed.
    lawyerReferral: {
      name: 'Maine State Bar Association Lawyer Referral Service',
      url: 'https://www.mainebar.org/lawyer-referral/mission.aspx',
      phone: null,
    },
    sources: [
      {
        title: 'Maine Revenue Services, estate tax (706ME)',
        url: 'https://www.maine.gov/revenue/taxes/income-estate-tax/estate-tax-706me',
      },
      {
        title: 'Maine Revised Statutes, Title 18-C, 3-1201',
        url: 'https://legislature.maine.gov/statutes/18-C/title18-Csec3-1201.html',
      },
    ],
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  MD: {
    code: 'MD',
    incomeTax: { returnName: 'Form 502', url: 'https://www.marylandtaxes.gov/', dueMonthDay: '04-15' },
    // Collected through the estate by the Register of Wills, with the first account, which is due
    // 9 months after the personal representative is appointed; dueMonths is that figure.
    inheritanceTax: {
      summary:
        'Paid on what passes to people who are not close family: 10%. A spouse, children and their descendants, parents, grandparents, brothers and sisters and stepchildren pay nothing. It is paid through the estate, with its accounts.',
      dueMonths: 9,
      earlyPaymentDiscount: null,
      url: 'https://registers.maryland.gov/',
    },
    estateTax: { exemptionDollars: 5_000_000, url: 'https://www.marylandtaxes.gov/' },
    // Est. & Trusts 5-601(c) (read on 2026-12-01 on mgaleg.maryland.gov): $100,000 "If the surviving spouse is the
    // sole legatee or heir of the decedent".
    smallEstate: {
      procedure: 'small estate administration',
      limitDollars: 50_000,
      spouseLimit: { limitDollars: 100_000, when: 'inheritsAll' },
      waitingDays: 0,
      url: 'https://registers.maryland.gov/',
    },
    probateCourt:
      'Orphans’ Court and Register of Wills (in Harford and Montgomery Counties, the Circuit Court)',
    creditorClaimPeriod: '6 months after the death, or 2 months after a mailed notice if that is sooner',
    // Read on 2026-11-29 in a stored copy (http) of the Registers of Wills' questions page: the Registers are Maryland's probate offices and clerks of the Orphans' Court, and they help the public with the forms. No probate page on mdcourts.gov was found.
    probateSelfHelp: {
      title: 'Maryland Registers of Wills: questions about estates',
      url: 'https://registers.maryland.gov/main/faq.html',
    },
    // Referral is run by county bars; this state bar page explains how to find one.
    lawyerReferral: {
      name: 'Maryland State Bar Association: when you need a lawyer',
      url: 'https://www.msba.org/when-you-need-a-lawyer/',
      phone: null,
    },
    sources: [
      {
        title: 'Maryland Estates and Trusts 5-601, small estates',
        url: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&enactments=false&section=5-601',
      },
      { title: 'Maryland Registers of Wills', url: 'https://registers.maryland.gov/' },
      { title: 'Comptroller of Maryland', url: 'https://www.marylandtaxes.gov/' },
    ],
    // Est. & Trusts §7-601(b), read on 2026-12-01 in the Maryland Code as Westlaw publishes it for the state (the text in effect from October 1, 2022).
    executorCompensation: {
      statute: 'Maryland Estates and Trusts §7-601',
      bound: 'maximum',
      summary:
        'The court allows the commission it finds right, up to 9% of the first $20,000 of the property subject to administration and 3.6% of everything above it ($1,800 plus 3.6% of the excess). A will can set more, and the court can allow less.',
      tiers: [
        { upToDollars: 20_000, percent: 9 },
        { upToDollars: null, percent: 3.6 },
      ],
      source: {
        title: 'Maryland Estates and Trusts 7-601',
        url: 'https://govt.westlaw.com/mdc/Document/N7A25C0F0062311EDABDA88C93EC728AF?viewType=FullText',
      },
    },
    // Read on 2026-11-29 on the Registers of Wills’ fee page (registers.maryland.gov, stored as http), the schedule for estates opened from October 1, 2022; a Maryland State Archives copy of the act shows the same table.
    probateFilingFee: {
      lowDollars: 0,
      highDollars: null,
      note: 'The Register of Wills’ probate fee, set by the value of the probate estate: nothing under $50,000, $100 up to $100,000, $200 up to $500,000, $1,000 up to $1 million, rising in steps to $10,000 for $7.5 to $10 million, then 0.02% of the value above $10 million, with no upper limit.',
      source: {
        title: 'Maryland Registers of Wills: fees',
        url: 'https://registers.maryland.gov/main/fees.html',
      },
    },
    checkedOn: CHECKED_ON,
  },
  MA: {
    code: 'MA',
    incomeTax: {
      returnName: 'Form 1',
      url: 'https://www.mass.gov/orgs/massachusetts-department-of-revenue',
      dueMonthDay: '04-15',
    },
    inheritanceTax: null,
    estateTax: {
      exemptionDollars: 2_000_000,
      url: 'https://www.mass.gov/orgs/massachusetts-department-of-revenue',
    },
    // G.L. c. 190B §3-1201 (read on 2026-12-01 on malegislature.gov): "an estate consisting entirely of
    // personal property the total value of which may include a motor vehicle ... and other personal property
    // not exceeding $25,000"; the SSA's POMS GN 02315.059 reads it the same way.
    smallEstate: {
      procedure: 'voluntary administration',
      limitDollars: 25_000,
      waitingDays: 30,
      leavesOutVehicles: { howMany: 'one' },
      realProperty: 'bars',
      url: 'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B/ArticleIII/Section3-1201',
    },
    probateCourt: 'Probate and Family Court',
    creditorClaimPeriod: '1 year after the death',
    // The probate courts' own site, which links their forms; a deeper page was not confirmed on checkedOn.
    probateSelfHelp: {
      title: 'Massachusetts Probate and Family Court',
      url: 'https://www.mass.gov/orgs/probate-and-family-court',
    },
    // Page and toll-free phone from the Massachusetts Bar Association’s own public questions page.
    lawyerReferral: {
      name: 'Massachusetts Bar Association Lawyer Referral Service',
      url: 'https://www.masslawhelp.com/',
      phone: '(866) 627-7577',
    },
    sources: [
      {
        title: 'Massachusetts Probate and Family Court',
        url: 'https://www.mass.gov/orgs/probate-and-family-court',
      },
      {
        title: 'Massachusetts General Laws c. 190B §3-1201, voluntary administration',
        url: 'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B/ArticleIII/Section3-1201',
      },
      {
        title: 'Massachusetts Department of Revenue',
        url: 'https://www.mass.gov/orgs/massachusetts-department-of-revenue',
      },
    ],
    executorCompensation: null,
    // Read on mass.gov on 2026-11-29 (the fees for a formal late and limited petition), and in the court’s instructions for voluntary administration; the informal petition’s own fee table was not seen.
    probateFilingFee: {
      lowDollars: 390,
      highDollars: 405,
      note: 'The Probate and Family Court’s $375 fee for a petition to probate a will or appoint a personal representative, with a $15 surcharge; a formal petition adds a $15 citation fee. Voluntary administration of a small estate costs $115.',
      source: {
        title: 'Mass.gov: the fees for a formal probate petition',
        url: 'https://www.mass.gov/how-to/file-a-late-and-limited-formal-probate-for-an-estate',
      },
    },
    checkedOn: CHECKED_ON,
  },
  MI: {
    code: 'MI',
    incomeTax: { returnName: 'Form MI-1040', url: 'https://www.michigan.gov/treasury', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // Not confirmed: $53,000 for deaths in 2026 is from a secondary source; the Treasury publishes the
    // cost-of-living figure each year (MCL 700.1210, 700.3983).
    // MCL 700.3983 as the SSA's POMS GN 02315.060 gives it: "The estate does not include real property".
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 53_000,
      waitingDays: 28,
      realProperty: 'bars',
      url: 'https://www.courts.michigan.gov/',
    },
    probateCourt: 'Probate Court',
    creditorClaimPeriod: '4 months after the first published notice',
    // The State Court Administrative Office's forms index, which holds the probate court forms: its address is the one several public forms crawlers read (2025), seen on 2026-12-01.
    probateSelfHelp: {
      title: 'Michigan Courts: court forms (probate forms among them)',
      url: 'https://www.courts.michigan.gov/SCAO-forms/',
    },
    // Phone from Michigan Indian Legal Services' questions page (mils3.org), a legal aid program, read on 2026-11-29; the bar's own service page confirms the service but its phone was not seen there.
    lawyerReferral: {
      name: 'State Bar of Michigan Lawyer Referral Service',
      url: 'https://lrs.michbar.org/',
      phone: '(800) 968-0738',
    },
    sources: [
      {
        title: 'SSA POMS GN 02315.060, Michigan small estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315060',
      },
      { title: 'Michigan Courts', url: 'https://www.courts.michigan.gov/' },
      { title: 'Michigan Department of Treasury', url: 'https://www.michigan.gov/treasury' },
    ],
    executorCompensation: null,
    // Read on 2026-11-29 on the Macomb County Probate Court’s fee page; the Allegan, Lapeer and Grand Traverse county pages give the same figures, which are set by state law.
    probateFilingFee: {
      lowDollars: 175,
      highDollars: 175,
      note: 'The fee to open a decedent’s estate, formal or informal: $150 and a $25 electronic filing fee. An inventory fee set by the estate’s value, from $5, is due later.',
      source: {
        title: 'Macomb County Probate Court: fees',
        url: 'https://www.macombgov.org/departments/probate-court/probate-court-fees',
      },
    },
    checkedOn: CHECKED_ON,
  },
  MN: {
    code: 'MN',
    incomeTax: { returnName: 'Form M1', url: 'https://www.revenue.state.mn.us/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: { exemptionDollars: 3_000_000, url: 'https://www.revenue.state.mn.us/' },
    // The courts' form is the affidavit for collection of personal property "(Small Estate – No Real Estate)", and a
    // Minnesota court page says real estate in their name alone needs probate; the statute weighs the whole
    // probate estate, "less liens and encumbrances" (Minn. Stat. 524.3-1201(a)(1), as the SSA's POMS GN 02315.061
    // quotes it).
    smallEstate: {
      procedure: 'affidavit for collection of personal property',
      limitDollars: 75_000,
      measuredOn: 'lessLiens',
      waitingDays: 30,
      realProperty: 'bars',
      url: 'https://www.revisor.mn.gov/statutes/cite/524.3-1201',
    },
    probateCourt: 'District Court',
    creditorClaimPeriod: '4 months after the first published notice',
    probateSelfHelp: {
      title: 'Minnesota Judicial Branch: Probate, Wills and Estates',
      url: 'https://www.mncourts.gov/Help-Topics/Probate-Wills-and-Estates.aspx',
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Minnesota)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
      // The Hennepin County Bar Association's own page names the service it runs; its phone is from Minnesota's legal services support site (mnlegalservices.org), read on 2026-12-01.
      local: [
        {
          area: 'Minneapolis (Hennepin County)',
          name: 'Minnesota Lawyer Referral and Information Service (Hennepin County Bar Association)',
          phone: '(612) 752-6666',
        },
      ],
    },
    sources: [
      { title: 'Minnesota Statutes 524.3-1201', url: 'https://www.revisor.mn.gov/statutes/cite/524.3-1201' },
      { title: 'Minnesota Department of Revenue', url: 'https://www.revenue.state.mn.us/' },
    ],
    executorCompensation: null,
    // Minn. Stat. 357.021 subd. 2(1) sets $285 for the first filing in every civil action or proceeding, and the county law-library fee (Minn. Stat. 134A.02) comes on top; Hennepin County’s probate court page gives $322 for every estate. Read on 2026-12-01.
    probateFilingFee: {
      lowDollars: 285,
      highDollars: 322,
      note: 'The state’s $285 filing fee plus a law-library fee that each county sets. In Hennepin County that makes $322, the same for every estate whatever its size.',
      source: {
        title: 'Minnesota Judicial Branch: Hennepin County probate court, filing fees',
        url: 'https://mncourts.gov/find-courts/hennepin/hennepin-probate-mental-health-court/legal-help-resources-faqs',
      },
    },
    checkedOn: CHECKED_ON,
  },
  MS: {
    code: 'MS',
    incomeTax: { returnName: 'Form 80-105', url: 'https://www.dor.ms.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // Not confirmed from an official page: $75,000 and 30 days come from secondary summaries, which agree it was
    // raised from $50,000 by SB 2850 (in force 2020-07-01); a 2025 bill for $100,000 (HB 164) was not seen passed.
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 75_000,
      waitingDays: 30,
      url: 'https://courts.ms.gov/',
    },
    probateCourt: 'Chancery Court',
    creditorClaimPeriod: '90 days after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: { title: 'Mississippi Judiciary', url: 'https://courts.ms.gov/', homePageOnly: true },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Mississippi)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'Mississippi Judiciary', url: 'https://courts.ms.gov/' },
      { title: 'Mississippi Department of Revenue', url: 'https://www.dor.ms.gov/' },
    ],
    // Miss. Code §91-7-299 (cited in an estate lawyer's review on 2026-12-03) allows the executor "such sum as the
    // court deems proper": no percentage or cap, so the court decides.
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  MO: {
    code: 'MO',
    incomeTax: { returnName: 'Form MO-1040', url: 'https://dor.mo.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // RSMo 473.097.1(1): "The value of the entire estate, less liens, debt, and encumbrances, does not exceed forty
    // thousand dollars" (read on 2026-12-03 in a copy of the section, instalawyer.io), so every debt comes off.
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 40_000,
      measuredOn: 'lessDebts',
      waitingDays: 30,
      url: 'https://revisor.mo.gov/main/OneSection.aspx?section=473.097',
    },
    probateCourt: 'Circuit Court, Probate Division',
    creditorClaimPeriod: '6 months after the first published notice',
    // Read on 2026-11-29 in a stored copy (http, its forms dated 2013) of the Judiciary's statewide probate forms page: the small estate affidavit, refusal of letters and the others.
    probateSelfHelp: {
      title: 'Missouri Courts: probate forms',
      url: 'https://www.courts.mo.gov/page.jsp?id=662',
    },
    // The courts’ page points to The Missouri Bar’s lawyer search and resources; no referral phone was confirmed.
    lawyerReferral: {
      name: 'Missouri Courts: finding and hiring a lawyer',
      url: 'https://www.courts.mo.gov/page.jsp?id=611',
      phone: null,
    },
    sources: [
      {
        title: 'Missouri Revised Statutes 473.097',
        url: 'https://revisor.mo.gov/main/OneSection.aspx?section=473.097',
      },
      { title: 'Missouri Department of Revenue', url: 'https://dor.mo.gov/' },
    ],
    // RSMo 473.153, read in copies of the statute (getpocketlaw.com, laws9.com) on 2026-11-29. The schedule is a minimum.
    executorCompensation: {
      statute: 'Missouri Revised Statutes §473.153',
      bound: 'minimum',
      summary:
        'The law sets a minimum fee for a sole personal representative: 5% of the first $5,000, 4% of the next $20,000, 3% of the next $75,000, 2.75% of the next $300,000, 2.5% of the next $600,000 and 2% of everything above $1,000,000. It is counted on the personal property administered and the proceeds of real estate sold under court order; the court allows more where that is reasonable, and a will can set other terms.',
      countedOn: 'personalPropertyAndRealPropertySold',
      tiers: [
        { upToDollars: 5_000, percent: 5 },
        { upToDollars: 25_000, percent: 4 },
        { upToDollars: 100_000, percent: 3 },
        { upToDollars: 400_000, percent: 2.75 },
        { upToDollars: 1_000_000, percent: 2.5 },
        { upToDollars: null, percent: 2 },
      ],
      source: {
        title: 'Missouri Revised Statutes 473.153',
        url: 'https://getpocketlaw.com/law/state_missouri/section-473-153-compensation-of-personal-representatives-accountants-and-attorneys_9aa82bfeb69f',
      },
    },
    // Read on 2026-12-01 in the circuits’ own fee orders: Clay County (7th Circuit, in force from 2018-08-28) and Jackson County (16th Circuit, from 2021-07-01). Whole dollars, rounded up.
    probateFilingFee: {
      lowDollars: 171,
      highDollars: 211,
      note: 'Each circuit sets the costs due with the application. In Jackson County they are $190.50 when letters are applied for. In Clay County they are $170.50 without a will and $210.50 with one, and a further fee by the estate’s value ($50 to $450) is due when the inventory is filed.',
      source: {
        title: 'Jackson County (16th Circuit Court): filing fees',
        url: 'https://www.16thcircuit.org/filing-fees',
      },
      countyExamples: true,
    },
    checkedOn: CHECKED_ON,
  },
  MT: {
    code: 'MT',
    incomeTax: { returnName: 'Form 2', url: 'https://mtrevenue.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    smallEstate: {
      procedure: 'affidavit for collection of personal property',
      limitDollars: 50_000,
      waitingDays: 30,
      url: 'https://courts.mt.gov/',
    },
    probateCourt: 'District Court',
    creditorClaimPeriod: '4 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: { title: 'Montana Judicial Branch', url: 'https://courts.mt.gov/', homePageOnly: true },
    // Phone from Montana Legal Services Association’s self-help tools, which send people to this service (read on
    // 2026-11-30). Its own page was not confirmed, so this is the bar’s home page.
    lawyerReferral: {
      name: 'State Bar of Montana Lawyer Referral and Information Service',
      url: 'https://www.montanabar.org/',
      phone: '(406) 449-6577',
    },
    sources: [
      { title: 'Montana Judicial Branch', url: 'https://courts.mt.gov/' },
      { title: 'Montana Department of Revenue', url: 'https://mtrevenue.gov/' },
    ],
    // MCA 72-3-631 once capped the fee at 3% of the first $40,000 and 2% above. EstateExec's Montana page (updated 2024-07-12, read on 2026-12-01) says the percentages left the statute in 2019 and the law now asks only for reasonable compensation; LegalFix's summary says the same. So there is no schedule, and the page says the court decides.
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  NE: {
    code: 'NE',
    incomeTax: { returnName: 'Form 1040N', url: 'https://revenue.nebraska.gov/', dueMonthDay: '04-15' },
    // Paid to the county. Rates since 2023: 1% above $100,000 for close relatives, 11% above $40,000
    // for remote relatives, 15% above $25,000 for others.
    inheritanceTax: {
      summary:
        'Paid by some heirs to the county. A spouse pays nothing. Close relatives pay 1% on what they receive above $100,000, more distant relatives 11% above $40,000, and others 15% above $25,000.',
      dueMonths: 12,
      earlyPaymentDiscount: null,
      url: 'https://revenue.nebraska.gov/',
    },
    estateTax: null,
    // Neb. Rev. Stat. 30-24,125 as the SSA's POMS GN 02315.065 gives it: "the value of all personal property"; real
    // property has an affidavit of its own (30-24,129).
    smallEstate: {
      procedure: 'affidavit for transfer of personal property without probate',
      limitDollars: 100_000,
      waitingDays: 30,
      realProperty: 'notCounted',
      url: 'https://nebraskalegislature.gov/laws/statutes.php?statute=30-24,125',
    },
    probateCourt: 'County Court',
    creditorClaimPeriod: '2 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Nebraska Judicial Branch',
      url: 'https://supremecourt.nebraska.gov/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Nebraska)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      {
        title: 'Nebraska Revised Statutes 30-24,125',
        url: 'https://nebraskalegislature.gov/laws/statutes.php?statute=30-24,125',
      },
      { title: 'Nebraska Department of Revenue', url: 'https://revenue.nebraska.gov/' },
    ],
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  NV: {
    code: 'NV',
    incomeTax: null,
    inheritanceTax: null,
    estateTax: null,
    // $25,000, or $100,000 when the surviving spouse claims (NRS 146.080).
    // NRS 146.080(1): "If a decedent leaves no real property, nor interest therein, nor mortgage or lien thereon, in
    // this State", and the gross value "over and above ... the value of any motor vehicles registered to the
    // decedent" is within the limit. The courts' self-help center says the same, and that it "also works for
    // surviving spouses of decedents whose estates do not include real property and are less than $100,000".
    smallEstate: {
      procedure: 'affidavit of entitlement',
      limitDollars: 25_000,
      spouseLimit: { limitDollars: 100_000, when: 'isSpouse' },
      waitingDays: 40,
      leavesOutVehicles: { howMany: 'all' },
      realProperty: 'bars',
      url: 'https://www.leg.state.nv.us/division/legal/lawlibrary/nrs/NRS-146.html',
    },
    probateCourt: 'District Court',
    creditorClaimPeriod: '90 days after the first published notice',
    // The judiciary's home page: its statewide self-help site says it has no probate forms or information and sends people to their county's law library (selfhelp.nvcourts.gov, read on 2026-11-29).
    probateSelfHelp: {
      title: 'Supreme Court of Nevada, Nevada Courts',
      url: 'https://nvcourts.gov/',
      homePageOnly: true,
    },
    // Phone from the Washoe County courts' probate questions page (washoecourts.com/Probate/FAQs), read on 2026-11-29; the bar's own referral page was not confirmed, so this is its home page.
    lawyerReferral: {
      name: 'State Bar of Nevada Lawyer Referral and Information Service',
      url: 'https://nvbar.org/',
      phone: '(800) 789-5747',
    },
    sources: [
      {
        title: 'Nevada Revised Statutes, Chapter 146',
        url: 'https://www.leg.state.nv.us/division/legal/lawlibrary/nrs/NRS-146.html',
      },
      { title: 'Supreme Court of Nevada, Nevada Courts', url: 'https://nvcourts.gov/' },
    ],
    // NRS 150.020, read in copies of the statute (law.justia.com 2019, law.onecle.com) on 2026-11-29.
    executorCompensation: {
      statute: 'Nevada Revised Statutes §150.020',
      bound: 'set',
      summary:
        'If the will sets no fee, the law allows 4% of the first $15,000, 3% of the next $85,000 and 2% of everything above $100,000. It is counted on the estate accounted for, less liens and encumbrances; the court may allow more if that is not enough, and shares it among two or more personal representatives.',
      tiers: [
        { upToDollars: 15_000, percent: 4 },
        { upToDollars: 100_000, percent: 3 },
        { upToDollars: null, percent: 2 },
      ],
      source: {
        title: 'Nevada Revised Statutes 150.020',
        url: 'https://law.justia.com/codes/nevada/2019/chapter-150/statute-150-020/',
      },
    },
    // NRS 19.013 ($72 where the estate is worth more than $2,500) and NRS 19.0302(1)(c) ($99 more above $20,000, $352 at $300,000 or more), read in copies of the statutes (onecle, legalfix) on 2026-12-01; the 1997 bill (AB 34) gives the same $72. A court fee of a few dollars (NRS 19.020) may come on top.
    probateFilingFee: {
      lowDollars: 72,
      highDollars: 424,
      note: 'Nevada law sets the fee for a petition for letters by the estate’s stated value: nothing up to $2,500, $72 up to $20,000, $171 up to $300,000, and $424 from $300,000. The clerk may add small court fees.',
      source: {
        title: 'Nevada Revised Statutes 19.0302',
        url: 'https://legalfix.com/statutes/state-codes/nevada/chapter-19/statute-19-0302',
      },
    },
    checkedOn: CHECKED_ON,
  },
  NH: {
    code: 'NH',
    incomeTax: null,
    inheritanceTax: null,
    estateTax: null,
    // No procedure set by the estate's value could be confirmed (read on 2026-12-01): the courts' booklet on
    // administering an estate (December 2019) names only waiver of full administration (RSA 553:32, where one
    // person inherits everything or all the heirs serve) and regular administration, where its 2014 edition
    // still had voluntary administration; HB 1140 (2022) proposed a new small-estate procedure, and its
    // passing was not found.
    smallEstate: null,
    probateCourt: 'Circuit Court, Probate Division',
    creditorClaimPeriod: '6 months after the administrator is appointed',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'New Hampshire Judicial Branch',
      url: 'https://www.courts.nh.gov/',
      homePageOnly: true,
    },
    // Phone from the Judicial Branch's booklet "Administering an Estate" (updated December 2019), read in a copy on docslib.org on 2026-11-29; the service's own page was not confirmed, so this is the bar's home page.
    lawyerReferral: {
      name: 'New Hampshire Bar Association Lawyer Referral Service',
      url: 'https://www.nhbar.org/',
      phone: '(603) 229-0002',
    },
    sources: [
      { title: 'New Hampshire Judicial Branch', url: 'https://www.courts.nh.gov/' },
      {
        title: 'New Hampshire RSA 553:32, waiver of administration',
        url: 'https://www.gencourt.state.nh.us/rsa/html/LVI/553/553-32.htm',
      },
    ],
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  NJ: {
    code: 'NJ',
    incomeTax: {
      returnName: 'Form NJ-1040',
      url: 'https://www.nj.gov/treasury/taxation/',
      dueMonthDay: '04-15',
    },
    inheritanceTax: {
      summary:
        'Paid by some heirs. A spouse or partner, parents, grandparents, children, stepchildren and grandchildren pay nothing. Brothers, sisters and children’s spouses pay 11% to 16% above $25,000; others pay 15% or 16%.',
      dueMonths: 8,
      earlyPaymentDiscount: null,
      url: 'https://www.nj.gov/treasury/taxation/',
    },
    estateTax: null,
    // N.J.S.A. 3B:10-3 and 3B:10-4, both for "the estate of an intestate": $50,000 for the surviving spouse or
    // domestic partner (since January 19, 2016), and $20,000 where none survives, with the other heirs' written
    // consent.
    smallEstate: {
      procedure: 'affidavit of surviving spouse or heir',
      limitDollars: 20_000,
      spouseLimit: { limitDollars: 50_000, when: 'isSpouse' },
      waitingDays: 0,
      onlyWithoutWill: true,
      url: 'https://www.njcourts.gov/',
    },
    probateCourt: 'Surrogate’s Court (county surrogate)',
    creditorClaimPeriod: '9 months after the death',
    // The judiciary's home page: an estate is opened at the county Surrogate's Court, and no statewide probate self-help page was found on 2026-11-29.
    probateSelfHelp: { title: 'New Jersey Courts', url: 'https://www.njcourts.gov/', homePageOnly: true },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs. County bars run their own.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for New Jersey)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'New Jersey Division of Taxation', url: 'https://www.nj.gov/treasury/taxation/' },
      { title: 'New Jersey Courts', url: 'https://www.njcourts.gov/' },
    ],
    // N.J.S. 3B:18-14 and 3B:18-13, read on 2026-12-01 in a copy of the statute current through L. 2023, c. 171 (casetext); Hunterdon County's page quotes the same text.
    executorCompensation: {
      statute: 'New Jersey Statutes §3B:18-14',
      bound: 'set',
      summary:
        'The law lets the executor take 5% of the first $200,000 of the estate received, 3.5% of the part from $200,000 to $1,000,000 and 2% of everything above $1,000,000, and 6% of the income the estate earns. Each executor beyond the first adds 1% of the estate to the total, which they share. The court may lower it only when a beneficiary shows the work fell short or was much lighter than usual, and may allow more for unusual work.',
      tiers: [
        { upToDollars: 200_000, percent: 5 },
        { upToDollars: 1_000_000, percent: 3.5 },
        { upToDollars: null, percent: 2 },
      ],
      source: {
        title: 'New Jersey Statutes 3B:18-14',
        url: 'https://casetext.com/statute/new-jersey-statutes/title-3b-administration-of-estates-decedents-and-others/chapter-3b18-commissions-of-nontestamentary-trustee/section-3b18-14-corpus-commissions',
      },
    },
    // Read on 2026-11-29 in a county surrogate's fee schedule, which follows the fees state law sets for every surrogate.
    probateFilingFee: {
      lowDollars: 100,
      highDollars: 100,
      note: 'The county surrogate charges $100 to probate a will of up to two pages with letters testamentary, plus $5 for each further page. Administration without a will is priced differently; ask the surrogate.',
      source: {
        title: 'Salem County Surrogate: fee schedule',
        url: 'https://surrogate.salemcountynj.gov/fee-schedule-of-services/',
      },
    },
    checkedOn: CHECKED_ON,
  },
  NM: {
    code: 'NM',
    incomeTax: { returnName: 'Form PIT-1', url: 'https://www.tax.newmexico.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    smallEstate: {
      procedure: 'affidavit for collection of personal property',
      limitDollars: 50_000,
      waitingDays: 30,
      url: 'https://www.nmcourts.gov/',
    },
    probateCourt: 'Probate Court (or District Court)',
    creditorClaimPeriod: '2 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: { title: 'New Mexico Courts', url: 'https://www.nmcourts.gov/', homePageOnly: true },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs. The State Bar Foundation runs a helpline for people 55 and older.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for New Mexico)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'New Mexico Courts', url: 'https://www.nmcourts.gov/' },
      { title: 'New Mexico Taxation and Revenue Department', url: 'https://www.tax.newmexico.gov/' },
    ],
    executorCompensation: null,
    // Read on 2026-11-29 on the Curry, Los Alamos, Rio Arriba and Sandoval county probate court pages, which all give $30; the statute setting it was not found.
    probateFilingFee: {
      lowDollars: 30,
      highDollars: 30,
      note: 'The docket fee for an informal probate in a county Probate Court. A formal probate in District Court has its own fee.',
      source: {
        title: 'Curry County: Probate Judge',
        url: 'https://www.currycounty.org/elected-officials/probate-judge',
      },
    },
    checkedOn: CHECKED_ON,
  },
  NY: {
    code: 'NY',
    incomeTax: { returnName: 'Form IT-201', url: 'https://www.tax.ny.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    // $7,350,000 for deaths in 2026.
    estateTax: { exemptionDollars: 7_350_000, url: 'https://www.tax.ny.gov/pit/estate/etidx.htm' },
    // SCPA 1301(1): "personal property having a gross value of $50,000 or less exclusive of property required to be
    // set off under EPTL 5-3.1(a)"; SCPA 1302: the article does not reach real property, but owning it "shall not
    // prevent the use of this article". EPTL 5-3.1(a) sets the property off only "If a person dies, leaving a
    // surviving spouse or children under the age of twenty-one years": household goods (utensils, furniture,
    // appliances, clothing, jewelry not left by will) up to $20,000, family books and pictures up to $2,500, farm
    // animals and machinery up to $20,000, one motor vehicle up to $25,000 (a dearer one by paying the excess) and
    // money up to $25,000 (the caps quoted in an estate lawyer's review on 2026-12-03; the first three read alike
    // in a copy of the section, instalawyer.io). 2025 bills to raise the vehicle's to $50,000 (A8306, S8367) were
    // not seen passed.
    smallEstate: {
      procedure: 'voluntary administration',
      limitDollars: 50_000,
      waitingDays: 0,
      realProperty: 'notCounted',
      familyExemptions: {
        forWhom: 'spouseOrChildrenUnder21',
        items: [
          { what: 'vehicles', howMany: 1, upToDollarsEach: 25_000 },
          { what: 'money', upToDollars: 25_000 },
          { what: 'household', upToDollars: 20_000 },
          { what: 'booksAndPictures', upToDollars: 2_500 },
          { what: 'farm', upToDollars: 20_000 },
        ],
      },
      url: 'https://www.nysenate.gov/legislation/laws/SCP/1301',
    },
    probateCourt: 'Surrogate’s Court',
    creditorClaimPeriod: '7 months after letters are issued',
    probateSelfHelp: {
      title: 'New York CourtHelp: When Someone Dies',
      url: 'https://nycourts.gov/courthelp/WhenSomeoneDies/index.shtml',
    },
    // Phone from the Wayne County Bar Association’s own site, which sends callers to this service, matching a 2001
    // report on it (read on 2026-11-30). It covers the counties with no local service; New York City’s is the City
    // Bar’s. Its own page was not confirmed, so this is the bar’s home page.
    lawyerReferral: {
      name: 'New York State Bar Association Lawyer Referral Service',
      url: 'https://nysba.org/',
      phone: '(800) 342-3661',
    },
    sources: [
      { title: 'New York State Department of Taxation and Finance', url: 'https://www.tax.ny.gov/' },
      {
        title: 'New York Surrogate’s Court Procedure Act 1301',
        url: 'https://www.nysenate.gov/legislation/laws/SCP/1301',
      },
      {
        title: 'New York Estates, Powers and Trusts Law 5-3.1, exemption for benefit of family',
        url: 'https://www.nysenate.gov/legislation/laws/EPT/5-3.1',
      },
    ],
    // SCPA 2307, read on the New York Senate's page on checkedOn.
    executorCompensation: {
      statute: 'New York Surrogate’s Court Procedure Act §2307',
      bound: 'set',
      summary:
        'The law sets the executor’s commission: 5% of the first $100,000, 4% of the next $200,000, 3% of the next $700,000, 2.5% of the next $4,000,000 and 2% of everything above $5,000,000. It is counted on what the executor receives: real estate passed on unsold is not received, so the figure here leaves it out, and counts what it brings if it is sold. The court allows it when the account is settled; a will can set other terms, and two or three executors may share or each receive it.',
      // SCPA 2307: commissions on what is received and paid out; real property devised and not sold is not received.
      countedOn: 'personalPropertyAndRealPropertySold',
      tiers: [
        { upToDollars: 100_000, percent: 5 },
        { upToDollars: 300_000, percent: 4 },
        { upToDollars: 1_000_000, percent: 3 },
        { upToDollars: 5_000_000, percent: 2.5 },
        { upToDollars: null, percent: 2 },
      ],
      source: {
        title: 'New York Surrogate’s Court Procedure Act 2307',
        url: 'https://www.nysenate.gov/legislation/laws/SCP/2307',
      },
    },
    // SCPA 2402(7): the same schedule in every county; its figures read in copies of the section on checkedOn.
    probateFilingFee: {
      lowDollars: 45,
      highDollars: 1_250,
      note: 'The Surrogate’s Court Procedure Act sets the fee by the size of the gross estate passing by the will or without one: $45 under $10,000, rising in steps to $1,250 at $500,000 and over. It is the same in every county, and is adjusted later if the estate proves larger or smaller.',
      source: {
        title: 'New York Surrogate’s Court Procedure Act 2402',
        url: 'https://www.nysenate.gov/legislation/laws/SCP/2402',
      },
    },
    checkedOn: CHECKED_ON,
  },
  NC: {
    code: 'NC',
    incomeTax: { returnName: 'Form D-400', url: 'https://www.ncdor.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // G.S. 28A-25-1: personal property up to $20,000, or $30,000 "in those cases in which the affiant is the
    // surviving spouse" and the only heir (the statute's own copy was cut off at that sentence; four secondary
    // sources give the rest alike); the affidavit describes each tract of real property, which doesn't count.
    smallEstate: {
      procedure: 'collection by affidavit',
      limitDollars: 20_000,
      spouseLimit: { limitDollars: 30_000, when: 'inheritsAll' },
      waitingDays: 30,
      realProperty: 'notCounted',
      url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_28A/GS_28A-25-1.html',
    },
    probateCourt: 'Clerk of Superior Court (Estates Division)',
    creditorClaimPeriod: '3 months after the first published notice',
    probateSelfHelp: {
      title: 'North Carolina Judicial Branch: Estates',
      url: 'https://www.nccourts.gov/help-topics/wills-and-estates/estates',
    },
    // Phone from two news reports that quote the service (WBTV, 2019; Winston-Salem Journal, 2020), read on 2026-11-29; no page of the bar's with it was found, and its service page was not confirmed, so this is the association's home page.
    lawyerReferral: {
      name: 'North Carolina Bar Association Lawyer Referral Service',
      url: 'https://www.ncbar.org/',
      phone: '(800) 662-7660',
    },
    sources: [
      {
        title: 'North Carolina General Statutes 28A-25-1',
        url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_28A/GS_28A-25-1.html',
      },
      { title: 'North Carolina Department of Revenue', url: 'https://www.ncdor.gov/' },
    ],
    // N.C.G.S. §28A-23-3, read on 2026-12-01 in summaries that agree (Legal Clarity, which cites the General Assembly's page; Pierce Law; EstateExec's North Carolina page; LegalZoom).
    executorCompensation: {
      statute: 'North Carolina General Statutes §28A-23-3',
      bound: 'maximum',
      countedOnMoneyInAndOut: true,
      summary:
        'The clerk of superior court sets a reasonable commission, up to 5% of what the personal representative receives (the personal property, its income, and real estate only when it is sold to pay debts) and of what they lawfully spend for the estate. Money handed to the heirs does not count. A will can set other terms.',
      tiers: [],
      source: {
        title: 'North Carolina General Statutes 28A-23-3',
        url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_28A/GS_28A-23-3.html',
      },
    },
    // Read on 2026-12-01: a law firm's current probate questions page (Pierce Law) and a 2011 one ("Effective July 1, 2011 ... now $120") agree, both under G.S. 7A-307; the Judicial Branch's own costs chart was not found.
    probateFilingFee: {
      lowDollars: 120,
      highDollars: 120,
      note: 'The Clerk of Superior Court’s fee to open an estate, the same in every county. A further fee of 0.4 % of the estate’s personal property (real estate is left out), at most $6,000, is worked out from the inventory and paid before the final account is approved.',
      source: {
        title: 'Pierce Law: the cost of administering an estate in North Carolina',
        url: 'https://piercelaw.com/news/probate-question-and-answer/what-factors-determine-the-total-cost-of-administering-an-estate-in-north-carolina',
      },
    },
    checkedOn: CHECKED_ON,
  },
  ND: {
    code: 'ND',
    incomeTax: { returnName: 'Form ND-1', url: 'https://www.tax.nd.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // Raised from $50,000 to $100,000 by House Bill 1224 (2025); seen in secondary sources only.
    smallEstate: {
      procedure: 'affidavit for collection of personal property',
      limitDollars: 100_000,
      waitingDays: 30,
      url: 'https://www.ndlegis.gov/cencode/t30-1c23.pdf',
    },
    probateCourt: 'District Court',
    creditorClaimPeriod: '3 months after the first published notice',
    // The State Court Administrator's "Informal Administration of an Estate" packet (rev. 2019) was read in a copy on 2026-12-01; the page's address is the one a public forms script downloads the court's own forms from, as an earlier search had found too.
    probateSelfHelp: {
      title: 'North Dakota Court System: Legal Self Help, informal probate',
      url: 'https://www.ndcourts.gov/legal-self-help/informal-probate',
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for North Dakota)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'North Dakota Century Code 30.1-23', url: 'https://www.ndlegis.gov/cencode/t30-1c23.pdf' },
      { title: 'North Dakota Office of State Tax Commissioner', url: 'https://www.tax.nd.gov/' },
    ],
    executorCompensation: null,
    // Read on 2026-11-30: the courts' fee waiver page (the civil filing fee under NDCC 27-05.2-03 covers formal and informal probate) and the courts' notice of the fees raised by SB 2057 from 2025-07-01, in a press repost.
    probateFilingFee: {
      lowDollars: 160,
      highDollars: 160,
      note: 'The district court’s civil filing fee, which is also the fee to open a formal or informal probate. It was raised from $80 to $160 on July 1, 2025.',
      source: {
        title: 'North Dakota Courts: filing fees and fee waivers',
        url: 'https://www.ndcourts.gov/legal-self-help/fee-waiver',
      },
    },
    checkedOn: CHECKED_ON,
  },
  OH: {
    code: 'OH',
    incomeTax: { returnName: 'Form IT 1040', url: 'https://tax.ohio.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // R.C. 2113.03(A): $35,000, or $100,000 where the surviving spouse takes the whole estate under the will or
    // without one (the Franklin County Probate Court's page on release from administration agrees).
    smallEstate: {
      procedure: 'release from administration',
      limitDollars: 35_000,
      spouseLimit: { limitDollars: 100_000, when: 'inheritsAll' },
      waitingDays: 0,
      url: 'https://codes.ohio.gov/ohio-revised-code/section-2113.03',
    },
    probateCourt: 'Probate Court (Court of Common Pleas, Probate Division)',
    creditorClaimPeriod: '6 months after the death',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Supreme Court of Ohio',
      url: 'https://www.supremecourt.ohio.gov/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs. County bars (such as Cincinnati) run their own.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Ohio)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
      // Read on 2026-12-01 on the Cleveland Metropolitan Bar Association's own service page.
      local: [
        {
          area: 'Cleveland (Cuyahoga County)',
          name: 'Cleveland Metropolitan Bar Association Lawyer Referral Service',
          beforeCalling: 'Takes calls on Mondays and Tuesdays; its website finds a lawyer any day.',
          phone: '(216) 696-3532',
        },
      ],
    },
    sources: [
      { title: 'Ohio Revised Code 2113.03', url: 'https://codes.ohio.gov/ohio-revised-code/section-2113.03' },
      { title: 'Ohio Department of Taxation', url: 'https://tax.ohio.gov/' },
    ],
    // The schedule of R.C. 2113.35, read on 2026-12-01 in three secondary sources that agree on every figure (EstateExec's Ohio page, LegalZoom, the Probate Law Center); the stored copy of the Revised Code's chapter did not show the section's text.
    executorCompensation: {
      statute: 'Ohio Revised Code §2113.35',
      bound: 'set',
      summary:
        'Unless the will sets other terms, the executor receives 4% of the first $100,000, 3% of the next $300,000 and 2% of everything above $400,000. It is counted on the personal property and its income, and on what real estate brings when it is sold; real estate kept and not sold counts at 1% instead, as the figure here counts it. The law also allows 1% of some property that passes outside probate, and the court may allow more for extraordinary work.',
      countedOn: 'personalPropertyAndRealPropertySold',
      unsoldRealPropertyPercent: 1,
      tiers: [
        { upToDollars: 100_000, percent: 4 },
        { upToDollars: 400_000, percent: 3 },
        { upToDollars: null, percent: 2 },
      ],
      source: {
        title: 'Ohio Revised Code 2113.35',
        url: 'https://codes.ohio.gov/ohio-revised-code/section-2113.35',
      },
    },
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  OK: {
    code: 'OK',
    incomeTax: { returnName: 'Form 511', url: 'https://oklahoma.gov/tax.html', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 50_000,
      waitingDays: 10,
      url: 'https://www.oscn.net/',
    },
    probateCourt: 'District Court',
    creditorClaimPeriod: '2 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Oklahoma State Courts Network',
      url: 'https://www.oscn.net/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Oklahoma)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'Oklahoma State Courts Network', url: 'https://www.oscn.net/' },
      { title: 'Oklahoma Tax Commission', url: 'https://oklahoma.gov/tax.html' },
    ],
    // 58 O.S. §527 as amended in 1992, read on 2026-12-01 in a copy of the statute's text (ok.elaws.us, served only over http, so not linked) and in two secondary sources that agree with it (the Probate Law Center, EstateExec's Oklahoma page). A third (madeforlaw) gives the second tier as the next $4,000, against the statute's own words.
    executorCompensation: {
      statute: 'Oklahoma Statutes, Title 58, §527',
      bound: 'set',
      summary:
        'Unless the will sets other pay, the executor is allowed 5% of the first $1,000, 4% of the next $5,000 and 2.5% of everything above $6,000. It is counted on the whole estate the executor accounts for, leaving out property that is not an asset of the estate. The court may allow more for extraordinary work, up to as much again, and co-executors share one fee.',
      tiers: [
        { upToDollars: 1_000, percent: 5 },
        { upToDollars: 6_000, percent: 4 },
        { upToDollars: null, percent: 2.5 },
      ],
      source: {
        title: 'Probate Law Center: Oklahoma executor commission',
        url: 'https://www.probatelaw.center/about-probate/oklahoma-probate/executor-commission/',
      },
    },
    // 28 O.S. §152(A)(3) and (B), current through the 2024 session, read in a copy of the statute (casetext) on 2026-11-30. A 2025 bill (SB 276) proposed changing §152's assessments; whether it passed was not confirmed.
    probateFilingFee: {
      lowDollars: 141,
      highDollars: 141,
      note: 'The flat fee under state law for a probate case ($135), with the $6 assessment added to it. The clerk may collect other charges set by law, so ask the court clerk for the total.',
      source: { title: 'Oklahoma Statutes, Title 28, §152', url: 'https://www.oscn.net/' },
    },
    checkedOn: CHECKED_ON,
  },
  OR: {
    code: 'OR',
    incomeTax: { returnName: 'Form OR-40', url: 'https://www.oregon.gov/dor/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    // $1,000,000, unchanged since 2012 as far as could be confirmed.
    estateTax: { exemptionDollars: 1_000_000, url: 'https://www.oregon.gov/dor/' },
    // $275,000 in all: up to $75,000 of personal property and up to $200,000 of real property (ORS 114.515).
    // Since 2024 (2023 c. 17) the statute calls it a simple estate affidavit.
    smallEstate: {
      procedure: 'simple estate affidavit',
      limitDollars: 75_000,
      realPropertyLimitDollars: 200_000,
      waitingDays: 30,
      url: 'https://www.oregonlegislature.gov/bills_laws/ors/ors114.html',
    },
    probateCourt: 'Circuit Court',
    creditorClaimPeriod: '4 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Oregon Judicial Department',
      url: 'https://www.courts.oregon.gov/',
      homePageOnly: true,
    },
    // Phone from an Oregon Judicial Department page (publications.ojd.state.or.us, undated) and a City of Beaverton page, read on 2026-11-29: (800) 452-7636 within Oregon, (503) 684-3763 around Portland. The bar's own referral page was not confirmed, so this is its home page.
    lawyerReferral: {
      name: 'Oregon State Bar Lawyer Referral Service',
      url: 'https://www.osbar.org/',
      phone: '(800) 452-7636',
    },
    sources: [
      {
        title: 'Oregon Revised Statutes, Chapter 114',
        url: 'https://www.oregonlegislature.gov/bills_laws/ors/ors114.html',
      },
      { title: 'Oregon Department of Revenue', url: 'https://www.oregon.gov/dor/' },
    ],
    // ORS 116.173: the tiers read in Oregon Laws 2005 c.126 (oregonlegislature.gov) and in copies of the current section (FindLaw, current as of 2023; getpocketlaw.com) on 2026-11-29. A later amendment, year not confirmed, lets the court approve another way of paying (ORS 113.038).
    executorCompensation: {
      statute: 'Oregon Revised Statutes §116.173',
      bound: 'set',
      summary:
        'Unless the will sets other terms or the court has approved another way of paying, the personal representative receives 7% of the first $1,000, 4% of the next $9,000, 3% of the next $40,000 and 2% of everything above $50,000. It is counted on the property under the court’s control, with its income and gains. The representative also receives 1% of property outside probate that is reported for estate tax, life insurance left out, and the court may allow more for extraordinary work.',
      tiers: [
        { upToDollars: 1_000, percent: 7 },
        { upToDollars: 10_000, percent: 4 },
        { upToDollars: 50_000, percent: 3 },
        { upToDollars: null, percent: 2 },
      ],
      source: {
        title: 'Oregon Revised Statutes, Chapter 116',
        url: 'https://www.oregonlegislature.gov/bills_laws/ors/ors116.html',
      },
    },
    // ORS 21.170 as amended in 2019, read in copies of the statute (oregon.public.law; casetext, current through 2024) on 2026-11-29.
    probateFilingFee: {
      lowDollars: 278,
      highDollars: 1176,
      note: 'The fee to file the petition appointing a personal representative, set by the estate’s value: $278 under $50,000, $591 under $1 million, $882 under $10 million and $1,176 above. Accountings later carry their own fees.',
      source: {
        title: 'Oregon Revised Statutes 21.170',
        url: 'https://oregon.public.law/statutes/ors_21.170',
      },
    },
    checkedOn: CHECKED_ON,
  },
  PA: {
    code: 'PA',
    incomeTax: { returnName: 'Form PA-40', url: 'https://www.revenue.pa.gov/', dueMonthDay: '04-15' },
    inheritanceTax: {
      summary:
        'Paid on what each heir receives: nothing for a spouse, 4.5% for children, grandchildren and parents, 12% for brothers and sisters, and 15% for everyone else. It is 5% less when paid within 3 months of the death.',
      dueMonths: 9,
      earlyPaymentDiscount: { percent: 5, withinMonths: 3 },
      url: 'https://www.revenue.pa.gov/',
    },
    estateTax: null,
    // 20 Pa.C.S. 3102: property "exclusive of real estate" of a gross value up to $50,000; the court's power "shall
    // not be restricted because of the decedent's ownership of real estate, regardless of its value".
    smallEstate: {
      procedure: 'petition for settlement of a small estate',
      limitDollars: 50_000,
      waitingDays: 0,
      realProperty: 'notCounted',
      url: 'https://www.pacourts.us/',
    },
    probateCourt: 'Register of Wills and the Orphans’ Court Division of the Court of Common Pleas',
    creditorClaimPeriod: '1 year after the first published notice of the estate',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Unified Judicial System of Pennsylvania',
      url: 'https://www.pacourts.us/',
      homePageOnly: true,
    },
    // Covers the counties with no local service; its public page and phone were not confirmed, so this is the bar’s home page.
    lawyerReferral: {
      name: 'Pennsylvania Bar Association Lawyer Referral Service',
      url: 'https://www.pabar.org/',
      phone: null,
      // Pittsburgh's from the Allegheny County Bar Association's own site (2018); Philadelphia's and Montgomery County's from local newspapers quoting the bars (2020). Read on 2026-12-01.
      local: [
        {
          area: 'Pittsburgh (Allegheny County)',
          name: 'Allegheny County Bar Association Lawyer Referral Service',
          phone: '(412) 261-5555',
        },
        {
          area: 'Philadelphia',
          name: 'Philadelphia Bar Association Lawyer Referral and Information Service',
          phone: '(215) 238-6333',
        },
        {
          area: 'Montgomery County',
          name: 'Montgomery Bar Association Lawyer Referral Service',
          phone: '(610) 994-3656',
        },
      ],
    },
    sources: [
      { title: 'Pennsylvania Department of Revenue', url: 'https://www.revenue.pa.gov/' },
      { title: 'Unified Judicial System of Pennsylvania', url: 'https://www.pacourts.us/' },
    ],
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  RI: {
    code: 'RI',
    incomeTax: { returnName: 'Form RI-1040', url: 'https://tax.ri.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    // $1,838,056 for deaths in 2026 (Division of Taxation advisory ADV 2025-27).
    estateTax: { exemptionDollars: 1_838_056, url: 'https://tax.ri.gov/tax-sections/estate-tax' },
    // $15,000, not counting household goods, cars and other tangible things.
    // R.I. Gen. Laws 33-24-1(a): "an estate consisting entirely of personal property" whose value, "exclusive of
    // tangible personal property" (cars among it), is within $15,000.
    smallEstate: {
      procedure: 'small estate (voluntary informal administration)',
      limitDollars: 15_000,
      waitingDays: 30,
      leavesOutVehicles: { howMany: 'all' },
      realProperty: 'bars',
      url: 'https://webserver.rilegislature.gov/Statutes/TITLE33/33-24/INDEX.htm',
    },
    probateCourt: 'Probate Court of the city or town',
    creditorClaimPeriod: '6 months after the first published notice',
    // The judiciary's home page: Rhode Island's probate courts belong to each city and town, not to the state judiciary, and no statewide probate page was found on 2026-11-29.
    probateSelfHelp: {
      title: 'Rhode Island Judiciary',
      url: 'https://www.courts.ri.gov/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Rhode Island)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      {
        title: 'Rhode Island Division of Taxation, estate tax',
        url: 'https://tax.ri.gov/tax-sections/estate-tax',
      },
      {
        title: 'Rhode Island General Laws, Chapter 33-24',
        url: 'https://webserver.rilegislature.gov/Statutes/TITLE33/33-24/INDEX.htm',
      },
    ],
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  SC: {
    code: 'SC',
    incomeTax: { returnName: 'Form SC1040', url: 'https://dor.sc.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // Raised from $25,000 to $45,000 by Act 26 of 2025 (in force 2025-05-08).
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 45_000,
      waitingDays: 30,
      url: 'https://www.scstatehouse.gov/code/t62c003.php',
    },
    probateCourt: 'Probate Court',
    creditorClaimPeriod: '8 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'South Carolina Judicial Branch',
      url: 'https://www.sccourts.org/',
      homePageOnly: true,
    },
    // Phone from the South Carolina Access to Justice Commission’s help page; the service’s page was not confirmed, so this is the bar’s home page.
    lawyerReferral: {
      name: 'South Carolina Bar Lawyer Referral Service',
      url: 'https://www.scbar.org/',
      phone: '(800) 868-2284',
    },
    sources: [
      {
        title: 'South Carolina Code, Title 62, Chapter 3',
        url: 'https://www.scstatehouse.gov/code/t62c003.php',
      },
      { title: 'South Carolina Department of Revenue', url: 'https://dor.sc.gov/' },
    ],
    // S.C. Code §62-3-719 (in Chapter 3, linked here), read on 2026-12-01 in summaries that agree (The Estate Planning Guide, EstateExec's South Carolina page, a Charleston estate planning firm).
    executorCompensation: {
      statute: 'South Carolina Code §62-3-719',
      bound: 'maximum',
      summary:
        'Unless the will or a contract sets other terms, the personal representative’s commission may not be more than 5% of the appraised value of the personal property, plus 5% of what real estate brings if it is sold under the will or a court order, with a $50 minimum; and up to 5% of the income the estate earns. Real estate kept and not sold does not count, and the figure here leaves it out. The court may allow more for extraordinary work.',
      countedOn: 'personalPropertyAndRealPropertySold',
      tiers: [{ upToDollars: null, percent: 5 }],
      source: {
        title: 'South Carolina Code, Title 62, Chapter 3',
        url: 'https://www.scstatehouse.gov/code/t62c003.php',
      },
    },
    // S.C. Code 8-21-770, read in copies of the statute (instalawyer.io, casetext) on 2026-11-29; the Dorchester and Charleston county probate courts publish the same tiers.
    probateFilingFee: {
      lowDollars: 25,
      highDollars: null,
      note: 'The probate court’s fee, set by the value of the probate estate in the inventory: $25 under $5,000, $95 from $60,000 to $100,000, $845 at $600,000 and a quarter of a percent of everything above, with no upper limit. The judge may let it wait until the inventory.',
      source: {
        title: 'South Carolina Code 8-21-770',
        url: 'https://instalawyer.io/laws/south-carolina-code-of-laws/section-8-21-770-determination-of-fees',
      },
    },
    checkedOn: CHECKED_ON,
  },
  SD: {
    code: 'SD',
    incomeTax: null,
    inheritanceTax: null,
    estateTax: null,
    // The SSA's POMS GN 02315.080 (06/26/2025): "Updated amount for the successor affidavit from $50,000 to
    // $100,000". The day the change took effect was not found, so no earlier limit is recorded. The same page quotes
    // SDCL 29A-3-1201: "the value of the entire estate, wherever located, less liens and encumbrances".
    smallEstate: {
      procedure: 'affidavit for collection of personal property',
      limitDollars: 100_000,
      measuredOn: 'lessLiens',
      waitingDays: 30,
      url: 'https://sdlegislature.gov/Statutes/29A-3-1201',
    },
    probateCourt: 'Circuit Court',
    creditorClaimPeriod: '4 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'South Dakota Unified Judicial System',
      url: 'https://ujs.sd.gov/',
      homePageOnly: true,
    },
    // The service’s own site says it refers the public to lawyers of the State Bar of South Dakota (read on
    // 2026-11-30); no phone was confirmed.
    lawyerReferral: {
      name: 'South Dakota Lawyer Referral Service (State Bar of South Dakota)',
      url: 'https://findalawyerinsd.com/',
      phone: null,
    },
    sources: [
      {
        title: 'SSA POMS GN 02315.080, South Dakota small estates',
        url: 'https://secure.ssa.gov/apps10/reference.nsf/links/06262025080110PM',
      },
      {
        title: 'South Dakota Codified Laws 29A-3-1201',
        url: 'https://sdlegislature.gov/Statutes/29A-3-1201',
      },
      { title: 'South Dakota Unified Judicial System', url: 'https://ujs.sd.gov/' },
    ],
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  TN: {
    code: 'TN',
    incomeTax: null,
    inheritanceTax: null,
    estateTax: null,
    // The Small Estate Probate Act (2023), T.C.A. 30-4-101 and following: an heir, or the executor once the will
    // is probated or recorded, petitions for limited letters, 45 days after the death; the affidavit it replaced
    // is gone. Real property is left out of the limit, not a bar (read on 2026-12-01): "Property" there "means
    // only personal property" (30-4-102(8)), and 30-4-103 as in force through Acts 2023-2024 (casetext) sets only
    // the 45 days and no petition for a personal representative as conditions. EstateExec (updated 2026-01-17)
    // and Cole Law Group say the same: leave real estate out of the value; it cannot pass by the limited letters.
    // Nolo (updated 2024-10-18) lists "did not own any real estate" as a condition, which matches the affidavit's
    // 2022 rule that the Act replaced, not the Act's own text.
    smallEstate: {
      procedure: 'petition for limited letters (small estate)',
      limitDollars: 50_000,
      waitingDays: 45,
      realProperty: 'notCounted',
      url: 'https://law.justia.com/codes/tennessee/title-30/chapter-4/section-30-4-103/',
    },
    probateCourt: 'Chancery Court or Probate Court, depending on the county',
    creditorClaimPeriod:
      '4 months after the first published notice, and never more than 1 year after the death',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Tennessee State Courts',
      url: 'https://www.tncourts.gov/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Tennessee)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
      // The City of Knoxville's and Knox County's own pages give the same number and beforeCalling, read on 2026-12-01.
      local: [
        {
          area: 'Knoxville (Knox County)',
          name: 'Knoxville Bar Association Lawyer Referral and Information Service',
          beforeCalling: 'Monday to Friday, 9 a.m. to noon and 1 to 4 p.m.',
          phone: '(865) 522-7501',
        },
      ],
    },
    sources: [{ title: 'Tennessee State Courts', url: 'https://www.tncourts.gov/' }],
    executorCompensation: null,
    // Read on 2026-12-01 on two courts' own pages: Franklin County Chancery Court (2023 or later) and Union County's Clerk and Master ("Per Tenn. Code Annotated 8-21-401"). State law sets the clerk's fee without the state and local litigation taxes, so totals differ by county. Whole dollars, rounded up.
    probateFilingFee: {
      lowDollars: 336,
      highDollars: 375,
      note: 'The clerk’s fee is set by state law, but each county adds its own litigation taxes. Franklin County charges $374.50 to open an estate, and the notice to creditors in the newspaper costs about $120 more. Union County charges $335.50 for a probate in solemn form, the route with a court hearing.',
      source: {
        title: 'Franklin County Chancery Court: forms and costs',
        url: 'https://franklincountychancerycourt.org/forms-2-2',
      },
      countyExamples: true,
    },
    checkedOn: CHECKED_ON,
  },
  TX: {
    code: 'TX',
    incomeTax: null,
    inheritanceTax: null,
    estateTax: null,
    // $75,000, not counting the homestead and other exempt property (Est. Code 205.001(3), read on 2026-12-01
    // in a copy of the statute's text on instalawyer.io); only for a death without a will ("a decedent who
    // dies intestate"). Of real property it passes only the homestead (205.006), by the legal-aid and title
    // sources read on 2026-12-01; other land needs another route, which the calculator can't tell apart.
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 75_000,
      waitingDays: 30,
      leavesOutHome: true,
      onlyWithoutWill: true,
      url: 'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.205.htm',
    },
    probateCourt: 'county court (or, in larger counties, a statutory probate court)',
    creditorClaimPeriod:
      'No single deadline; claims are made while the estate is open, and secured lenders have 6 months after letters are issued to say how they want to be paid',
    // Read on 2026-11-29: the Texas State Law Library's probate guide (doing it without a lawyer, small estate affidavits, forms). The library is a state agency of the judicial branch; no court page on probate was found.
    probateSelfHelp: {
      title: 'Texas State Law Library: probate guide',
      url: 'https://guides.sll.texas.gov/probate',
    },
    // Serves the counties with no local service (Bexar, Dallas, El Paso, Harris, Jefferson, Nueces, Tarrant and Travis
    // have their own). Phone from the instructions of the Supreme Court of Texas’s approved divorce forms, as copied in
    // several legal-help projects, read on 2026-11-30; the bar’s own pages confirm the service. Its page path was not
    // confirmed, so this is the bar’s home page.
    lawyerReferral: {
      name: 'State Bar of Texas Lawyer Referral and Information Service',
      url: 'https://www.texasbar.com/',
      phone: '(800) 252-9690',
    },
    sources: [
      {
        title: 'Texas Estates Code, Chapter 205',
        url: 'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.205.htm',
      },
      { title: 'Texas Judicial Branch', url: 'https://www.txcourts.gov/' },
    ],
    // Tex. Est. Code §352.002, read on 2026-12-01 in a copy of the section's text (LawServer); USLegal, LegalZoom and Legal Clarity summarize it alike.
    executorCompensation: {
      statute: 'Texas Estates Code §352.002',
      bound: 'set',
      countedOnMoneyInAndOut: true,
      summary:
        'Unless the will sets other terms, an executor who managed the estate properly receives 5% of the cash they actually receive and pay out, but never more than 5% of the estate’s gross value. Money already in the bank at the death, life insurance and cash paid to heirs do not count. The court may allow reasonable pay instead where 5% is too little, for example for running a business or farm.',
      tiers: [],
      source: {
        title: 'Texas Estates Code, Chapter 352',
        url: 'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.352.htm',
      },
    },
    // Local Government Code 133.151(a)(1) ($137, the state’s fee on any probate case) and 135.102(a)(1) ($223, the local fee), read in copies of the statutes (lawserver, FindLaw current as of 2024-01-01) on 2026-12-01; the Hood and Polk County clerks both list $360.
    probateFilingFee: {
      lowDollars: 360,
      highDollars: 360,
      note: 'State law sets the fee to open any probate case the same in every county: a $137 state fee and a $223 local fee. Serving or posting the notice (the citation) costs extra, often about $90.',
      source: {
        title: 'Hood County Clerk: probate and guardianship fees',
        url: 'https://www.co.hood.tx.us/358/Probate-Guardianship-Fees',
      },
    },
    checkedOn: CHECKED_ON,
  },
  UT: {
    code: 'UT',
    incomeTax: { returnName: 'Form TC-40', url: 'https://tax.utah.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // Utah Code 75-3-1201(1)(a) (as the SSA's POMS GN 02315.083 quotes it): "the value of the entire estate subject to
    // administration, wherever located, less liens and encumbrances, does not exceed $100,000".
    smallEstate: {
      procedure: 'affidavit for collection of personal property',
      limitDollars: 100_000,
      measuredOn: 'lessLiens',
      waitingDays: 30,
      url: 'https://le.utah.gov/xcode/Title75/Chapter3/75-3-S1201.html',
    },
    probateCourt: 'District Court',
    creditorClaimPeriod: '3 months after the first published notice',
    probateSelfHelp: {
      title: 'Utah State Courts: Informal Probate',
      url: 'https://www.utcourts.gov/en/self-help/categories/probate/informal-probate.html',
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Utah)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'Utah Code 75-3-1201', url: 'https://le.utah.gov/xcode/Title75/Chapter3/75-3-S1201.html' },
      { title: 'Utah State Tax Commission', url: 'https://tax.utah.gov/' },
    ],
    executorCompensation: null,
    // The Utah State Courts' fee table (Utah Code 78A-2-301, in force from 2023-07-01), read on 2026-12-01: $375 for an original filing no other subsection governs, which is where a probate petition falls; it names no probate line, and two secondary sources give $375 to open a probate case. A 2026 guide shows the $375 tier unchanged by SB 283.
    probateFilingFee: {
      lowDollars: 375,
      highDollars: 375,
      note: 'The district court’s general fee for a new case, the same in every county, which is what opening a probate costs. Ask the clerk before you file: fees change.',
      source: { title: 'Utah State Courts: filing fees', url: 'https://www.utcourts.gov/resources/Fees.htm' },
    },
    checkedOn: CHECKED_ON,
  },
  VT: {
    code: 'VT',
    incomeTax: { returnName: 'Form IN-111', url: 'https://tax.vermont.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: { exemptionDollars: 5_000_000, url: 'https://tax.vermont.gov/' },
    // 14 V.S.A. 1901(a): an estate that "consists entirely of personal property" (a time-share aside).
    smallEstate: {
      procedure: 'small estate proceeding',
      limitDollars: 45_000,
      waitingDays: 0,
      realProperty: 'bars',
      url: 'https://legislature.vermont.gov/statutes/fullchapter/14/081',
    },
    probateCourt: 'Superior Court, Probate Division',
    creditorClaimPeriod: '4 months after the first published notice',
    // Read on 2026-11-29: the Judiciary's own page on wills and estates in the Probate Division.
    probateSelfHelp: {
      title: 'Vermont Judiciary: wills and estates',
      url: 'https://www.vermontjudiciary.org/probate/wills-and-estates',
    },
    // Phone from the Judiciary's own page on finding legal help (vermontjudiciary.org/self-help/finding-legal-help), read on 2026-11-29; the bar's referral page was not confirmed, so this is its home page.
    lawyerReferral: {
      name: 'Vermont Bar Association Lawyer Referral Service',
      url: 'https://www.vtbar.org/',
      phone: '(800) 639-7036',
    },
    sources: [
      {
        title: 'Vermont Statutes, Title 14, Chapter 81: Small Estates',
        url: 'https://legislature.vermont.gov/statutes/fullchapter/14/081',
      },
      { title: 'Vermont Department of Taxes', url: 'https://tax.vermont.gov/' },
    ],
    executorCompensation: null,
    // 32 V.S.A. 1434, read in copies of the statute (FindLaw, current as of January 1, 2024; lawserver.com) on 2026-11-29.
    probateFilingFee: {
      lowDollars: 50,
      highDollars: 3250,
      note: 'The entry fee paid to the Probate Division to open an estate, set by the estate’s value: $50 for $10,000 or less, rising in steps to $3,250 above $10 million.',
      source: {
        title: 'Vermont Statutes, title 32, §1434',
        url: 'https://codes.findlaw.com/vt/title-32-taxation-and-finance/vt-st-tit-32-sect-1434/',
      },
    },
    checkedOn: CHECKED_ON,
  },
  VA: {
    code: 'VA',
    // Due date read on 2026-11-29 on the Department of Taxation's When to File page: Individual Income Tax Return, May 1.
    incomeTax: { returnName: 'Form 760', url: 'https://www.tax.virginia.gov/', dueMonthDay: '05-01' },
    inheritanceTax: null,
    estateTax: null,
    // Va. Code 64.2-600: a small asset is one "other than real property"; the limit is the decedent's "entire
    // personal probate estate".
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 50_000,
      waitingDays: 60,
      realProperty: 'notCounted',
      url: 'https://law.lis.virginia.gov/vacode/title64.2/chapter6/section64.2-601/',
    },
    probateCourt: 'Circuit Court (the clerk’s probate office)',
    // Virginia has no short claim deadline after a notice; this is the usual wait before distribution.
    creditorClaimPeriod:
      'No short deadline; the executor usually waits 6 months after qualifying before paying out to heirs',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Virginia Judicial System',
      url: 'https://www.vacourts.gov/',
      homePageOnly: true,
    },
    // Toll-free phone from the Virginia State Bar’s own pages; the service’s page path was not confirmed.
    lawyerReferral: {
      name: 'Virginia Lawyer Referral Service (Virginia State Bar)',
      url: 'https://www.vsb.org/',
      phone: '(800) 552-7977',
    },
    sources: [
      {
        title: 'Code of Virginia 64.2-601',
        url: 'https://law.lis.virginia.gov/vacode/title64.2/chapter6/section64.2-601/',
      },
      { title: 'Virginia Tax', url: 'https://www.tax.virginia.gov/' },
    ],
    executorCompensation: null,
    // Read on 2026-11-29 in a circuit court clerk's probate page, which gives the qualification fees state law sets by estate size.
    probateFilingFee: {
      lowDollars: 0,
      highDollars: 30,
      note: 'The circuit court clerk’s fee to qualify the executor runs by the size of the estate: nothing at $5,000 or less, up to $30 over $100,000. Recording fees and a state probate tax of about $1 for each $1,000 are added.',
      source: {
        title: 'Prince William County Circuit Court Clerk: probate and qualification',
        url: 'https://www.pwcva.gov/department/circuit-court/probatequalifywills',
      },
    },
    checkedOn: CHECKED_ON,
  },
  WA: {
    code: 'WA',
    incomeTax: null,
    inheritanceTax: null,
    // $3,076,000 is the published figure for deaths from 2026-01-01. ESB 6347, passed in March 2026,
    // sets $3,000,000 for deaths from 2026-07-01; its signing was not confirmed, so re-check this row.
    estateTax: {
      exemptionDollars: 3_076_000,
      url: 'https://dor.wa.gov/taxes-rates/other-taxes/estate-tax-tables',
    },
    // RCW 11.62.010(2)(c): the "entire estate, wherever located, less liens and encumbrances, does not exceed one
    // hundred thousand dollars".
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 100_000,
      measuredOn: 'lessLiens',
      waitingDays: 40,
      url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=11.62.010',
    },
    probateCourt: 'Superior Court',
    creditorClaimPeriod: '4 months after the first published notice',
    // The statewide court forms library, named by secondary sources; the page itself was not seen on checkedOn.
    probateSelfHelp: { title: 'Washington Courts: court forms', url: 'https://www.courts.wa.gov/forms/' },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs. County bars (such as King County) run their own.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Washington)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      {
        title: 'Washington Department of Revenue, estate tax tables',
        url: 'https://dor.wa.gov/taxes-rates/other-taxes/estate-tax-tables',
      },
      {
        title: 'Revised Code of Washington 11.62.010',
        url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=11.62.010',
      },
    ],
    executorCompensation: null,
    // RCW 36.18.020(2)(f), read on the Legislature’s site on 2026-11-29.
    probateFilingFee: {
      lowDollars: 200,
      highDollars: 200,
      note: 'The clerk’s fee paid with the first paper in a probate. Counties may add surcharges.',
      source: {
        title: 'Revised Code of Washington 36.18.020',
        url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=36.18.020',
      },
    },
    checkedOn: CHECKED_ON,
  },
  WV: {
    code: 'WV',
    incomeTax: { returnName: 'Form IT-140', url: 'https://tax.wv.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    // West Virginia Small Estate Act (from July 2021): up to $50,000 of personal property and up to $100,000
    // of real property, read on 2026-12-01 in Legal Aid of West Virginia's guide (updated 2023-12-19) and
    // West Virginia Senior Legal Aid's. Not confirmed: whether there is a waiting period before the affidavit.
    // 60 days after the death, or 30 where the executor the will names applies (the Ohio County clerk's page on the
    // 2021 Act, read on 2026-12-01). Not confirmed: a 2025 bill to 44-1A-2, seen only as "enrolled" in a bill
    // summary, would bar the affidavit once real property goes through probate.
    smallEstate: {
      procedure: 'small estate affidavit',
      limitDollars: 50_000,
      realPropertyLimitDollars: 100_000,
      waitingDays: 60,
      url: 'https://code.wvlegislature.gov/44-1A/',
    },
    probateCourt: 'County Commission (the county clerk and fiduciary supervisor)',
    // Not confirmed: the claim period after the notice (best known, 60 days).
    creditorClaimPeriod: '60 days after the first published notice',
    // The judiciary's home page: in West Virginia each county commission and its clerk handle probate, not the courts, and no statewide probate page was found on 2026-11-29.
    probateSelfHelp: {
      title: 'West Virginia Judiciary',
      url: 'https://www.courtswv.gov/',
      homePageOnly: true,
    },
    // Read on 2026-12-01: the state's Department of Health and Human Resources tells families to call the State Bar's toll-free line for lawyer referral and information, and a separation agreement written to West Virginia's rules (W. Va. Code R. §77-6-4) gives the same number as the State Bar's. The bar's own referral page was not found, so this links its home page.
    lawyerReferral: {
      name: 'West Virginia State Bar: lawyer referral and information',
      url: 'https://wvbar.org/',
      phone: '(800) 642-3617',
    },
    sources: [
      { title: 'West Virginia Code, Chapter 44, Article 1A', url: 'https://code.wvlegislature.gov/44-1A/' },
      { title: 'West Virginia Tax Division', url: 'https://tax.wv.gov/' },
    ],
    executorCompensation: null,
    probateFilingFee: null,
    checkedOn: CHECKED_ON,
  },
  WI: {
    code: 'WI',
    incomeTax: { returnName: 'Form 1', url: 'https://www.revenue.wi.gov/', dueMonthDay: '04-15' },
    inheritanceTax: null,
    estateTax: null,
    smallEstate: {
      procedure: 'transfer by affidavit',
      limitDollars: 50_000,
      waitingDays: 0,
      url: 'https://docs.legis.wisconsin.gov/statutes/statutes/867/03',
    },
    probateCourt: 'Circuit Court (probate)',
    creditorClaimPeriod: '3 to 4 months after the court’s order, on a date the court sets',
    // The Wisconsin Register in Probate Association’s guide to informal administration sends families to this page, and
    // recent legal-help projects cite it as the courts’ probate self-help page (read on 2026-11-30).
    probateSelfHelp: {
      title: 'Wisconsin Court System: Probate self-help',
      url: 'https://www.wicourts.gov/services/public/selfhelp/probate.htm',
    },
    // Phone from a county court page and a press release quoting the State Bar; its page path was not confirmed.
    lawyerReferral: {
      name: 'State Bar of Wisconsin Lawyer Referral and Information Service',
      url: 'https://www.wisbar.org/',
      phone: '(800) 362-9082',
    },
    sources: [
      {
        title: 'Wisconsin Statutes 867.03',
        url: 'https://docs.legis.wisconsin.gov/statutes/statutes/867/03',
      },
      { title: 'Wisconsin Department of Revenue', url: 'https://www.revenue.wi.gov/' },
    ],
    // Wis. Stat. 857.05(2), read on 2026-12-01 in two summaries that quote it alike (EstateExec's Wisconsin page, The Estate Planning Guide).
    executorCompensation: {
      statute: 'Wisconsin Statutes §857.05',
      bound: 'set',
      summary:
        'Unless the will sets other terms, or the heirs with most of the estate agree another rate in writing, the personal representative receives 2% of the inventory value of the probate property, less mortgages and liens, plus any net gains while the estate is settled. The figure here does not take off mortgages. The court may allow more for unusual difficulty or extraordinary work.',
      tiers: [{ upToDollars: null, percent: 2 }],
      source: {
        title: 'Wisconsin Statutes 857.05',
        url: 'https://docs.legis.wisconsin.gov/statutes/statutes/857/05',
      },
    },
    // Wis. Stat. 814.66(1)(a), read in a copy of the statute (statutes.laws.com) on 2026-11-29; the Washburn County register in probate gives the same figures.
    probateFilingFee: {
      lowDollars: 20,
      highDollars: null,
      note: 'The register in probate’s fee, paid when the inventory is filed rather than at the start: $20 for an estate of $10,000 or less, otherwise 0.2% of the net value of the property administered, with no upper limit.',
      source: {
        title: 'Wisconsin Statutes 814.66',
        url: 'https://docs.legis.wisconsin.gov/document/statutes/814.66',
      },
    },
    checkedOn: CHECKED_ON,
  },
  WY: {
    code: 'WY',
    incomeTax: null,
    inheritanceTax: null,
    estateTax: null,
    // Raised from $200,000 to $400,000 from 2025-07-01 (Senate File 0104). Not confirmed: whether the new limit
    // is for deaths from that day or for affidavits filed from it, so no earlier limit is given.
    smallEstate: {
      procedure: 'affidavit for distribution of personal property',
      limitDollars: 400_000,
      waitingDays: 30,
      url: 'https://wyoleg.gov/',
    },
    probateCourt: 'District Court',
    creditorClaimPeriod: '3 months after the first published notice',
    // Not confirmed: the judiciary's home page; its own probate self-help or forms page was not found in a source on checkedOn.
    probateSelfHelp: {
      title: 'Wyoming Judicial Branch',
      url: 'https://www.wyocourts.gov/',
      homePageOnly: true,
    },
    // No statewide bar referral service could be confirmed on checkedOn, so this links to the ABA list of lawyer referral programs.
    lawyerReferral: {
      name: 'American Bar Association: lawyer referral programs (for Wyoming)',
      url: 'https://www.americanbar.org/groups/lawyer_referral/resources/aba-lawyer-referral-and-information-service-approved-programs/',
      phone: null,
    },
    sources: [
      { title: 'Wyoming Legislature', url: 'https://wyoleg.gov/' },
      { title: 'Wyoming Judicial Branch', url: 'https://www.wyocourts.gov/' },
    ],
    // Wyo. Stat. 2-7-803, read in a copy of the statute (casetext.com, current through the 2024 session) on 2026-11-29; only one copy of the statute's text was found, and summaries agree.
    executorCompensation: {
      statute: 'Wyoming Statutes §2-7-803',
      bound: 'set',
      summary:
        'The law sets the fee for ordinary services: 10% of the first $1,000, 5% of the next $4,000, 3% of the next $15,000 and 2% of everything above $20,000. It is counted on the probate estate accounted for, at inventory value adjusted for later sales or reappraisals; the court may allow more in unusual circumstances or for extraordinary services such as tax matters or litigation.',
      tiers: [
        { upToDollars: 1_000, percent: 10 },
        { upToDollars: 5_000, percent: 5 },
        { upToDollars: 20_000, percent: 3 },
        { upToDollars: null, percent: 2 },
      ],
      source: {
        title: 'Wyoming Statutes 2-7-803',
        url: 'https://print.casetext.com/statute/wyoming-statutes/title-2-wills-decedents-estates-and-probate-code/chapter-7-administration-of-estates/article-8-final-report-accounting-distribution-and-discharge/section-2-7-803-fees-of-personal-representative-schedule',
      },
    },
    // The Judicial Branch’s own FAQ, read on 2026-11-30: W.S. 5-3-206 with 2-2-401 (the probate code’s fee
    // section) sets the district court’s initial filing fee at $160.
    probateFilingFee: {
      lowDollars: 160,
      highDollars: 160,
      note: 'The district court’s initial filing fee, which opens a probate case too; $40 of it pays for the court’s computer systems. It does not depend on the estate’s value.',
      source: {
        title: 'Wyoming Judicial Branch: Frequently Asked Questions',
        url: 'https://www.wyocourts.gov/frequently-asked-questions',
      },
    },
    checkedOn: CHECKED_ON,
  },
};

export function stateRulesFor(code: UsStateCode): StateRules {
  return STATE_RULES[code];
}

/** The statute that sets the executor's pay where the loved one lived, if a state is known and has one. */
export function executorCompensationIn(stateCode: string | null): ExecutorCompensation | null {
  return isUsStateCode(stateCode) ? (STATE_RULES[stateCode].executorCompensation ?? null) : null;
}
