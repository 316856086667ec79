import { US_COUNTY_ROWS } from './us-county-rows.ts';
import { stateByCode, stateByFips, type UsStateCode } from './us-states.ts';

export type UsCounty = {
  /** Census name with its suffix: 'Travis County', 'Orleans Parish', 'Richmond City'. */
  name: string;
  /** 5 digits: the state's 2 then the county's 3. */
  fips: string;
  stateCode: UsStateCode;
};

export const US_COUNTY_COUNT = US_COUNTY_ROWS.length;

// Suffixes people leave off when they type a county ('Travis', 'Orleans'); longest first so
// 'City and Borough' wins over 'Borough'.
const COUNTY_SUFFIXES = [
  ' city and borough',
  ' census area',
  ' municipality',
  ' borough',
  ' county',
  ' parish',
  ' city',
] as const;

type CountyIndex = {
  byState: ReadonlyMap<UsStateCode, readonly UsCounty[]>;
  byFips: ReadonlyMap<string, UsCounty>;
};

let index: CountyIndex | undefined;

// Built on first use so that importing the module (e.g. for a type) costs nothing.
function countyIndex(): CountyIndex {
  if (index) return index;
  const byState = new Map<UsStateCode, UsCounty[]>();
  const byFips = new Map<string, UsCounty>();
  for (const [fips, censusName] of US_COUNTY_ROWS) {
    const state = stateByFips(fips.slice(0, 2));
    if (!state) continue;
    // Census writes Virginia's independent cities as 'Richmond city'; in a sentence or a
    // select list 'Richmond City' reads as the proper name it is.
    const county: UsCounty = { name: censusName.replace(/ city$/, ' City'), fips, stateCode: state.code };
    byFips.set(fips, county);
    const list = byState.get(state.code) ?? [];
    list.push(county);
    byState.set(state.code, list);
  }
  for (const list of byState.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  index = { byState, byFips };
  return index;
}

/** The counties of a state, sorted by name for a select list; empty for an unknown code. */
export function countiesOf(stateCode: string): readonly UsCounty[] {
  const state = stateByCode(stateCode);
  if (!state) return [];
  return countyIndex().byState.get(state.code) ?? [];
}

export function countyByFips(fips: string): UsCounty | undefined {
  return countyIndex().byFips.get(fips.trim());
}

function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function withoutSuffix(normalisedName: string): string {
  const suffix = COUNTY_SUFFIXES.find((candidate) => normalisedName.endsWith(candidate));
  return suffix ? normalisedName.slice(0, -suffix.length) : normalisedName;
}

/**
 * Finds a county of a state from what an answer may hold: a 5-digit FIPS ('48453'), the
 * county's 3 digits ('453'), its full name ('Travis County') or its bare name ('travis',
 * 'Dona Ana'). A bare name shared by a county and an independent city ('Fairfax', 'Baltimore')
 * means the county, as people say 'Baltimore city' when they mean the city.
 */
export function findCounty(stateCode: string, nameOrFips: string): UsCounty | undefined {
  const state = stateByCode(stateCode);
  const wanted = nameOrFips.trim();
  if (!state || wanted === '') return undefined;

  if (/^\d{5}$/.test(wanted)) {
    const county = countyByFips(wanted);
    return county?.stateCode === state.code ? county : undefined;
  }
  if (/^\d{3}$/.test(wanted)) return countyByFips(`${state.fips}${wanted}`);

  const counties = countiesOf(state.code);
  const target = normalise(wanted);
  const exact = counties.find((county) => normalise(county.name) === target);
  if (exact) return exact;

  // 'James City' must find 'James City County' before 'James' is tried.
  for (const wantedForm of [target, withoutSuffix(target)]) {
    const matches = counties.filter((county) => withoutSuffix(normalise(county.name)) === wantedForm);
    const match = matches.find((county) => !county.name.endsWith(' City')) ?? matches[0];
    if (match) return match;
  }
  return undefined;
}
