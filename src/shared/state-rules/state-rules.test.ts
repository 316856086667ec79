import { describe, expect, it } from 'vitest';
import { US_STATES, type UsStateCode } from '../geo/us-states.ts';
import { statutoryCompensation } from '../probate-calculator/probate-calculator.ts';
import { isIsoDate } from '../validation/dates.ts';
import { SMALL_ESTATE_RULES, smallEstateOf } from './state-rules.test-support.ts';
import { FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS, STATE_RULES, stateRulesFor } from './state-rules.ts';
import type { StateRules } from './state-rules-types.ts';

const TODAY = '2026-11-27';
const ROWS = Object.values(STATE_RULES);

function codesWhere(isIncluded: (row: StateRules) => boolean): string[] {
  return ROWS.filter(isIncluded)
    .map((row) => row.code)
    .sort();
}

const PHONE = /^\([2-9]\d{2}\) [2-9]\d{2}-\d{4}$/;

function allUrls(row: StateRules): string[] {
  return [
    row.incomeTax?.url,
    row.inheritanceTax?.url,
    row.estateTax?.url,
    row.smallEstate?.url,
    row.probateSelfHelp.url,
    row.lawyerReferral.url,
    row.executorCompensation?.source.url,
    row.probateFilingFee?.source.url,
    ...row.sources.map((source) => source.url),
  ].filter((url): url is string => url !== undefined);
}

function allTexts(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => allTexts(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => allTexts(item, `${path}.${key}`));
  }
  return [];
}

