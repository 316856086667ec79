import { describe, expect, it } from 'vitest';
import {
  familyExemptionWords,
  isRuledOutByWill,
  smallEstateLimitFor,
  smallEstateLimitWords,
  smallEstateRuleFor,
  vehiclesLeftOutFor,
} from './small-estate-limit.ts';
import { smallEstateOf } from './state-rules.test-support.ts';

describe('smallEstateLimitFor', () => {
  const california = smallEstateOf('CA');

  it.each([
    ['2026-11-01', 208_850],
    ['2025-04-01', 208_850],
    ['2025-03-31', 184_500],
    ['2025-01-15', 184_500],
    ['2022-04-01', 184_500],
    ['2022-03-31', 166_250],
    ['2020-01-01', 166_250],
    ['2019-12-31', 150_000],
  ])('holds a California death on %s to $%i', (dateOfDeath, limit) => {
    expect(smallEstateLimitFor(california, dateOfDeath)).toBe(limit);
  });

  it('uses the current limit without a date of death', () => {
    expect(smallEstateLimitFor(california, null)).toBe(208_850);
  });

  it('holds an Illinois death before the 2025 change to the old $100,000', () => {
    const illinois = smallEstateOf('IL');
    expect(smallEstateLimitFor(illinois, '2025-08-14')).toBe(100_000);
    expect(smallEstateLimitFor(illinois, '2025-08-15')).toBe(150_000);
  });

  it.each([
    ['2006-06-30', 25_000],
    ['2006-07-01', 50_000],
    ['2022-06-30', 50_000],
    ['2022-07-01', 100_000],
  ])('holds an Indiana death on %s to $%i, by IC 29-1-8-1’s three tiers', (dateOfDeath, limit) => {
    expect(smallEstateLimitFor(smallEstateOf('IN'), dateOfDeath)).toBe(limit);
  });

  it('uses the one limit it knows where no earlier one is recorded', () => {
    const texas = smallEstateOf('TX');
    expect(smallEstateLimitFor(texas, '1999-06-01')).toBe(texas.limitDollars);
  });
});

describe('vehiclesLeftOutFor', () => {
  it('leaves Illinois’s vehicles out only for deaths from the 2025 change, and today without a date', () => {
    const illinois = smallEstateOf('IL');
    expect(vehiclesLeftOutFor(illinois, '2025-08-14')).toBeNull();
    expect(vehiclesLeftOutFor(illinois, '2025-08-15')).toBe('all');
    expect(vehiclesLeftOutFor(illinois, null)).toBe('all');
  });

  it('leaves out all of California’s, one of Massachusetts’s and none of New York’s', () => {
    expect(vehiclesLeftOutFor(smallEstateOf('CA'), '1990-01-01')).toBe('all');
    expect(vehiclesLeftOutFor(smallEstateOf('MA'), null)).toBe('one');
    expect(vehiclesLeftOutFor(smallEstateOf('NY'), null)).toBeNull();
  });
});

describe('smallEstateLimitWords', () => {
  it('gives one figure where the state weighs the estate as a whole, at the limit in force on the death', () => {
    expect(smallEstateLimitWords(smallEstateOf('WI'), null)).toBe('$50,000');
    expect(smallEstateLimitWords(smallEstateOf('CA'), '2025-01-15')).toBe('$184,500, not counting vehicles');
  });

  it('holds a District of Columbia death before March 21, 2025 to the old $40,000', () => {
    const dc = smallEstateOf('DC');
    expect(smallEstateLimitWords(dc, '2025-03-20')).toBe('$40,000');
    expect(smallEstateLimitWords(dc, '2025-03-21')).toBe('$80,000');
  });

  it('says where only personal property counts, and real property does not bar it (New York)', () => {
    expect(smallEstateLimitWords(smallEstateOf('NY'), null)).toBe('$50,000 of personal property');
  });

  it('names a surviving spouse’s higher limit, and who it is for', () => {
    expect(smallEstateLimitWords(smallEstateOf('OH'), null)).toBe(
      '$35,000, or $100,000 where a surviving spouse inherits everything',
    );
    expect(smallEstateLimitWords(smallEstateOf('NJ'), null)).toBe(
      '$20,000, or $50,000 for a surviving spouse',
    );
  });

  it('says the home is left out where it is (Texas, Florida)', () => {
    expect(smallEstateLimitWords(smallEstateOf('TX'), null)).toBe('$75,000, not counting the home');
  });

  it('names both limits where real property is weighed apart (Oregon, West Virginia)', () => {
    expect(smallEstateLimitWords(smallEstateOf('OR'), null)).toBe(
      '$75,000 of personal property and $200,000 of real property',
    );
    expect(smallEstateLimitWords(smallEstateOf('WV'), null)).toBe(
      '$50,000 of personal property and $100,000 of real property',
    );
  });

  it('says only personal property counts, and which vehicles are left out (Illinois, Massachusetts)', () => {
    const illinois = smallEstateOf('IL');
    expect(smallEstateLimitWords(illinois, '2025-08-15')).toBe(
      '$150,000 of personal property, not counting vehicles',
    );
    expect(smallEstateLimitWords(illinois, '2025-08-14')).toBe('$100,000 of personal property');
    expect(smallEstateLimitWords(smallEstateOf('MA'), null)).toBe(
      '$25,000 of personal property, not counting one vehicle',
    );
  });
});

describe('familyExemptionWords', () => {
  it('names what the law sets apart for a surviving family, and its caps', () => {
    expect(familyExemptionWords(smallEstateOf('NY').familyExemptions?.items ?? [])).toBe(
      'one vehicle worth up to $25,000, money up to $25,000, household goods up to $20,000, family books and pictures up to $2,500, and farm animals and equipment up to $20,000',
    );
    expect(familyExemptionWords(smallEstateOf('FL').familyExemptions?.items ?? [])).toBe(
      'two vehicles, household goods up to $20,000, and 529 college savings plans',
    );
  });
});

describe('isRuledOutByWill', () => {
  it('closes a route that is only for a death without a will once they are known to have left one', () => {
    for (const code of ['TX', 'GA', 'NJ'] as const) {
      expect(isRuledOutByWill(smallEstateOf(code), 'Yes'), code).toBe(true);
      for (const answer of ['No', 'Not sure', null, undefined])
        expect(isRuledOutByWill(smallEstateOf(code), answer), `${code} ${answer}`).toBe(false);
    }
    expect(isRuledOutByWill(smallEstateOf('CA'), 'Yes')).toBe(false);
  });
});

describe('smallEstateRuleFor', () => {
  it('makes real property bar Louisiana’s affidavit only where they left a will', () => {
    const louisiana = smallEstateOf('LA');
    expect(smallEstateRuleFor(louisiana, 'Yes').realProperty).toBe('bars');
    for (const answer of ['No', 'Not sure', null])
      expect(smallEstateRuleFor(louisiana, answer)).toBe(louisiana);
    expect(smallEstateRuleFor(smallEstateOf('TX'), 'Yes')).toBe(smallEstateOf('TX'));
  });
});
