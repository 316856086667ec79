import { describe, expect, it } from 'vitest';
import { countiesOf, countyByFips, findCounty, US_COUNTY_COUNT } from './us-counties.ts';
import { US_COUNTY_ROWS } from './us-county-rows.ts';
import { US_STATES } from './us-states.ts';

describe('US counties', () => {
  it('holds every county and county-equivalent of the 2020 census once', () => {
    expect(US_COUNTY_COUNT).toBe(3143);
    expect(new Set(US_COUNTY_ROWS.map(([fips]) => fips)).size).toBe(3143);
    const total = US_STATES.reduce((sum, state) => sum + countiesOf(state.code).length, 0);
    expect(total).toBe(3143);
  });

  it.each([
    ['TX', 254],
    ['CA', 58],
    ['GA', 159],
    ['VA', 133],
    ['AK', 30],
    ['CT', 8],
    ['DE', 3],
    ['DC', 1],
  ])('gives %s %i counties', (stateCode, count) => {
    expect(countiesOf(stateCode)).toHaveLength(count);
  });

  it('gives DC the single county-equivalent District of Columbia', () => {
    expect(countiesOf('DC')).toEqual([{ name: 'District of Columbia', fips: '11001', stateCode: 'DC' }]);
  });

  it('gives every county a 5-digit FIPS that starts with its state FIPS', () => {
    for (const state of US_STATES) {
      for (const county of countiesOf(state.code)) {
        expect(county.fips).toMatch(/^\d{5}$/);
        expect(county.fips.startsWith(state.fips)).toBe(true);
        expect(county.stateCode).toBe(state.code);
      }
    }
  });

  it('sorts a state’s counties by name', () => {
    const names = countiesOf('TX').map((county) => county.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Anderson County');
  });

  it('returns no counties for an unknown state', () => {
    expect(countiesOf('ZZ')).toEqual([]);
  });

  it('uses the current names of renamed and split areas', () => {
    expect(countyByFips('46102')?.name).toBe('Oglala Lakota County');
    expect(countyByFips('02158')?.name).toBe('Kusilvak Census Area');
    expect(countyByFips('02063')?.name).toBe('Chugach Census Area');
    expect(countyByFips('02066')?.name).toBe('Copper River Census Area');
    expect(countyByFips('02261')).toBeUndefined();
    expect(countyByFips('51515')).toBeUndefined();
    expect(countyByFips('35013')?.name).toBe('Doña Ana County');
  });

  it('looks a county up by FIPS', () => {
    expect(countyByFips('48453')).toEqual({ name: 'Travis County', fips: '48453', stateCode: 'TX' });
    expect(countyByFips('06037')?.name).toBe('Los Angeles County');
    expect(countyByFips('99999')).toBeUndefined();
  });

  it('finds a county by its full name, bare name, FIPS or 3-digit code', () => {
    expect(findCounty('TX', 'Travis County')?.fips).toBe('48453');
    expect(findCounty('TX', 'travis')?.fips).toBe('48453');
    expect(findCounty('tx', '48453')?.name).toBe('Travis County');
    expect(findCounty('TX', '453')?.name).toBe('Travis County');
    expect(findCounty('LA', 'Orleans')?.name).toBe('Orleans Parish');
    expect(findCounty('NM', 'Dona Ana')?.name).toBe('Doña Ana County');
    expect(findCounty('MI', 'St Clair County')?.name).toBe('St. Clair County');
    expect(findCounty('MD', "prince george's")?.fips).toBe('24033');
    expect(findCounty('AK', 'Juneau')?.name).toBe('Juneau City and Borough');
  });

  it('prefers the county to the independent city of the same bare name', () => {
    expect(findCounty('VA', 'Fairfax')?.name).toBe('Fairfax County');
    expect(findCounty('VA', 'Fairfax City')?.name).toBe('Fairfax City');
    expect(findCounty('MD', 'Baltimore city')?.fips).toBe('24510');
    expect(findCounty('VA', 'James City')?.name).toBe('James City County');
    expect(findCounty('NV', 'Carson City')?.fips).toBe('32510');
  });

  it('refuses a county of another state or one that does not exist', () => {
    expect(findCounty('CA', '48453')).toBeUndefined();
    expect(findCounty('CA', 'Travis County')).toBeUndefined();
    expect(findCounty('TX', 'Nowhere')).toBeUndefined();
    expect(findCounty('ZZ', 'Travis')).toBeUndefined();
    expect(findCounty('TX', '  ')).toBeUndefined();
  });
});
