import { describe, expect, it } from 'vitest';
import {
  findState,
  isUsStateCode,
  stateByCode,
  stateByFips,
  US_STATE_CODES,
  US_STATES,
} from './us-states.ts';

describe('US states', () => {
  it('lists the 50 states and DC, each with a unique code, name and FIPS', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    expect(new Set(US_STATES.map((state) => state.name)).size).toBe(51);
    expect(new Set(US_STATES.map((state) => state.fips)).size).toBe(51);
    for (const state of US_STATES) {
      expect(state.code).toMatch(/^[A-Z]{2}$/);
      expect(state.fips).toMatch(/^\d{2}$/);
    }
    expect(US_STATE_CODES).toEqual(US_STATES.map((state) => state.code));
  });

  it('leaves out the territories', () => {
    for (const code of ['PR', 'GU', 'VI', 'AS', 'MP']) expect(isUsStateCode(code)).toBe(false);
  });

  it('finds a state by code, FIPS or name', () => {
    expect(stateByCode('CA')).toEqual({ code: 'CA', name: 'California', fips: '06' });
    expect(stateByCode('tx')?.name).toBe('Texas');
    expect(stateByFips('6')?.code).toBe('CA');
    expect(stateByFips('11')?.name).toBe('District of Columbia');
    expect(findState('Texas')?.code).toBe('TX');
    expect(findState(' new york ')?.code).toBe('NY');
    expect(findState('48')?.code).toBe('TX');
    expect(findState('Atlantis')).toBeUndefined();
  });

  it('accepts only upper-case codes as state codes', () => {
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('tx')).toBe(false);
    expect(isUsStateCode(48)).toBe(false);
  });
});