describe('state rules table', () => {
  it('has one row for each of the 50 states and DC, and no other', () => {
    expect(Object.keys(STATE_RULES).sort()).toEqual(US_STATES.map((state) => state.code).sort());
    for (const [code, row] of Object.entries(STATE_RULES)) expect(row.code).toBe(code);
  });

  it('finds a state’s row by its code', () => {
    expect(stateRulesFor('PA')).toBe(STATE_RULES.PA);
    expect(stateRulesFor('DC').code).toBe('DC');
  });

  it('links only to https pages, with no trailing punctuation', () => {
    for (const row of ROWS) {
      for (const url of allUrls(row)) {
        expect(url, row.code).toMatch(/^https:\/\/[^\s]+$/);
        expect(url, row.code).not.toMatch(/[.,;:!?)'"’]$/);
        expect(() => new URL(url), `${row.code} ${url}`).not.toThrow();
      }
    }
  });

  it('links every row to its state courts’ probate self-help or forms page, on an official court domain', () => {
    // Court sites outside .gov and .us: the judiciary’s own domains, listed one by one.
    const officialCourtSites = new Set([
      'www.pacourts.us',
      'www.oscn.net',
      'www.lasc.org',
      'www.sccourts.org',
      'www.vermontjudiciary.org',
      'www.gaprobate.org',
    ]);
    for (const row of ROWS) {
      const { title, url } = row.probateSelfHelp;
      expect(title.trim(), row.code).not.toBe('');
      expect(url, row.code).toMatch(/^https:\/\//);
      const host = new URL(url).hostname;
      const isOfficial = /\.(gov|us)$/.test(host) || officialCourtSites.has(host);
      expect(isOfficial, `${row.code} ${host}`).toBe(true);
    }
  });

  it('marks the rows whose courts’ link is a home page, and only those, so the page never promises forms there', () => {
    const homePages = codesWhere((row) => row.probateSelfHelp.homePageOnly === true);
    expect(homePages).toEqual(
      'AL AR DE FL HI IL IN IA KS KY LA MS MT NE NV NH NJ NM OH OK OR PA RI SC SD TN VA WV WY'
        .split(' ')
        .sort(),
    );
    // A home page is the site's root (Indiana's courts live at in.gov/courts/); every other link goes deeper,
    // but for the root of a site that is all probate or self-help: Connecticut's probate courts', Idaho's
    // Court Assistance Office's.
    for (const row of ROWS) {
      if (row.code === 'CT' || row.code === 'ID') continue;
      const { pathname } = new URL(row.probateSelfHelp.url);
      const isRoot = pathname === '/' || (row.code === 'IN' && pathname === '/courts/');
      expect(isRoot, row.code).toBe(homePages.includes(row.code));
    }
    expect(STATE_RULES.CT.probateSelfHelp.url).toBe('https://www.ctprobate.gov/');
    expect(STATE_RULES.ID.probateSelfHelp.url).toBe('https://courtselfhelp.idaho.gov/');
  });

  it('points the best-known states at their courts’ own probate pages, not a home page', () => {
    expect(STATE_RULES.CA.probateSelfHelp.url).toBe('https://selfhelp.courts.ca.gov/probate');
    expect(STATE_RULES.NY.probateSelfHelp.url).toContain('nycourts.gov/courthelp/WhenSomeoneDies');
    expect(STATE_RULES.DC.probateSelfHelp.url).toContain('probate-division');
    expect(STATE_RULES.GA.probateSelfHelp.url).toBe('https://www.gaprobate.org/forms.php');
    expect(STATE_RULES.TX.probateSelfHelp.url).toBe('https://guides.sll.texas.gov/probate');
    expect(STATE_RULES.WI.probateSelfHelp.url).toBe(
      'https://www.wicourts.gov/services/public/selfhelp/probate.htm',
    );
    expect(STATE_RULES.ND.probateSelfHelp.url).toBe(
      'https://www.ndcourts.gov/legal-self-help/informal-probate',
    );
    expect(STATE_RULES.MI.probateSelfHelp.url).toBe('https://www.courts.michigan.gov/SCAO-forms/');
  });

  it('names a lawyer referral service for every row, with an https page and a phone only in one format', () => {
    for (const row of ROWS) {
      const { name, url, phone } = row.lawyerReferral;
      expect(name.trim(), row.code).not.toBe('');
      expect(url, row.code).toMatch(/^https:\/\//);
      if (phone !== null) expect(phone, row.code).toMatch(PHONE);
      for (const service of row.lawyerReferral.local ?? []) {
        expect(service.area.trim(), row.code).not.toBe('');
        expect(service.phone, `${row.code} ${service.area}`).toMatch(PHONE);
      }
    }
  });

  it('adds local bar services only where the state’s own has no confirmed phone', () => {
    expect(codesWhere((row) => (row.lawyerReferral.local ?? []).length > 0)).toEqual([
      'CT',
      'IN',
      'MN',
      'OH',
      'PA',
      'TN',
    ]);
    for (const row of ROWS) {
      if (row.lawyerReferral.local) expect(row.lawyerReferral.phone, row.code).toBeNull();
    }
    expect(STATE_RULES.PA.lawyerReferral.local?.map((service) => service.phone)).toEqual([
      '(412) 261-5555',
      '(215) 238-6333',
      '(610) 994-3656',
    ]);
  });

  it('gives a referral phone only where one was confirmed', () => {
    expect(codesWhere((row) => row.lawyerReferral.phone !== null)).toEqual([
      'AL',
      'CA',
      'DE',
      'FL',
      'ID',
      'IL',
      'MA',
      'MI',
      'MT',
      'NC',
      'NH',
      'NV',
      'NY',
      'OR',
      'SC',
      'TX',
      'VA',
      'VT',
      'WI',
      'WV',
    ]);
    // California's number finds the county services the State Bar certifies; it runs none itself.
    expect(STATE_RULES.CA.lawyerReferral.phone).toBe('(866) 442-2529');
    expect(STATE_RULES.NY.lawyerReferral).toMatchObject({
      url: 'https://nysba.org/',
      phone: '(800) 342-3661',
    });
    expect(STATE_RULES.FL.lawyerReferral.phone).toBe('(800) 342-8011');
    expect(STATE_RULES.OR.lawyerReferral).toMatchObject({
      url: 'https://www.osbar.org/',
      phone: '(800) 452-7636',
    });
  });

  it('names at least one source for every row', () => {
    for (const row of ROWS) expect(row.sources.length, row.code).toBeGreaterThan(0);
  });

  it('lists no other state’s source on a row', () => {
    for (const row of ROWS) {
      const own = US_STATES.find((state) => state.code === row.code)?.name ?? '';
      // "Virginia" is part of "West Virginia"'s own name, not another state's.
      const others = US_STATES.filter((state) => state.code !== row.code && !own.includes(state.name));
      for (const { title } of row.sources)
        for (const other of others)
          expect(new RegExp(`\\b${other.name}\\b`).test(title), `${row.code}: ${title}`).toBe(false);
    }
    // New Hampshire's waiver of administration belongs to its own row, whose comment cites it.
    expect(STATE_RULES.NH.sources.map((source) => source.title)).toContain(
      'New Hampshire RSA 553:32, waiver of administration',
    );
  });

  it('cites the statute or the SSA’s summary each reviewed small-estate rule was read in (2026-12-03)', () => {
    const titlesOf = (code: UsStateCode) => STATE_RULES[code].sources.map((source) => source.title);
    expect(titlesOf('IN')).toEqual(
      expect.arrayContaining(['SSA POMS GN 02315.052, Indiana small estates', 'Indiana Code 29-1-8-1']),
    );
    expect(titlesOf('AR')).toContain('Arkansas Code 28-41-101');
    expect(titlesOf('FL')).toEqual(
      expect.arrayContaining(['Florida Statutes 735.201', 'Florida Statutes 732.402, exempt property']),
    );
    expect(titlesOf('NY')).toEqual(
      expect.arrayContaining([
        'New York Surrogate’s Court Procedure Act 1301',
        'New York Estates, Powers and Trusts Law 5-3.1, exemption for benefit of family',
      ]),
    );
    expect(titlesOf('HI')).toContain('SSA POMS GN 02315.049, Hawaii small estates');
  });

  it('asks for a final state income tax return everywhere but the nine states that tax no wages', () => {
    expect(codesWhere((row) => row.incomeTax === null)).toEqual(
      ['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WA', 'WY'].sort(),
    );
    expect(STATE_RULES.PA.incomeTax?.returnName).toBe('Form PA-40');
    expect(STATE_RULES.NY.incomeTax?.returnName).toBe('Form IT-201');
    expect(STATE_RULES.CA.incomeTax?.returnName).toBe('Form 540');
    expect(STATE_RULES.DC.incomeTax?.returnName).toBe('Form D-40');
  });

  it('has an inheritance tax only in PA, NJ, KY, NE and MD (Iowa’s ended for deaths from 2025)', () => {
    expect(codesWhere((row) => row.inheritanceTax !== null)).toEqual(['KY', 'MD', 'NE', 'NJ', 'PA']);
    expect(STATE_RULES.IA.inheritanceTax).toBeNull();
  });

  it('takes 5 % off the inheritance tax paid early in Kentucky (9 months) and Pennsylvania (3), and nowhere else', () => {
    expect(STATE_RULES.KY.inheritanceTax?.earlyPaymentDiscount).toEqual({ percent: 5, withinMonths: 9 });
    expect(STATE_RULES.PA.inheritanceTax?.earlyPaymentDiscount).toEqual({ percent: 5, withinMonths: 3 });
    expect(codesWhere((row) => row.inheritanceTax?.earlyPaymentDiscount != null)).toEqual(['KY', 'PA']);
  });

  it('gives each inheritance tax a due date of whole months within the first 18', () => {
    for (const row of ROWS) {
      if (row.inheritanceTax === null) continue;
      expect(Number.isInteger(row.inheritanceTax.dueMonths), row.code).toBe(true);
      expect(row.inheritanceTax.dueMonths, row.code).toBeGreaterThan(0);
      expect(row.inheritanceTax.dueMonths, row.code).toBeLessThanOrEqual(18);
    }
  });

  it('has a state estate tax only in the 12 states and DC that levy one', () => {
    expect(codesWhere((row) => row.estateTax !== null)).toEqual(
      ['CT', 'DC', 'HI', 'IL', 'MA', 'MD', 'ME', 'MN', 'NY', 'OR', 'RI', 'VT', 'WA'].sort(),
    );
  });

  it('never puts a state estate tax exemption above the federal one', () => {
    for (const row of ROWS) {
      if (row.estateTax === null) continue;
      expect(row.estateTax.exemptionDollars, row.code).toBeLessThanOrEqual(
        FEDERAL_ESTATE_TAX_EXEMPTION_DOLLARS,
      );
    }
  });

  it('counts dollar limits as positive whole dollars and waiting periods as whole days', () => {
    for (const [code, rule] of SMALL_ESTATE_RULES) {
      expect(Number.isSafeInteger(rule.limitDollars), code).toBe(true);
      expect(rule.limitDollars, code).toBeGreaterThan(0);
      expect(Number.isSafeInteger(rule.waitingDays), code).toBe(true);
      expect(rule.waitingDays, code).toBeGreaterThanOrEqual(0);
    }
    for (const row of ROWS) {
      if (row.estateTax === null) continue;
      expect(Number.isSafeInteger(row.estateTax.exemptionDollars), row.code).toBe(true);
      expect(row.estateTax.exemptionDollars, row.code).toBeGreaterThan(0);
    }
  });

  it('weighs real property apart, against its own whole-dollar limit, only in Arizona, Oregon and West Virginia', () => {
    expect(codesWhere((row) => row.smallEstate?.realPropertyLimitDollars !== undefined)).toEqual([
      'AZ',
      'OR',
      'WV',
    ]);
    // Arkansas's, Texas's and Florida's leave the home out instead; no state does both.
    expect(codesWhere((row) => row.smallEstate?.leavesOutHome === true)).toEqual(['AR', 'FL', 'TX']);
    // Georgia's bank payment, New Jersey's affidavit and Texas's are for a death without a will alone.
    expect(codesWhere((row) => row.smallEstate?.onlyWithoutWill === true)).toEqual(['GA', 'NJ', 'TX']);
    // Only Arizona's real property waits longer: 6 months, against 30 days for the rest.
    expect(codesWhere((row) => row.smallEstate?.realPropertyWaitingMonths !== undefined)).toEqual(['AZ']);
    expect(smallEstateOf('AZ')).toMatchObject({
      limitDollars: 200_000,
      realPropertyLimitDollars: 300_000,
      waitingDays: 30,
      realPropertyWaitingMonths: 6,
    });
    expect(smallEstateOf('OR')).toMatchObject({
      limitDollars: 75_000,
      realPropertyLimitDollars: 200_000,
    });
    expect(smallEstateOf('WV')).toMatchObject({
      limitDollars: 50_000,
      realPropertyLimitDollars: 100_000,
    });
  });

  it('leaves vehicles out in seven states, Illinois from its 2025 change, Massachusetts only one of them, and Alaska up to a limit of their own', () => {
    expect(codesWhere((row) => row.smallEstate?.leavesOutVehicles !== undefined)).toEqual([
      'AK',
      'CA',
      'HI',
      'IL',
      'MA',
      'NV',
      'RI',
    ]);
    for (const code of ['CA', 'HI', 'NV', 'RI'] as const)
      expect(smallEstateOf(code).leavesOutVehicles, code).toEqual({ howMany: 'all' });
    expect(smallEstateOf('IL').leavesOutVehicles).toEqual({
      howMany: 'all',
      forDeathsFrom: '2025-08-15',
    });
    expect(smallEstateOf('MA').leavesOutVehicles).toEqual({ howMany: 'one' });
    expect(smallEstateOf('AK').leavesOutVehicles).toEqual({ howMany: 'all', upToDollars: 100_000 });
    // The date is the one Illinois's earlier limit ends on: the same act made both changes.
    expect(smallEstateOf('IL').earlierLimits?.[0]?.forDeathsBefore).toBe('2025-08-15');
  });

  it('gives a surviving spouse a higher limit in Maryland, North Carolina, Nevada, New Jersey and Ohio', () => {
    expect(codesWhere((row) => row.smallEstate?.spouseLimit !== undefined)).toEqual([
      'MD',
      'NC',
      'NJ',
      'NV',
      'OH',
    ]);
    for (const [code, rule] of SMALL_ESTATE_RULES)
      if (rule.spouseLimit) expect(rule.spouseLimit.limitDollars, code).toBeGreaterThan(rule.limitDollars);
  });

  it('has a small-estate procedure on record in every state but New Hampshire', () => {
    expect(codesWhere((row) => row.smallEstate === null)).toEqual(['NH']);
  });

  it('bars the procedure once real property goes through probate, or leaves real property uncounted, where a source says so', () => {
    expect(codesWhere((row) => row.smallEstate?.realProperty === 'bars')).toEqual([
      'AK',
      'AL',
      'CT',
      'DE',
      'HI',
      'IA',
      'ID',
      'IL',
      'MA',
      'MI',
      'MN',
      'NV',
      'RI',
      'VT',
    ]);
    expect(codesWhere((row) => row.smallEstate?.realProperty === 'notCounted')).toEqual([
      'KY',
      'NC',
      'NE',
      'NY',
      'PA',
      'TN',
      'VA',
    ]);
    // Only with a will, in Louisiana: without one its real property counts like the rest.
    expect(codesWhere((row) => row.smallEstate?.realPropertyBarsWithWill === true)).toEqual(['LA']);
  });

  it('combines no two ways of counting that the Probate Calculator’s words cannot say together', () => {
    for (const [code, rule] of SMALL_ESTATE_RULES) {
      const { realPropertyLimitDollars, leavesOutHome, realProperty, leavesOutVehicles } = rule;
      // A will may make real property bar it, so that way must combine with the rest as 'bars' would.
      const withWill = rule.realPropertyBarsWithWill ? 'bars' : realProperty;
      const ways = [realPropertyLimitDollars !== undefined, leavesOutHome, withWill !== undefined].filter(
        Boolean,
      );
      expect(ways.length, code).toBeLessThanOrEqual(1);
      // The verdict names one thing left out: the home, real property or vehicles.
      if (leavesOutVehicles)
        expect(
          realPropertyLimitDollars === undefined && !leavesOutHome && realProperty !== 'notCounted',
          code,
        ).toBe(true);
    }
  });

  it('measures the limit less every debt in Missouri, and less liens in Arkansas, Indiana, Minnesota, South Dakota, Utah and Washington', () => {
    expect(codesWhere((row) => row.smallEstate?.measuredOn === 'lessDebts')).toEqual(['MO']);
    expect(codesWhere((row) => row.smallEstate?.measuredOn === 'lessLiens')).toEqual([
      'AR',
      'IN',
      'MN',
      'SD',
      'UT',
      'WA',
    ]);
    // IC 29-1-8-1(b)(1): "less liens, encumbrances, and reasonable funeral expenses".
    expect(codesWhere((row) => row.smallEstate?.lessFuneralExpenses === true)).toEqual(['IN']);
    // The verdict says what the debts change after the home left out at most: no parts, no vehicles, no spouse.
    for (const [code, rule] of SMALL_ESTATE_RULES) {
      if (rule.measuredOn === undefined) continue;
      expect(rule.realPropertyLimitDollars, code).toBeUndefined();
      expect(rule.leavesOutVehicles, code).toBeUndefined();
      expect(rule.spouseLimit, code).toBeUndefined();
      expect(rule.familyExemptions, code).toBeUndefined();
      expect(rule.realProperty, code).not.toBe('notCounted');
      if (rule.leavesOutHome) expect(rule.measuredOn, code).toBe('lessLiens');
    }
  });

  it('leaves out what the law sets apart for a surviving family in Florida and New York, as their statutes read', () => {
    expect(codesWhere((row) => row.smallEstate?.familyExemptions !== undefined)).toEqual(['FL', 'NY']);
    // F.S. 735.201(2) and 732.402(2)(a)–(c), where a spouse or children take it (732.402(1)).
    expect(smallEstateOf('FL').familyExemptions).toEqual({
      forWhom: 'spouseOrChildren',
      items: [
        { what: 'vehicles', howMany: 2, upToDollarsEach: null },
        { what: 'household', upToDollars: 20_000 },
        { what: 'tuitionPlans', upToDollars: null },
      ],
    });
    // SCPA 1301(1) and EPTL 5-3.1(a), where a spouse or children under 21 survive.
    expect(smallEstateOf('NY').familyExemptions).toEqual({
      forWhom: 'spouseOrChildrenUnder21',
      items: [
        { what: 'vehicles', howMany: 1, upToDollarsEach: 25_000 },
        { what: 'money', upToDollars: 25_000 },
        { what: 'household', upToDollars: 20_000 },
        { what: 'booksAndPictures', upToDollars: 2_500 },
        { what: 'farm', upToDollars: 20_000 },
      ],
    });
    // Each kind of property once; the vehicles the limit leaves out anyway are not set apart again, and
    // the verdict says one reason it depends at a time.
    for (const [code, rule] of SMALL_ESTATE_RULES) {
      if (!rule.familyExemptions) continue;
      const kinds = rule.familyExemptions.items.map((item) => item.what);
      expect(new Set(kinds).size, code).toBe(kinds.length);
      expect(rule.leavesOutVehicles, code).toBeUndefined();
      expect(rule.realPropertyLimitDollars, code).toBeUndefined();
      expect(rule.spouseLimit, code).toBeUndefined();
    }
  });

  it('runs Alabama’s wait from the published notice of the petition, and every other from the death', () => {
    expect(codesWhere((row) => row.smallEstate?.waitingFrom !== undefined)).toEqual(['AL']);
    expect(STATE_RULES.AL.smallEstate).toMatchObject({ waitingDays: 30, waitingFrom: 'publishedNotice' });
  });

  it('lists earlier small-estate limits newest first, each a whole-dollar limit before a real day', () => {
    expect(codesWhere((row) => row.smallEstate?.earlierLimits !== undefined)).toEqual([
      'CA',
      'DC',
      'IL',
      'IN',
    ]);
    // IC 29-1-8-1(b)(1): $25,000 before July 1, 2006; $50,000 until July 1, 2022.
    expect(smallEstateOf('IN').earlierLimits).toEqual([
      { limitDollars: 50_000, forDeathsBefore: '2022-07-01' },
      { limitDollars: 25_000, forDeathsBefore: '2006-07-01' },
    ]);
    for (const row of ROWS) {
      const dates = (row.smallEstate?.earlierLimits ?? []).map((earlier) => earlier.forDeathsBefore);
      expect(dates.every(isIsoDate), row.code).toBe(true);
      expect(dates, row.code).toEqual([...dates].sort().reverse());
      expect(new Set(dates).size, row.code).toBe(dates.length);
      for (const earlier of row.smallEstate?.earlierLimits ?? []) {
        expect(Number.isSafeInteger(earlier.limitDollars) && earlier.limitDollars > 0, row.code).toBe(true);
      }
    }
  });

  it('dates every row with a real day, no later than today', () => {
    for (const row of ROWS) {
      expect(row.checkedOn, row.code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${row.checkedOn}T00:00:00Z`).toISOString().slice(0, 10), row.code).toBe(row.checkedOn);
      expect(row.checkedOn <= TODAY, row.code).toBe(true);
    }
  });

  it('writes every text in plain, tidy words: never empty, no double spaces, no straight apostrophes', () => {
    for (const row of ROWS) {
      for (const { path, text } of allTexts(row, row.code)) {
        expect(text.trim(), path).not.toBe('');
        expect(text, path).toBe(text.trim());
        expect(text, path).not.toMatch(/ {2}/);
        if (!path.endsWith('url')) expect(text, path).not.toContain("'");
      }
    }
  });

  it('sets an executor’s fee schedule only where a statute was confirmed (AL, AR, CA, FL, GA, IA, KY, LA, MD, MO, NC, NJ, NV, NY, OH, OK, OR, SC, TX, WI, WY)', () => {
    expect(codesWhere((row) => row.executorCompensation !== null)).toEqual([
      'AL',
      'AR',
      'CA',
      'FL',
      'GA',
      'IA',
      'KY',
      'LA',
      'MD',
      'MO',
      'NC',
      'NJ',
      'NV',
      'NY',
      'OH',
      'OK',
      'OR',
      'SC',
      'TX',
      'WI',
      'WY',
    ]);
    expect(STATE_RULES.CA.executorCompensation?.statute).toContain('§10800');
    expect(STATE_RULES.NY.executorCompensation?.statute).toContain('§2307');
    expect(STATE_RULES.FL.executorCompensation?.statute).toContain('§733.617');
    expect(STATE_RULES.MO.executorCompensation?.statute).toContain('§473.153');
    expect(STATE_RULES.IA.executorCompensation?.statute).toContain('§633.197');
    expect(STATE_RULES.AR.executorCompensation?.statute).toContain('§28-48-108');
    expect(STATE_RULES.NV.executorCompensation?.statute).toContain('§150.020');
    expect(STATE_RULES.WY.executorCompensation?.statute).toContain('§2-7-803');
    expect(STATE_RULES.OR.executorCompensation?.statute).toContain('§116.173');
    expect(STATE_RULES.OH.executorCompensation?.statute).toContain('§2113.35');
    expect(STATE_RULES.NJ.executorCompensation?.statute).toContain('§3B:18-14');
    expect(STATE_RULES.MD.executorCompensation?.statute).toContain('§7-601');
    expect(STATE_RULES.KY.executorCompensation?.statute).toContain('§395.150');
    expect(STATE_RULES.WI.executorCompensation?.statute).toContain('§857.05');
    expect(STATE_RULES.LA.executorCompensation?.statute).toContain('art. 3351');
    expect(STATE_RULES.GA.executorCompensation?.statute).toContain('§53-6-60');
    expect(STATE_RULES.AL.executorCompensation?.statute).toContain('§43-2-848');
    expect(STATE_RULES.NC.executorCompensation?.statute).toContain('§28A-23-3');
    expect(STATE_RULES.TX.executorCompensation?.statute).toContain('§352.002');
    expect(STATE_RULES.SC.executorCompensation?.statute).toContain('§62-3-719');
    expect(STATE_RULES.OK.executorCompensation?.statute).toContain('§527');
    // Missouri's schedule is the least the executor receives; Iowa's, Arkansas's, Kentucky's, Maryland's and
    // South Carolina's the most the court allows.
    expect(
      Object.fromEntries(
        Object.values(STATE_RULES)
          .filter((row) => row.executorCompensation !== null)
          .map((row) => [row.code, row.executorCompensation?.bound]),
      ),
    ).toEqual({
      AL: 'maximum',
      AR: 'maximum',
      CA: 'set',
      FL: 'set',
      GA: 'set',
      IA: 'maximum',
      KY: 'maximum',
      LA: 'set',
      MD: 'maximum',
      MO: 'minimum',
      NC: 'maximum',
      NJ: 'set',
      NV: 'set',
      NY: 'set',
      OH: 'set',
      OK: 'set',
      OR: 'set',
      SC: 'maximum',
      TX: 'set',
      WI: 'set',
      WY: 'set',
    });
    // Montana's percentages left its statute in 2019, and Hawaii's is reasonable compensation: neither has a
    // schedule.
    expect(STATE_RULES.MT.executorCompensation).toBeNull();
    expect(STATE_RULES.HI.executorCompensation).toBeNull();
  });

  it('writes each added schedule’s tiers exactly as the statute reads them', () => {
    const tiersOf = (code: UsStateCode) =>
      STATE_RULES[code].executorCompensation?.tiers.map((tier) => [tier.upToDollars, tier.percent]);
    expect(tiersOf('MO')).toEqual([
      [5_000, 5],
      [25_000, 4],
      [100_000, 3],
      [400_000, 2.75],
      [1_000_000, 2.5],
      [null, 2],
    ]);
    expect(tiersOf('IA')).toEqual([
      [1_000, 6],
      [5_000, 4],
      [null, 2],
    ]);
    expect(tiersOf('AR')).toEqual([
      [1_000, 10],
      [5_000, 5],
      [null, 3],
    ]);
    expect(tiersOf('NV')).toEqual([
      [15_000, 4],
      [100_000, 3],
      [null, 2],
    ]);
    expect(tiersOf('OR')).toEqual([
      [1_000, 7],
      [10_000, 4],
      [50_000, 3],
      [null, 2],
    ]);
    expect(tiersOf('WY')).toEqual([
      [1_000, 10],
      [5_000, 5],
      [20_000, 3],
      [null, 2],
    ]);
    expect(tiersOf('OH')).toEqual([
      [100_000, 4],
      [400_000, 3],
      [null, 2],
    ]);
    expect(tiersOf('NJ')).toEqual([
      [200_000, 5],
      [1_000_000, 3.5],
      [null, 2],
    ]);
    expect(tiersOf('MD')).toEqual([
      [20_000, 9],
      [null, 3.6],
    ]);
    expect(tiersOf('OK')).toEqual([
      [1_000, 5],
      [6_000, 4],
      [null, 2.5],
    ]);
    expect(tiersOf('KY')).toEqual([[null, 5]]);
    expect(tiersOf('WI')).toEqual([[null, 2]]);
    expect(tiersOf('LA')).toEqual([[null, 2.5]]);
    expect(tiersOf('SC')).toEqual([[null, 5]]);
  });

  it('writes each fee schedule as ascending tiers of percents above 0 and at most 10, open-ended only last', () => {
    for (const row of ROWS) {
      if (row.executorCompensation === null) continue;
      const { tiers, countedOnMoneyInAndOut } = row.executorCompensation;
      // A schedule counted on money in and out has no tiers to apply to the inventory; every other has some.
      if (countedOnMoneyInAndOut) {
        expect(tiers, row.code).toEqual([]);
        continue;
      }
      expect(tiers.length, row.code).toBeGreaterThan(0);
      tiers.forEach((tier, index) => {
        expect(tier.percent, row.code).toBeGreaterThan(0);
        expect(tier.percent, row.code).toBeLessThanOrEqual(10);
        expect(Number.isInteger(tier.percent * 100), row.code).toBe(true);
        if (tier.upToDollars === null) expect(index, row.code).toBe(tiers.length - 1);
        else {
          expect(Number.isSafeInteger(tier.upToDollars), row.code).toBe(true);
          const before = index === 0 ? 0 : tiers[index - 1]?.upToDollars;
          expect(tier.upToDollars, row.code).toBeGreaterThan(before ?? Number.POSITIVE_INFINITY);
        }
      });
    }
  });

  it('counts the fee without real estate kept, or without the home, only where the statute says so', () => {
    expect(
      Object.fromEntries(
        ROWS.filter((row) => row.executorCompensation?.countedOn !== undefined).map((row) => [
          row.code,
          row.executorCompensation?.countedOn,
        ]),
      ),
    ).toEqual({
      AR: 'personalProperty',
      FL: 'withoutHome',
      KY: 'personalProperty',
      MO: 'personalPropertyAndRealPropertySold',
      NY: 'personalPropertyAndRealPropertySold',
      OH: 'personalPropertyAndRealPropertySold',
      SC: 'personalPropertyAndRealPropertySold',
    });
    // Ohio's 1 % of real estate kept is the only flat percent, and only beside what a sale would bring.
    expect(codesWhere((row) => row.executorCompensation?.unsoldRealPropertyPercent !== undefined)).toEqual([
      'OH',
    ]);
    expect(STATE_RULES.OH.executorCompensation?.unsoldRealPropertyPercent).toBe(1);
    // No summary still says the figure is higher than the law allows.
    for (const row of ROWS)
      expect(row.executorCompensation?.summary ?? '', row.code).not.toContain('higher than the law allows');
  });

  it('counts only Alabama’s, Georgia’s, North Carolina’s and Texas’s pay on the money received and paid out', () => {
    expect(codesWhere((row) => row.executorCompensation?.countedOnMoneyInAndOut === true)).toEqual([
      'AL',
      'GA',
      'NC',
      'TX',
    ]);
  });

  it('gives the statutory fees worked out by hand', () => {
    const feeOn = (code: UsStateCode, dollars: number) =>
      statutoryCompensation(dollars * 100, STATE_RULES[code].executorCompensation?.tiers ?? []).feeCents /
      100;
    // CA: 4,000 + 3,000 + 2 % of 300,000.
    expect(feeOn('CA', 500_000)).toBe(13_000);
    // CA: 4,000 + 3,000 + 16,000 + 1 % of 1,000,000.
    expect(feeOn('CA', 2_000_000)).toBe(33_000);
    // NY: 5,000 + 4 % of 100,000.
    expect(feeOn('NY', 200_000)).toBe(9_000);
    // FL: 3 % of 500,000.
    expect(feeOn('FL', 500_000)).toBe(15_000);
    // MO: 5 % of 5,000 + 4 % of 20,000 + 3 % of 75,000 = 250 + 800 + 2,250.
    expect(feeOn('MO', 100_000)).toBe(3_300);
    // MO: 3,300 + 2.75 % of 300,000 + 2.5 % of 100,000 = 3,300 + 8,250 + 2,500.
    expect(feeOn('MO', 500_000)).toBe(14_050);
    // IA: 6 % of 1,000 + 4 % of 4,000 + 2 % of 95,000 = 60 + 160 + 1,900.
    expect(feeOn('IA', 100_000)).toBe(2_120);
    // AR: 10 % of 1,000 + 5 % of 4,000 + 3 % of 95,000 = 100 + 200 + 2,850.
    expect(feeOn('AR', 100_000)).toBe(3_150);
    // NV: 4 % of 15,000 + 3 % of 85,000 + 2 % of 100,000 = 600 + 2,550 + 2,000.
    expect(feeOn('NV', 200_000)).toBe(5_150);
    // OR: 7 % of 1,000 + 4 % of 9,000 + 3 % of 40,000 + 2 % of 50,000 = 70 + 360 + 1,200 + 1,000.
    expect(feeOn('OR', 100_000)).toBe(2_630);
    // WY: 10 % of 1,000 + 5 % of 4,000 + 3 % of 15,000 + 2 % of 80,000 = 100 + 200 + 450 + 1,600.
    expect(feeOn('WY', 100_000)).toBe(2_350);
    // The sources' own examples. OH: 4,000 + 9,000 + 2 % of 350,000.
    expect(feeOn('OH', 750_000)).toBe(20_000);
    // NJ: 10,000 + 3.5 % of 400,000; and 10,000 + 28,000.
    expect(feeOn('NJ', 600_000)).toBe(24_000);
    expect(feeOn('NJ', 1_000_000)).toBe(38_000);
    // MD: 9 % of 10,000; and 1,800 + 3.6 % of 980,000.
    expect(feeOn('MD', 10_000)).toBe(900);
    expect(feeOn('MD', 1_000_000)).toBe(37_080);
    // OK: 5 % of 1,000 + 4 % of 5,000 + 2.5 % of 594,000 = 50 + 200 + 14,850 (EstateExec's example). On
    // $6,000 the statute's "next $5,000" gives 50 + 200, where a source's "next $4,000" would give 235.
    expect(feeOn('OK', 600_000)).toBe(15_100);
    expect(feeOn('OK', 6_000)).toBe(250);
    // One rate on $400,000: KY and SC 5 %, WI 2 %, LA 2.5 %.
    expect(feeOn('KY', 400_000)).toBe(20_000);
    expect(feeOn('SC', 400_000)).toBe(20_000);
    expect(feeOn('WI', 400_000)).toBe(8_000);
    expect(feeOn('LA', 400_000)).toBe(10_000);
  });

  it('gives a filing fee range only where a source confirmed it, low to high in whole dollars', () => {
    expect(codesWhere((row) => row.probateFilingFee !== null)).toEqual([
      'AK',
      'AL',
      'AR',
      'AZ',
      'CA',
      'CO',
      'CT',
      'DC',
      'FL',
      'HI',
      'IA',
      'IL',
      'IN',
      'KS',
      'LA',
      'MA',
      'MD',
      'MI',
      'MN',
      'MO',
      'NC',
      'ND',
      'NJ',
      'NM',
      'NV',
      'NY',
      'OK',
      'OR',
      'SC',
      'TN',
      'TX',
      'UT',
      'VA',
      'VT',
      'WA',
      'WI',
      'WY',
    ]);
    expect(STATE_RULES.WY.probateFilingFee).toMatchObject({ lowDollars: 160, highDollars: 160 });
    // North Dakota's civil filing fee, which opens a probate, doubled from $80 on 2025-07-01.
    expect(STATE_RULES.ND.probateFilingFee).toMatchObject({ lowDollars: 160, highDollars: 160 });
    expect(STATE_RULES.NY.probateFilingFee).toMatchObject({ lowDollars: 45, highDollars: 1_250 });
    // Oklahoma's $135 probate fee with the $6 assessment the same section adds to it.
    expect(STATE_RULES.OK.probateFilingFee).toMatchObject({ lowDollars: 141, highDollars: 141 });
    expect(STATE_RULES.AK.probateFilingFee).toMatchObject({ lowDollars: 250, highDollars: 250 });
    // California's $355 is the first part of its $435: two $40 supplemental fees come with it.
    expect(STATE_RULES.CA.probateFilingFee).toMatchObject({ lowDollars: 435, highDollars: 435 });
    // Texas: the $137 state fee and the $223 local fee on every probate case.
    expect(STATE_RULES.TX.probateFilingFee).toMatchObject({ lowDollars: 360, highDollars: 360 });
    // Minnesota's $285 with Hennepin County's law-library fee on top.
    expect(STATE_RULES.MN.probateFilingFee).toMatchObject({ lowDollars: 285, highDollars: 322 });
    // Kansas: $109.50, or $131.50 with the Supreme Court's surcharge, rounded up.
    expect(STATE_RULES.KS.probateFilingFee).toMatchObject({ lowDollars: 110, highDollars: 132 });
    // Nevada: $72 up to $20,000 of estate, $72 + $352 from $300,000.
    expect(STATE_RULES.NV.probateFilingFee).toMatchObject({ lowDollars: 72, highDollars: 424 });
    for (const row of ROWS) {
      if (row.probateFilingFee === null) continue;
      const { lowDollars, highDollars } = row.probateFilingFee;
      expect(Number.isSafeInteger(lowDollars), row.code).toBe(true);
      expect(lowDollars, row.code).toBeGreaterThanOrEqual(0);
      if (highDollars === null) continue;
      expect(Number.isSafeInteger(highDollars), row.code).toBe(true);
      expect(lowDollars, row.code).toBeLessThanOrEqual(highDollars);
    }
  });

  it('marks the fees each county sets, whose range spans only the counties the note names', () => {
    const byCounty = ROWS.filter((row) => row.probateFilingFee?.countyExamples);
    expect(byCounty.map((row) => row.code)).toEqual(['IL', 'LA', 'MO', 'TN']);
    for (const row of byCounty) {
      const fee = row.probateFilingFee!;
      expect(fee.note, row.code).toMatch(/(County|Parish)\b.*(County|Parish)\b/);
      expect(fee.lowDollars, row.code).toBeLessThan(fee.highDollars!);
    }
  });

  it('leaves a fee open-ended only where it is a percentage of the estate with no upper limit (IA, MD, SC, WI)', () => {
    expect(
      codesWhere((row) => row.probateFilingFee !== null && row.probateFilingFee.highDollars === null),
    ).toEqual(['IA', 'MD', 'SC', 'WI']);
  });
});
