import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UsStateCode } from '../geo/us-states.ts';
import { INVENTORY_KINDS } from '../inventory/inventory-kinds.ts';
import { OWNERSHIPS } from '../inventory/ownership.ts';
import { smallEstateLimitWords, smallEstateRuleFor } from '../state-rules/small-estate-limit.ts';
import { SMALL_ESTATE_RULES, smallEstateOf } from '../state-rules/state-rules.test-support.ts';
import { STATE_RULES } from '../state-rules/state-rules.ts';
import {
  estimateCompensation,
  estimateSmallEstate,
  splitEstate,
  statutoryCompensation,
} from './probate-calculator.ts';
import {
  compensationWords,
  PROBATE_CALCULATOR_PAGE,
  smallEstateVerdictWords,
} from './probate-calculator-page.ts';

const tiersOf = (code: 'CA' | 'NY' | 'FL') => {
  const compensation = STATE_RULES[code].executorCompensation;
  if (compensation === null) throw new Error(`${code} has no schedule`);
  return compensation.tiers;
};
const dollars = (amount: number) => amount * 100;

describe('splitEstate', () => {
  it('puts what they held alone in probate, the other four outside, and unanswered ones apart', () => {
    const split = splitEstate([
      { kind: 'bank_account', estimatedValueCents: 1_250_075, isDebt: false, ownership: 'sole' },
      { kind: 'bank_account', estimatedValueCents: 30_000, isDebt: false, ownership: 'sole' },
      { kind: 'bank_account', estimatedValueCents: 50_000_000, isDebt: false, ownership: 'beneficiary' },
      { kind: 'bank_account', estimatedValueCents: 100, isDebt: false, ownership: 'trust' },
      { kind: 'bank_account', estimatedValueCents: 999, isDebt: false, ownership: null },
      { kind: 'bank_account', estimatedValueCents: 245_099, isDebt: true, ownership: null },
      { kind: 'bank_account', estimatedValueCents: null, isDebt: false, ownership: null },
      { kind: 'bank_account', estimatedValueCents: null, isDebt: true, ownership: 'sole' },
    ]);
    expect(split.probate).toEqual({ cents: 1_280_075, count: 2 });
    expect(split.outsideProbate).toEqual({ cents: 50_000_100, count: 2 });
    expect(split.notKnown).toEqual({ cents: 999, count: 1 });
    expect(split.debts).toEqual({ cents: 245_099, count: 1 });
    expect(split.unvaluedCount).toBe(2);
    expect(split.ownershipUnansweredCount).toBe(2);
    expect(split.itemCount).toBe(8);
  });

  it('loses no cent and no item: the buckets add up to the valued items', () => {
    const item = fc.record({
      kind: fc.constantFrom(...INVENTORY_KINDS),
      estimatedValueCents: fc.option(fc.integer({ min: 0, max: 1_000_000_000 })),
      isDebt: fc.boolean(),
      ownership: fc.option(fc.constantFrom(...OWNERSHIPS)),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), (items) => {
        const split = splitEstate(items);
        const buckets = [split.probate, split.outsideProbate, split.notKnown, split.debts];
        const valued = items.filter((entry) => entry.estimatedValueCents !== null);
        expect(buckets.reduce((sum, bucket) => sum + bucket.cents, 0)).toBe(
          valued.reduce((sum, entry) => sum + (entry.estimatedValueCents ?? 0), 0),
        );
        expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0) + split.unvaluedCount).toBe(
          items.length,
        );
        for (const bucket of buckets) expect(Number.isSafeInteger(bucket.cents)).toBe(true);
        // Real property is a part of probate and of not known, never more.
        expect(split.realProperty.probateCents).toBeLessThanOrEqual(split.probate.cents);
        expect(split.realProperty.notKnownCents).toBeLessThanOrEqual(split.notKnown.cents);
        // So are vehicles, apart from real property; the most valuable is one of them.
        const { vehicles, realProperty } = split;
        expect(vehicles.probateCents + realProperty.probateCents).toBeLessThanOrEqual(split.probate.cents);
        expect(vehicles.notKnownCents + realProperty.notKnownCents).toBeLessThanOrEqual(split.notKnown.cents);
        expect(vehicles.largestProbateCents).toBeLessThanOrEqual(vehicles.probateCents);
        expect(vehicles.largestCents).toBeLessThanOrEqual(vehicles.probateCents + vehicles.notKnownCents);
        expect(vehicles.largestCents).toBeGreaterThanOrEqual(vehicles.largestProbateCents);
      }),
    );
  });
});

describe('estimateSmallEstate for any inventory, in every state', () => {
  it('holds to the limit no more than probate could be, and says within only when all of it fits', () => {
    const item = fc.record({
      kind: fc.constantFrom(...INVENTORY_KINDS),
      estimatedValueCents: fc.option(fc.integer({ min: 0, max: 50_000_000 })),
      isDebt: fc.boolean(),
      ownership: fc.option(fc.constantFrom(...OWNERSHIPS)),
    });
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 12 }),
        fc.constantFrom(...SMALL_ESTATE_RULES),
        (items, [code, rule]) => {
          const estimate = estimateSmallEstate(splitEstate(items), rule, null);
          const { counted } = estimate;
          expect(counted.cents).toBeGreaterThanOrEqual(0);
          expect(counted.cents).toBeLessThanOrEqual(counted.couldBeUpToCents);
          expect(counted.couldBeUpToCents).toBeLessThanOrEqual(estimate.couldBeUpToCents);
          if (estimate.verdict === 'within')
            expect(counted.couldBeUpToCents).toBeLessThanOrEqual(estimate.limitDollars * 100);
          // Vehicles with a limit of their own (Alaska) must all fit it too.
          const { vehicleLimit, vehiclesLeftOut } = estimate;
          if (estimate.verdict === 'within' && vehicleLimit)
            expect(vehiclesLeftOut?.couldBeUpToCents).toBeLessThanOrEqual(vehicleLimit.limitDollars * 100);
          if (estimate.verdict === 'hasRealProperty') expect(rule.realProperty).toBe('bars');
          const words = smallEstateVerdictWords(estimate, code, rule).verdict;
          expect(words).not.toMatch(/undefined|NaN/);
        },
      ),
    );
  });
});

describe('estimateSmallEstate', () => {
  const withSplit = (probateCents: number, notKnownCents: number) =>
    splitEstate([
      { kind: 'bank_account', estimatedValueCents: probateCents, isDebt: false, ownership: 'sole' },
      { kind: 'bank_account', estimatedValueCents: notKnownCents, isDebt: false, ownership: null },
    ]);

  it('finds California’s affidavit within reach up to and including its limit, from 40 days after the death', () => {
    const estimate = estimateSmallEstate(withSplit(dollars(208_850), 0), smallEstateOf('CA'), '2026-03-03');
    expect(estimate).toEqual({
      verdict: 'within',
      limitVerdict: 'within',
      limitDollars: 208_850,
      currentLimitDollars: 208_850,
      probateCents: dollars(208_850),
      couldBeUpToCents: dollars(208_850),
      earliestDate: '2026-04-12',
      counts: 'whole',
      parts: null,
      vehiclesLeftOut: { howMany: 'all', cents: 0, couldBeUpToCents: 0 },
      vehicleLimit: null,
      counted: { cents: dollars(208_850), couldBeUpToCents: dollars(208_850) },
      takenOff: null,
      familyExemptions: null,
      spouseVerdict: null,
      realPropertyEarliestDate: null,
      homeNotMarked: false,
    });
  });

  it('says it depends when the items not known yet could take it over the limit', () => {
    const estimate = estimateSmallEstate(
      withSplit(dollars(200_000), dollars(10_000)),
      smallEstateOf('CA'),
      null,
    );
    expect(estimate.verdict).toBe('depends');
    expect(estimate.couldBeUpToCents).toBe(dollars(210_000));
    expect(estimate.earliestDate).toBeNull();
  });

  it('is over the limit by a single cent', () => {
    expect(estimateSmallEstate(withSplit(dollars(208_850) + 1, 0), smallEstateOf('CA'), null).verdict).toBe(
      'over',
    );
  });

  it('holds a death before the 2025 change to the limit then in force, so $190,000 is over it', () => {
    const estimate = estimateSmallEstate(withSplit(dollars(190_000), 0), smallEstateOf('CA'), '2025-01-15');
    expect(estimate).toMatchObject({ verdict: 'over', limitDollars: 184_500, currentLimitDollars: 208_850 });
  });

  it('gives the date of death itself where there is no wait (New York)', () => {
    const estimate = estimateSmallEstate(withSplit(0, 0), smallEstateOf('NY'), '2026-01-31');
    expect(estimate.earliestDate).toBe('2026-01-31');
  });

  describe('where real property is weighed apart', () => {
    const OR = smallEstateOf('OR');
    const WV = smallEstateOf('WV');
    const item = (
      kind: 'property' | 'bank_account',
      valueDollars: number,
      ownership: 'sole' | 'joint_survivorship' | null,
    ) => ({ kind, estimatedValueCents: dollars(valueDollars), isDebt: false, ownership });

    it('holds Oregon’s personal property to $75,000, though the two limits add up to $275,000', () => {
      const estimate = estimateSmallEstate(splitEstate([item('bank_account', 250_000, 'sole')]), OR, null);
      expect(estimate.verdict).toBe('over');
      expect(estimate.parts).toEqual({
        realProperty: { cents: 0, couldBeUpToCents: 0 },
        personalProperty: { cents: dollars(250_000), couldBeUpToCents: dollars(250_000) },
      });
    });

    it('finds a home and some savings within Oregon’s two limits, each to the dollar', () => {
      const split = splitEstate([item('property', 200_000, 'sole'), item('bank_account', 75_000, 'sole')]);
      expect(estimateSmallEstate(split, OR, null)).toMatchObject({
        verdict: 'within',
        limitDollars: 75_000,
        counts: 'realPropertyApart',
        parts: {
          realProperty: { cents: dollars(200_000), couldBeUpToCents: dollars(200_000) },
          personalProperty: { cents: dollars(75_000), couldBeUpToCents: dollars(75_000) },
        },
      });
      const overByACent = splitEstate([
        { ...item('property', 200_000, 'sole'), estimatedValueCents: dollars(200_000) + 1 },
        item('bank_account', 1_000, 'sole'),
      ]);
      expect(estimateSmallEstate(overByACent, OR, null).verdict).toBe('over');
    });

    it('finds Arizona’s two affidavits within reach for a $250,000 home and $150,000 of savings, the home after 6 months', () => {
      const split = splitEstate([item('property', 250_000, 'sole'), item('bank_account', 150_000, 'sole')]);
      expect(estimateSmallEstate(split, smallEstateOf('AZ'), '2026-03-31')).toMatchObject({
        verdict: 'within',
        earliestDate: '2026-04-30',
        realPropertyEarliestDate: '2026-09-30',
      });
      expect(PROBATE_CALCULATOR_PAGE.realPropertyWait(6, '2026-09-30')).toBe(
        'For real property the wait is 6 months: from September 30, 2026.',
      );
    });

    it('finds West Virginia’s affidavit within reach for a $90,000 home and $10,000 in the bank', () => {
      const split = splitEstate([item('property', 90_000, 'sole'), item('bank_account', 10_000, 'sole')]);
      expect(estimateSmallEstate(split, WV, null).verdict).toBe('within');
    });

    it('says it depends when an item not known yet could take one part over its own limit', () => {
      const split = splitEstate([
        item('property', 90_000, 'sole'),
        item('property', 20_000, null),
        item('bank_account', 10_000, 'sole'),
      ]);
      expect(split.realProperty).toEqual({ probateCents: dollars(90_000), notKnownCents: dollars(20_000) });
      expect(estimateSmallEstate(split, WV, null).verdict).toBe('depends');
    });

    it('leaves out a home that passes outside probate', () => {
      const split = splitEstate([
        item('property', 400_000, 'joint_survivorship'),
        item('bank_account', 10_000, 'sole'),
      ]);
      expect(estimateSmallEstate(split, WV, null)).toMatchObject({
        verdict: 'within',
        parts: {
          realProperty: { cents: 0, couldBeUpToCents: 0 },
          personalProperty: { cents: dollars(10_000), couldBeUpToCents: dollars(10_000) },
        },
      });
    });

    it('words the verdict part by part', () => {
      expect(PROBATE_CALCULATOR_PAGE.partsOver(dollars(90_000), dollars(60_000))).toBe(
        'What goes through probate so far, $90,000.00 of real property and $60,000.00 of personal property, is over at least one of those limits, so the usual route would be full probate.',
      );
      expect(
        PROBATE_CALCULATOR_PAGE.smallEstateLimit('Oregon', OR.procedure, smallEstateLimitWords(OR, null)),
      ).toBe(
        'Oregon allows a simple estate affidavit when the estate, as the state counts it, is worth no more than $75,000 of personal property and $200,000 of real property.',
      );
    });
  });

  describe('where the home is left out (Texas, Florida)', () => {
    const TX = smallEstateOf('TX');
    const item = (
      kind: 'property' | 'bank_account',
      valueDollars: number,
      ownership: 'sole' | null,
      isHome = false,
    ) => ({ kind, estimatedValueCents: dollars(valueDollars), isDebt: false, ownership, isHome });
    const home = item('property', 250_000, 'sole', true);

    it('holds all but the Property item marked as their home to Texas’s $75,000, and says so', () => {
      const estimate = estimateSmallEstate(
        splitEstate([home, item('bank_account', 20_000, 'sole')]),
        TX,
        null,
      );
      expect(estimate).toMatchObject({ verdict: 'within', counts: 'homeLeftOut', homeNotMarked: false });
      expect(smallEstateVerdictWords(estimate, 'Texas', TX)).toEqual({
        verdict:
          'Texas leaves the home out of this limit. Without the home, worth $250,000.00, what goes through probate is $20,000.00 so far, which looks within it.',
        counted:
          'Only the Property item marked “This was their home” is left out. Land or a second home that was not where they lived counts toward the limit.',
      });
    });

    it('counts land that was not their home', () => {
      const estimate = estimateSmallEstate(
        splitEstate([home, item('property', 60_000, 'sole'), item('bank_account', 20_000, 'sole')]),
        TX,
        null,
      );
      expect(estimate).toMatchObject({ verdict: 'over', counted: { cents: dollars(80_000) } });
      expect(smallEstateVerdictWords(estimate, 'Texas', TX).verdict).toBe(
        'Texas leaves the home out of this limit. Without the home, worth $250,000.00, what goes through probate is $80,000.00 so far, which looks over it, so the usual route would be full probate.',
      );
    });

    it('counts every Property item while none is marked as their home, and asks for it to be marked', () => {
      const estimate = estimateSmallEstate(
        splitEstate([item('property', 250_000, 'sole'), item('bank_account', 20_000, 'sole')]),
        TX,
        null,
      );
      expect(estimate).toMatchObject({
        verdict: 'over',
        homeNotMarked: true,
        counted: { cents: dollars(270_000) },
      });
      expect(smallEstateVerdictWords(estimate, 'Texas', TX).counted).toBe(
        'Texas leaves the home out of this limit. If one of the items listed as Property was their home, mark it “This was their home” in the inventory; until then all of them count.',
      );
    });

    it('is over when the rest alone is over, and depends when an item not known yet could take it over', () => {
      const over = splitEstate([home, item('bank_account', 80_000, 'sole')]);
      expect(estimateSmallEstate(over, smallEstateOf('FL'), null).verdict).toBe('over');
      const depends = splitEstate([
        home,
        item('bank_account', 60_000, 'sole'),
        item('bank_account', 30_000, null),
      ]);
      const estimate = estimateSmallEstate(depends, TX, null);
      expect(estimate.verdict).toBe('depends');
      expect(smallEstateVerdictWords(estimate, 'Texas', TX).verdict).toBe(
        'Texas leaves the home out of this limit. Without the home, worth $250,000.00, what goes through probate is $60,000.00 so far, which is within it, but it could be up to $90,000.00 if the items not known yet belong to it, which would be over. Answering “How it was held” will tell.',
      );
    });

    it('uses the plain words when nothing is listed as Property', () => {
      const estimate = estimateSmallEstate(splitEstate([item('bank_account', 20_000, 'sole')]), TX, null);
      expect(estimate.homeNotMarked).toBe(false);
      expect(smallEstateVerdictWords(estimate, 'Texas', TX)).toEqual({
        verdict: 'What goes through probate, $20,000.00 so far, looks within that limit.',
        counted: null,
      });
    });
  });
  describe('where a surviving spouse has a higher limit (Maryland, Nevada, New Jersey, Ohio)', () => {
    const savings = (valueDollars: number) =>
      splitEstate([
        {
          kind: 'bank_account',
          estimatedValueCents: dollars(valueDollars),
          isDebt: false,
          ownership: 'sole',
        },
      ]);

    it('says when only the spouse’s limit is met, in the words of who it is for', () => {
      const OH = smallEstateOf('OH');
      const ohio = estimateSmallEstate(savings(60_000), OH, null);
      expect(ohio).toMatchObject({ verdict: 'over', spouseVerdict: 'within' });
      expect(smallEstateVerdictWords(ohio, 'Ohio', OH).verdict).toBe(
        'What goes through probate, $60,000.00 so far, looks over that limit, so the usual route would be full probate. Where a surviving spouse inherits everything, the limit is $100,000, and what goes through probate looks within it.',
      );
      const NJ = smallEstateOf('NJ');
      expect(
        smallEstateVerdictWords(estimateSmallEstate(savings(30_000), NJ, null), 'New Jersey', NJ).verdict,
      ).toContain(
        'For a surviving spouse, the limit is $50,000, and what goes through probate looks within it.',
      );
    });

    it('says nothing of the spouse where the plain limit is met, or neither is', () => {
      const MD = smallEstateOf('MD');
      expect(
        smallEstateVerdictWords(estimateSmallEstate(savings(40_000), MD, null), 'Maryland', MD).verdict,
      ).not.toContain('spouse');
      const over = estimateSmallEstate(savings(150_000), MD, null);
      expect(over).toMatchObject({ verdict: 'over', spouseVerdict: 'over' });
      expect(smallEstateVerdictWords(over, 'Maryland', MD).verdict).not.toContain('spouse');
    });
  });

  describe('where vehicles are left out (California, Illinois, Massachusetts, Alaska)', () => {
    const item = (
      kind: 'vehicle' | 'property' | 'bank_account',
      valueDollars: number,
      ownership: 'sole' | 'joint_survivorship' | null,
    ) => ({ kind, estimatedValueCents: dollars(valueDollars), isDebt: false, ownership });
    const CA_RULE = smallEstateOf('CA');
    const IL = smallEstateOf('IL');
    const MA = smallEstateOf('MA');

    it('holds California’s $208,850 without the vehicles, so a $40,000 car no longer tips $180,000 over', () => {
      const split = splitEstate([
        item('vehicle', 40_000, 'sole'),
        item('bank_account', 180_000, 'sole'),
        item('vehicle', 15_000, 'joint_survivorship'),
      ]);
      const estimate = estimateSmallEstate(split, CA_RULE, null);
      expect(estimate).toMatchObject({
        verdict: 'within',
        probateCents: dollars(220_000),
        vehiclesLeftOut: { howMany: 'all', cents: dollars(40_000), couldBeUpToCents: dollars(40_000) },
        counted: { cents: dollars(180_000), couldBeUpToCents: dollars(180_000) },
      });
      expect(smallEstateVerdictWords(estimate, 'California', CA_RULE)).toEqual({
        verdict:
          'California leaves vehicles out of this limit. Without the $40,000.00 listed as Vehicles, what goes through probate is $180,000.00 so far, which looks within it.',
        counted: null,
      });
    });

    it('leaves out a vehicle not known yet from what probate could be, so it cannot make the verdict depend', () => {
      const split = splitEstate([item('bank_account', 200_000, 'sole'), item('vehicle', 30_000, null)]);
      const estimate = estimateSmallEstate(split, CA_RULE, null);
      expect(estimate).toMatchObject({ verdict: 'within', couldBeUpToCents: dollars(230_000) });
      expect(estimate.counted.couldBeUpToCents).toBe(dollars(200_000));
    });

    it('counts an Illinois car for a death before August 15, 2025, and leaves it out after', () => {
      const split = splitEstate([item('vehicle', 30_000, 'sole'), item('bank_account', 90_000, 'sole')]);
      expect(estimateSmallEstate(split, IL, '2025-08-14')).toMatchObject({
        verdict: 'over',
        limitDollars: 100_000,
        vehiclesLeftOut: null,
      });
      expect(estimateSmallEstate(split, IL, '2025-08-15')).toMatchObject({
        verdict: 'within',
        counted: { cents: dollars(90_000) },
      });
    });

    it('leaves out only Massachusetts’s most valuable vehicle, and says which', () => {
      const split = splitEstate([
        item('vehicle', 12_000, 'sole'),
        item('vehicle', 30_000, 'sole'),
        item('bank_account', 15_000, 'sole'),
      ]);
      const estimate = estimateSmallEstate(split, MA, null);
      expect(estimate).toMatchObject({ verdict: 'over', counted: { cents: dollars(27_000) } });
      expect(smallEstateVerdictWords(estimate, 'Massachusetts', MA).verdict).toBe(
        'Massachusetts leaves one vehicle out of this limit. Without the most valuable item listed as Vehicles, worth $30,000.00, what goes through probate is $27,000.00 so far, which looks over it, so the usual route would be full probate.',
      );
    });

    it('leaves out the most valuable vehicle in probate so far, and the most valuable of all at most', () => {
      const split = splitEstate([
        item('vehicle', 10_000, 'sole'),
        item('vehicle', 30_000, null),
        item('bank_account', 12_000, 'sole'),
      ]);
      expect(estimateSmallEstate(split, MA, null)).toMatchObject({
        verdict: 'within',
        vehiclesLeftOut: { howMany: 'one', cents: dollars(10_000), couldBeUpToCents: dollars(30_000) },
        counted: { cents: dollars(12_000), couldBeUpToCents: dollars(22_000) },
      });
    });

    describe('Alaska: $50,000 of personal property, plus vehicles worth up to $100,000', () => {
      const AK = smallEstateOf('AK');
      const wordsOf = (split: ReturnType<typeof splitEstate>) =>
        smallEstateVerdictWords(estimateSmallEstate(split, AK, null), 'Alaska', AK).verdict;

      it('says the limit with the vehicles’ own', () => {
        expect(smallEstateLimitWords(AK, null)).toBe(
          '$50,000 of personal property, plus vehicles worth up to $100,000',
        );
      });

      it('holds the vehicles to their own limit, apart from the rest', () => {
        const split = splitEstate([item('vehicle', 40_000, 'sole'), item('bank_account', 30_000, 'sole')]);
        expect(estimateSmallEstate(split, AK, null)).toMatchObject({
          verdict: 'within',
          counted: { cents: dollars(30_000) },
          vehicleLimit: { limitDollars: 100_000, verdict: 'within' },
        });
        expect(wordsOf(split)).toBe(
          'Alaska leaves vehicles out of this limit. Without the $40,000.00 listed as Vehicles, what goes through probate is $30,000.00 so far, which looks within it. Vehicles have a limit of their own, $100,000, and the $40,000.00 listed as Vehicles looks within it.',
        );
      });

      it('is over when the vehicles alone are over their own limit, to the cent', () => {
        const atLimit = splitEstate([
          item('vehicle', 60_000, 'sole'),
          item('vehicle', 40_000, 'sole'),
          item('bank_account', 30_000, 'sole'),
        ]);
        expect(estimateSmallEstate(atLimit, AK, null).verdict).toBe('within');
        const over = splitEstate([
          item('vehicle', 70_000, 'sole'),
          item('vehicle', 50_000, 'sole'),
          item('bank_account', 30_000, 'sole'),
        ]);
        expect(estimateSmallEstate(over, AK, null)).toMatchObject({
          verdict: 'over',
          limitVerdict: 'within',
          vehicleLimit: { verdict: 'over' },
        });
        expect(wordsOf(over)).toBe(
          'Alaska leaves vehicles out of this limit. Without the $120,000.00 listed as Vehicles, what goes through probate is $30,000.00 so far, which looks within it. Vehicles have a limit of their own, $100,000, and the $120,000.00 listed as Vehicles looks over it, so the usual route would be full probate.',
        );
        const bothOver = splitEstate([
          item('vehicle', 120_000, 'sole'),
          item('bank_account', 60_000, 'sole'),
        ]);
        expect(wordsOf(bothOver)).toBe(
          'Alaska leaves vehicles out of this limit. Without the $120,000.00 listed as Vehicles, what goes through probate is $60,000.00 so far, which looks over it, so the usual route would be full probate. Vehicles have a limit of their own, $100,000, and the $120,000.00 listed as Vehicles looks over it too.',
        );
      });

      it('depends while a vehicle not known yet could take them over, and says “will tell” once', () => {
        const split = splitEstate([
          item('vehicle', 80_000, 'sole'),
          item('vehicle', 30_000, null),
          item('bank_account', 10_000, 'sole'),
        ]);
        expect(estimateSmallEstate(split, AK, null)).toMatchObject({
          verdict: 'depends',
          vehicleLimit: { verdict: 'depends' },
        });
        expect(wordsOf(split)).toBe(
          'Alaska leaves vehicles out of this limit. Without the $110,000.00 listed as Vehicles, what goes through probate is $10,000.00 so far, which looks within it. Vehicles have a limit of their own, $100,000. The $80,000.00 listed as Vehicles so far is within it, but it could be up to $110,000.00 if the vehicles not known yet go through probate too, which would be over. Answering “How it was held” will tell.',
        );
        const withHome = splitEstate([
          item('vehicle', 80_000, 'sole'),
          item('vehicle', 30_000, null),
          item('property', 150_000, null),
        ]);
        const words = wordsOf(withHome);
        expect(words).toContain('If the $150,000.00 listed as Property goes through probate too');
        expect(words.match(/will tell/g)).toHaveLength(1);
      });
    });

    describe('Louisiana: real property bars the affidavit only with a will', () => {
      const LA = smallEstateOf('LA');
      const withHome = splitEstate([item('property', 90_000, 'sole'), item('bank_account', 20_000, 'sole')]);

      it('counts a home toward $125,000 without a will, or while the will is not known', () => {
        for (const willStatus of ['No', 'Not sure', null]) {
          const estimate = estimateSmallEstate(withHome, smallEstateRuleFor(LA, willStatus), null);
          expect(estimate, String(willStatus)).toMatchObject({ verdict: 'within', counts: 'whole' });
        }
      });

      it('bars it with a will once a home goes through probate, and says why', () => {
        const rule = smallEstateRuleFor(LA, 'Yes');
        const estimate = estimateSmallEstate(withHome, rule, null);
        expect(estimate.verdict).toBe('hasRealProperty');
        expect(smallEstateVerdictWords(estimate, 'Louisiana', rule).verdict).toBe(
          'The $90,000.00 listed as Property goes through probate, and with a will the small succession affidavit can’t be used then, so the usual route would be full probate.',
        );
        const notKnown = splitEstate([item('property', 90_000, null), item('bank_account', 20_000, 'sole')]);
        expect(
          smallEstateVerdictWords(estimateSmallEstate(notKnown, rule, null), 'Louisiana', rule).verdict,
        ).toBe(
          'What goes through probate, $20,000.00 so far, looks within that limit. If the $90,000.00 listed as Property goes through probate too, the small succession affidavit can’t be used. Answering “How it was held” will tell.',
        );
      });
    });

    it('finds the procedure barred once real property goes through probate, whatever the amounts', () => {
      const split = splitEstate([item('property', 90_000, 'sole'), item('bank_account', 5_000, 'sole')]);
      const estimate = estimateSmallEstate(split, IL, null);
      expect(estimate).toMatchObject({ verdict: 'hasRealProperty', limitVerdict: 'within' });
      expect(smallEstateVerdictWords(estimate, 'Illinois', IL)).toEqual({
        verdict:
          'The $90,000.00 listed as Property goes through probate, and the small estate affidavit is only for personal property, so the usual route would be full probate.',
        counted:
          'Here the items listed as Property in the inventory count as real property, and everything else as personal property.',
      });
    });

    it('leaves Nevada’s vehicles out, and bars its affidavit once a home goes through probate', () => {
      const NV = smallEstateOf('NV');
      const car = [item('vehicle', 40_000, 'sole'), item('bank_account', 20_000, 'sole')];
      expect(estimateSmallEstate(splitEstate(car), NV, null)).toMatchObject({
        verdict: 'within',
        counted: { cents: dollars(20_000) },
      });
      const withHome = splitEstate([...car, item('property', 150_000, 'sole')]);
      expect(estimateSmallEstate(withHome, NV, null).verdict).toBe('hasRealProperty');
    });

    it('leaves New York’s real property out of its limit, and says so, without barring the procedure', () => {
      const NY = smallEstateOf('NY');
      const split = splitEstate([item('property', 300_000, 'sole'), item('bank_account', 20_000, 'sole')]);
      const estimate = estimateSmallEstate(split, NY, null);
      expect(estimate).toMatchObject({ verdict: 'within', counts: 'realPropertyNotCounted' });
      expect(smallEstateVerdictWords(estimate, 'New York', NY)).toEqual({
        verdict:
          'New York leaves real property out of this limit. Without the $300,000.00 listed as Property, what goes through probate is $20,000.00 so far, which looks within it.',
        counted:
          'Here the items listed as Property in the inventory count as real property, and everything else as personal property.',
      });
      // Over even were $25,000 of the money set apart for a spouse or young children (decision 102).
      const over = splitEstate([item('property', 300_000, 'sole'), item('bank_account', 80_000, 'sole')]);
      expect(estimateSmallEstate(over, NY, null).verdict).toBe('over');
    });

    it('leaves Tennessee’s real property out of its limit: the Small Estate Probate Act counts only personal property', () => {
      const TN = smallEstateOf('TN');
      const split = splitEstate([item('property', 200_000, 'sole'), item('bank_account', 30_000, 'sole')]);
      const estimate = estimateSmallEstate(split, TN, null);
      expect(estimate).toMatchObject({ verdict: 'within', counts: 'realPropertyNotCounted' });
      expect(smallEstateVerdictWords(estimate, 'Tennessee', TN).verdict).toBe(
        'Tennessee leaves real property out of this limit. Without the $200,000.00 listed as Property, what goes through probate is $30,000.00 so far, which looks within it.',
      );
      const over = splitEstate([item('property', 200_000, 'sole'), item('bank_account', 50_001, 'sole')]);
      expect(estimateSmallEstate(over, TN, null).verdict).toBe('over');
    });

    it('depends while real property is not known yet, and a home held jointly does not bar it', () => {
      const notKnown = splitEstate([item('property', 300_000, null), item('bank_account', 20_000, 'sole')]);
      const estimate = estimateSmallEstate(notKnown, MA, null);
      expect(estimate).toMatchObject({ verdict: 'depends', limitVerdict: 'within' });
      expect(smallEstateVerdictWords(estimate, 'Massachusetts', MA).verdict).toBe(
        'What goes through probate, $20,000.00 so far, looks within that limit. If the $300,000.00 listed as Property goes through probate too, the voluntary administration can’t be used. Answering “How it was held” will tell.',
      );
      const joint = splitEstate([
        item('property', 300_000, 'joint_survivorship'),
        item('bank_account', 20_000, 'sole'),
      ]);
      expect(estimateSmallEstate(joint, MA, null).verdict).toBe('within');
    });
  });
});

describe('the small-estate limit measured less debts or liens (decision 097)', () => {
  const bank = (valueDollars: number, ownership: 'sole' | null = 'sole') => ({
    kind: 'bank_account' as const,
    estimatedValueCents: dollars(valueDollars),
    isDebt: false,
    ownership,
  });
  const debt = (valueDollars: number) => ({
    kind: 'other' as const,
    estimatedValueCents: dollars(valueDollars),
    isDebt: true,
    ownership: null,
  });

  it('takes Missouri’s debts off: $50,000 in the bank and a $15,000 debt is $35,000, within its $40,000', () => {
    const MO = smallEstateOf('MO');
    const estimate = estimateSmallEstate(splitEstate([bank(50_000), debt(15_000)]), MO, null);
    expect(estimate).toMatchObject({
      verdict: 'within',
      counted: { cents: dollars(35_000), couldBeUpToCents: dollars(35_000) },
      takenOff: { measuredOn: 'lessDebts', debtsCents: dollars(15_000) },
    });
    expect(smallEstateVerdictWords(estimate, 'Missouri', MO).verdict).toBe(
      'Missouri weighs the estate less its debts against this limit. Less the $15,000.00 of debts listed, what goes through probate is $35,000.00 so far, which looks within it.',
    );
    // Without the debt it is over; debts larger than the estate never make it less than nothing.
    expect(estimateSmallEstate(splitEstate([bank(50_000)]), MO, null).verdict).toBe('over');
    expect(estimateSmallEstate(splitEstate([bank(5_000), debt(15_000)]), MO, null).counted.cents).toBe(0);
    expect(estimateSmallEstate(splitEstate([bank(60_000), debt(15_000)]), MO, null).verdict).toBe('over');
  });

  it('says Washington’s depends when the debts listed would bring it within, as only secured ones come off', () => {
    const WA = smallEstateOf('WA');
    const estimate = estimateSmallEstate(splitEstate([bank(120_000), debt(30_000)]), WA, null);
    expect(estimate).toMatchObject({
      verdict: 'depends',
      limitVerdict: 'depends',
      counted: { cents: dollars(120_000) },
      takenOff: { measuredOn: 'lessLiens', debtsCents: dollars(30_000), withinLessLiens: true },
    });
    expect(smallEstateVerdictWords(estimate, 'Washington', WA).verdict).toBe(
      'What goes through probate, $120,000.00 so far, is over that limit. But if the $30,000.00 of debts listed are loans secured by the estate’s property, it would be $90,000.00, which is within it. So it depends on what the debts are: the court’s self-help pages or an attorney can tell you.',
    );
    // Over even with every debt taken off, or with no debt listed: over.
    expect(estimateSmallEstate(splitEstate([bank(120_000), debt(10_000)]), WA, null).verdict).toBe('over');
    expect(estimateSmallEstate(splitEstate([bank(120_000)]), WA, null).verdict).toBe('over');
    // Within without them: the plain words.
    const within = estimateSmallEstate(splitEstate([bank(90_000), debt(30_000)]), WA, null);
    expect(smallEstateVerdictWords(within, 'Washington', WA).verdict).toBe(
      'What goes through probate, $90,000.00 so far, looks within that limit.',
    );
  });

  it('weighs Minnesota’s affidavit less liens too, and still asks about real property not known yet', () => {
    const MN = smallEstateOf('MN');
    const split = splitEstate([
      bank(80_000),
      debt(10_000),
      { kind: 'property', estimatedValueCents: dollars(200_000), isDebt: false, ownership: null },
    ]);
    const estimate = estimateSmallEstate(split, MN, null);
    expect(estimate.verdict).toBe('depends');
    expect(smallEstateVerdictWords(estimate, 'Minnesota', MN).verdict).toMatch(
      /it would be \$70,000\.00, which is within it\..*If the \$200,000\.00 listed as Property goes through probate too, the affidavit for collection of personal property can’t be used\. Answering “How it was held” will tell\.$/,
    );
  });

  it('holds an Indiana death before July 2006 to $25,000, and takes funeral expenses off with the liens', () => {
    const IN = smallEstateOf('IN');
    expect(estimateSmallEstate(splitEstate([bank(30_000)]), IN, '2006-06-30')).toMatchObject({
      verdict: 'over',
      limitDollars: 25_000,
    });
    expect(estimateSmallEstate(splitEstate([bank(30_000)]), IN, '2006-07-01').verdict).toBe('within');
    const estimate = estimateSmallEstate(splitEstate([bank(120_000), debt(30_000)]), IN, null);
    expect(estimate).toMatchObject({ verdict: 'depends', takenOff: { withinLessLiens: true } });
    expect(smallEstateVerdictWords(estimate, 'Indiana', IN).verdict).toBe(
      'What goes through probate, $120,000.00 so far, is over that limit. But if the $30,000.00 of debts listed are loans secured by the estate’s property or funeral expenses, it would be $90,000.00, which is within it. So it depends on what the debts are: the court’s self-help pages or an attorney can tell you.',
    );
  });

  it('weighs Arkansas’s estate less encumbrances once the home is left out, and says both', () => {
    const AR = smallEstateOf('AR');
    const home = {
      kind: 'property' as const,
      estimatedValueCents: dollars(200_000),
      isDebt: false,
      ownership: 'sole' as const,
      isHome: true,
    };
    const estimate = estimateSmallEstate(splitEstate([home, bank(120_000), debt(30_000)]), AR, null);
    expect(estimate).toMatchObject({
      verdict: 'depends',
      counted: { cents: dollars(120_000) },
      takenOff: { measuredOn: 'lessLiens', withinLessLiens: true },
    });
    expect(smallEstateVerdictWords(estimate, 'Arkansas', AR)).toEqual({
      verdict:
        'Arkansas leaves the home out of this limit. Without the home, worth $200,000.00, what goes through probate is $120,000.00 so far, which is over it. But if the $30,000.00 of debts listed are loans secured by the estate’s property, it would be $90,000.00, which is within it. So it depends on what the debts are: the court’s self-help pages or an attorney can tell you.',
      counted: PROBATE_CALCULATOR_PAGE.homeCounted,
    });
    // Over even with every debt taken off: the words for the home alone.
    const over = estimateSmallEstate(splitEstate([home, bank(140_000), debt(30_000)]), AR, null);
    expect(smallEstateVerdictWords(over, 'Arkansas', AR).verdict).toBe(
      'Arkansas leaves the home out of this limit. Without the home, worth $200,000.00, what goes through probate is $140,000.00 so far, which looks over it, so the usual route would be full probate.',
    );
  });

  it('says how the limit is measured', () => {
    expect(PROBATE_CALCULATOR_PAGE.lessFuneralExpenses).toBe('It takes off reasonable funeral expenses too.');
    expect(PROBATE_CALCULATOR_PAGE.measuredOn.lessLiens).toBe(
      'It weighs the estate less what is still owed on loans secured by its property, such as a mortgage or a car loan.',
    );
  });
});

describe('what the law sets apart for a surviving family (decision 102)', () => {
  const NY = smallEstateOf('NY');
  const FL = smallEstateOf('FL');
  const item = (
    kind: 'bank_account' | 'vehicle' | 'other' | 'property',
    valueDollars: number,
    isHome = false,
  ) => ({
    kind,
    estimatedValueCents: dollars(valueDollars),
    isDebt: false,
    ownership: 'sole' as const,
    isHome,
  });
  const wordsOf = (split: ReturnType<typeof splitEstate>, rule: typeof NY, stateName: string) =>
    smallEstateVerdictWords(estimateSmallEstate(split, rule, null), stateName, rule).verdict;

  it('says New York’s depends where one vehicle up to $25,000 and $25,000 of money would bring it within $50,000', () => {
    const split = splitEstate([item('bank_account', 70_000), item('vehicle', 30_000)]);
    expect(estimateSmallEstate(split, NY, null)).toMatchObject({
      verdict: 'depends',
      limitVerdict: 'depends',
      counted: { cents: dollars(100_000) },
      familyExemptions: {
        forWhom: 'spouseOrChildrenUnder21',
        upToCents: dollars(50_000),
        withinLessExemptions: true,
      },
    });
    expect(wordsOf(split, NY, 'New York')).toBe(
      'What goes through probate, $100,000.00 so far, is over that limit. But where a spouse or children under 21 survive, what the law sets apart for them doesn’t count, and here that could be up to $50,000.00, which would bring it to $50,000.00: within the limit. So it depends on who survives them: the court’s self-help pages or an attorney can tell you.',
    );
    // The vehicle counts only up to $25,000, so a cent more on it is a cent over.
    const over = splitEstate([
      item('bank_account', 70_000),
      { ...item('vehicle', 30_000), estimatedValueCents: dollars(30_000) + 1 },
    ]);
    expect(estimateSmallEstate(over, NY, null)).toMatchObject({
      verdict: 'over',
      familyExemptions: { upToCents: dollars(50_000), withinLessExemptions: false },
    });
    expect(wordsOf(over, NY, 'New York')).toBe(
      'What goes through probate, $100,000.01 so far, looks over that limit, so the usual route would be full probate.',
    );
  });

  it('sets apart only New York’s most valuable vehicle, and money only from what is in the bank', () => {
    const twoCars = splitEstate([
      item('bank_account', 20_000),
      item('vehicle', 40_000),
      item('vehicle', 20_000),
    ]);
    expect(estimateSmallEstate(twoCars, NY, null)).toMatchObject({
      verdict: 'depends',
      familyExemptions: { upToCents: dollars(45_000) },
    });
    expect(estimateSmallEstate(splitEstate([item('bank_account', 90_000)]), NY, null)).toMatchObject({
      verdict: 'over',
      familyExemptions: { upToCents: dollars(25_000), withinLessExemptions: false },
    });
  });

  it('takes household goods, books and farm items together only from what is listed as Other', () => {
    const split = splitEstate([item('bank_account', 30_000), item('other', 60_000)]);
    // $25,000 of money, and $20,000 + $2,500 + $20,000 of the $60,000 listed as Other.
    expect(estimateSmallEstate(split, NY, null)).toMatchObject({
      verdict: 'depends',
      familyExemptions: { upToCents: dollars(67_500) },
    });
  });

  it('leaves New York’s real property out first, and says so', () => {
    const split = splitEstate([
      item('property', 300_000),
      item('bank_account', 20_000),
      item('vehicle', 40_000),
    ]);
    expect(wordsOf(split, NY, 'New York')).toBe(
      'New York leaves real property out of this limit. Without the $300,000.00 listed as Property, what goes through probate is $60,000.00 so far, which is over it. But where a spouse or children under 21 survive, what the law sets apart for them doesn’t count, and here that could be up to $45,000.00, which would bring it to $15,000.00: within the limit. So it depends on who survives them: the court’s self-help pages or an attorney can tell you.',
    );
  });

  it('says Florida’s depends where two vehicles and household goods would bring the rest within $75,000, but money counts', () => {
    const split = splitEstate([
      item('property', 250_000, true),
      item('bank_account', 60_000),
      item('vehicle', 15_000),
      item('vehicle', 10_000),
      item('vehicle', 5_000),
      item('other', 8_000),
    ]);
    expect(estimateSmallEstate(split, FL, null)).toMatchObject({
      verdict: 'depends',
      counted: { cents: dollars(98_000) },
      familyExemptions: { forWhom: 'spouseOrChildren', upToCents: dollars(33_000) },
    });
    expect(wordsOf(split, FL, 'Florida')).toBe(
      'Florida leaves the home out of this limit. Without the home, worth $250,000.00, what goes through probate is $98,000.00 so far, which is over it. But where a spouse or children survive, what the law sets apart for them doesn’t count, and here that could be up to $33,000.00, which would bring it to $65,000.00: within the limit. So it depends on who survives them: the court’s self-help pages or an attorney can tell you.',
    );
    expect(estimateSmallEstate(splitEstate([item('bank_account', 80_000)]), FL, null).verdict).toBe('over');
  });

  it('says on the card what the law sets apart, and for whom', () => {
    const cardOf = ({ familyExemptions }: typeof NY) => {
      if (!familyExemptions) throw new Error('no family exemptions');
      return PROBATE_CALCULATOR_PAGE.familyExemptions(familyExemptions);
    };
    expect(cardOf(FL)).toBe(
      'Where a spouse or children survive, what the law sets apart for them doesn’t count toward it: two vehicles, household goods up to $20,000, and 529 college savings plans.',
    );
    expect(cardOf(NY)).toBe(
      'Where a spouse or children under 21 survive, what the law sets apart for them doesn’t count toward it: one vehicle worth up to $25,000, money up to $25,000, household goods up to $20,000, family books and pictures up to $2,500, and farm animals and equipment up to $20,000.',
    );
  });

  it('only ever turns “over” into “depends”, for any inventory', () => {
    const anyItem = fc.record({
      kind: fc.constantFrom(...INVENTORY_KINDS),
      estimatedValueCents: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
      isDebt: fc.boolean(),
      ownership: fc.option(fc.constantFrom(...OWNERSHIPS)),
      isHome: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(anyItem, { maxLength: 12 }), fc.constantFrom(FL, NY), (items, rule) => {
        const split = splitEstate(items);
        const { familyExemptions: _left, ...withoutThem } = rule;
        const before = estimateSmallEstate(split, withoutThem, null).verdict;
        const after = estimateSmallEstate(split, rule, null).verdict;
        if (before === 'over') expect(['over', 'depends']).toContain(after);
        else expect(after).toBe(before);
      }),
    );
  });
});

describe('Alabama’s wait, which runs from the published notice of the petition (decision 097)', () => {
  const AL = smallEstateOf('AL');

  it('gives no date counted from the death, and says what the 30 days run from', () => {
    const split = splitEstate([
      { kind: 'bank_account', estimatedValueCents: dollars(20_000), isDebt: false, ownership: 'sole' },
    ]);
    expect(estimateSmallEstate(split, AL, '2026-06-01').earliestDate).toBeNull();
    expect(PROBATE_CALCULATOR_PAGE.waitAfterNotice(AL.procedure, AL)).toBe(
      'The summary distribution under the Small Estates Act can be used 30 days after the notice of the petition is published.',
    );
    expect(PROBATE_CALCULATOR_PAGE.smallRoute(AL)).toBe(
      'Often a few weeks, once the 30-day wait after the notice of the petition is published is over.',
    );
    expect(PROBATE_CALCULATOR_PAGE.smallRoute(smallEstateOf('CA'))).toBe(
      'Often a few weeks, once the 40-day wait after the death is over.',
    );
  });
});

describe('what goes through probate, in words', () => {
  it('says a share held as a tenant in common goes through probate, and so can an asset whose named person died first', () => {
    expect(PROBATE_CALCULATOR_PAGE.splitIntro).toBe(
      'What someone owned alone, or as a tenant in common, goes through probate. Joint accounts with survivorship, payable or transfer on death accounts, anything with a named beneficiary and anything held in a trust usually pass directly to someone, unless the named person died first or the estate itself is named: then they go through probate too.',
    );
  });
});

describe('statutoryCompensation', () => {
  it('computes California’s fee by hand-checked figures', () => {
    // 4 % of 100,000 + 3 % of 100,000 + 2 % of 300,000 = 4,000 + 3,000 + 6,000.
    expect(statutoryCompensation(dollars(500_000), tiersOf('CA'))).toEqual({
      feeCents: dollars(13_000),
      leftToCourtCents: 0,
    });
    expect(statutoryCompensation(dollars(50_000), tiersOf('CA')).feeCents).toBe(dollars(2_000));
    // 4,000 + 3,000 + 16,000 + 90,000 + 75,000, and the $5,000,000 above $25M left to the court.
    expect(statutoryCompensation(dollars(30_000_000), tiersOf('CA'))).toEqual({
      feeCents: dollars(188_000),
      leftToCourtCents: dollars(5_000_000),
    });
  });

  it('computes New York’s commissions: $34,000 on $1,000,000 and $154,000 on $6,000,000', () => {
    expect(statutoryCompensation(dollars(1_000_000), tiersOf('NY')).feeCents).toBe(dollars(34_000));
    // 5,000 + 8,000 + 21,000 + 100,000 + 2 % of 1,000,000.
    expect(statutoryCompensation(dollars(6_000_000), tiersOf('NY'))).toEqual({
      feeCents: dollars(154_000),
      leftToCourtCents: 0,
    });
  });

  it('computes Florida’s commission: $55,000 on $2,000,000 and $260,000 on $12,000,000', () => {
    expect(statutoryCompensation(dollars(2_000_000), tiersOf('FL')).feeCents).toBe(dollars(55_000));
    // 30,000 + 100,000 + 100,000 + 1.5 % of 2,000,000.
    expect(statutoryCompensation(dollars(12_000_000), tiersOf('FL')).feeCents).toBe(dollars(260_000));
  });

  it('rounds half a cent up, once, at the end', () => {
    const halfPercent = [{ upToDollars: null, percent: 0.5 }] as const;
    expect(statutoryCompensation(100, halfPercent).feeCents).toBe(1);
    expect(statutoryCompensation(99, halfPercent).feeCents).toBe(0);
    // 4 % of 12 cents is 0.48, of 13 cents 0.52.
    expect(statutoryCompensation(12, tiersOf('CA')).feeCents).toBe(0);
    expect(statutoryCompensation(13, tiersOf('CA')).feeCents).toBe(1);
    expect(statutoryCompensation(0, tiersOf('NY'))).toEqual({ feeCents: 0, leftToCourtCents: 0 });
  });

  it('never falls as the estate grows, stays within the top rate, and stays exact at the largest amounts', () => {
    for (const code of ['CA', 'NY', 'FL'] as const) {
      const tiers = tiersOf(code);
      const topPercent = Math.max(...tiers.map((tier) => tier.percent));
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 99_999_999_999_999 }),
          fc.integer({ min: 0, max: 1_000_000_000 }),
          (cents, more) => {
            const fee = statutoryCompensation(cents, tiers);
            expect(Number.isSafeInteger(fee.feeCents)).toBe(true);
            expect(fee.feeCents).toBeLessThanOrEqual(Math.ceil((cents * topPercent) / 100) + 1);
            expect(statutoryCompensation(cents + more, tiers).feeCents).toBeGreaterThanOrEqual(fee.feeCents);
          },
        ),
      );
    }
  });
});

describe('estimateCompensation, on what the statute counts the fee (decision 097)', () => {
  const compensationOf = (code: UsStateCode) => {
    const compensation = STATE_RULES[code].executorCompensation;
    if (compensation === null) throw new Error(`${code} has no schedule`);
    return compensation;
  };
  const house = (ownership: 'sole' | null, isHome = false) => ({
    kind: 'property' as const,
    estimatedValueCents: dollars(300_000),
    isDebt: false,
    ownership,
    isHome,
  });
  const bank = {
    kind: 'bank_account' as const,
    estimatedValueCents: dollars(100_000),
    isDebt: false,
    ownership: 'sole' as const,
  };
  const houseAndBank = splitEstate([house('sole'), bank]);
  const wordsOf = (code: UsStateCode, stateName: string, split = houseAndBank) =>
    compensationWords(estimateCompensation(split, compensationOf(code)), compensationOf(code), stateName);

  it('leaves Arkansas’s real estate out: on a $300,000 house and $100,000 in the bank, up to $3,150', () => {
    const estimate = estimateCompensation(houseAndBank, compensationOf('AR'));
    expect(estimate.soFar).toEqual({
      feeCents: dollars(3_150),
      leftToCourtCents: 0,
      baseCents: dollars(100_000),
      leftOutCents: dollars(300_000),
    });
    expect(wordsOf('AR', 'Arkansas')).toEqual({
      figure:
        'Under Arkansas Code §28-48-108, on the $100,000.00 of personal property going through probate, the executor’s fee could be up to about $3,150.00.',
      upTo: null,
      leftOut:
        'The $300,000.00 listed as Property is left out: the fee is counted on personal property, not on real estate.',
    });
    expect(estimateCompensation(houseAndBank, compensationOf('KY')).soFar.feeCents).toBe(dollars(5_000));
  });

  it('leaves real estate out unless it is sold in Missouri ($3,300 floor), New York ($5,000) and South Carolina', () => {
    expect(estimateCompensation(houseAndBank, compensationOf('MO')).soFar.feeCents).toBe(dollars(3_300));
    expect(estimateCompensation(houseAndBank, compensationOf('NY')).soFar.feeCents).toBe(dollars(5_000));
    expect(estimateCompensation(houseAndBank, compensationOf('SC')).soFar.feeCents).toBe(dollars(5_000));
    expect(wordsOf('MO', 'Missouri')).toEqual({
      figure:
        'Under Missouri Revised Statutes §473.153, on the $100,000.00 of personal property going through probate, the executor’s fee would be at least about $3,300.00.',
      upTo: null,
      leftOut:
        'The $300,000.00 listed as Property is left out while the real estate is kept. If it is sold, what the sale brings counts too.',
    });
  });

  it('counts Ohio’s real estate kept at 1%: 4% of $100,000 and 1% of $300,000 is $7,000', () => {
    expect(estimateCompensation(houseAndBank, compensationOf('OH')).soFar.feeCents).toBe(dollars(7_000));
    expect(wordsOf('OH', 'Ohio')).toEqual({
      figure:
        'Under Ohio Revised Code §2113.35, on the $100,000.00 of personal property going through probate, and 1% of the $300,000.00 listed as Property, the executor’s fee would be about $7,000.00.',
      upTo: null,
      leftOut:
        'That counts the $300,000.00 listed as Property at 1% while the real estate is kept. If it is sold, what the sale brings counts at the full rates instead.',
    });
    // A house not known yet counts only in “could be up to”.
    const notKnown = wordsOf('OH', 'Ohio', splitEstate([house(null), bank]));
    expect(notKnown.figure).toBe(
      'Under Ohio Revised Code §2113.35, on the $100,000.00 of personal property going through probate, the executor’s fee would be about $4,000.00.',
    );
    expect(notKnown.upTo).toBe(
      'If the items not known yet go through probate too ($100,000.00 of personal property in all, and 1% of the $300,000.00 listed as Property), it would be about $7,000.00.',
    );
  });

  it('leaves Florida’s home out of the probate estate: $3,000 on the $100,000 in the bank', () => {
    const withHome = splitEstate([house('sole', true), bank]);
    expect(estimateCompensation(withHome, compensationOf('FL'))).toMatchObject({
      soFar: { feeCents: dollars(3_000), baseCents: dollars(100_000), leftOutCents: dollars(300_000) },
      leftOut: { what: 'home' },
      homeNotMarked: false,
    });
    expect(wordsOf('FL', 'Florida', withHome)).toEqual({
      figure:
        'Under Florida Statutes §733.617, on $100,000.00 going through probate without the home, the executor’s fee would be about $3,000.00.',
      upTo: null,
      leftOut:
        'Florida leaves the protected homestead out: the home, worth $300,000.00, is not part of the probate estate the fee is counted on.',
    });
    // Until the home is marked, the house counts, and the page asks for it to be marked.
    const unmarked = estimateCompensation(houseAndBank, compensationOf('FL'));
    expect(unmarked).toMatchObject({ soFar: { feeCents: dollars(12_000) }, homeNotMarked: true });
    expect(wordsOf('FL', 'Florida').leftOut).toBe(
      'Florida leaves the home out of the fee. If one of the items listed as Property was their home, mark it “This was their home” in the inventory; until then all of them count.',
    );
  });

  it('counts the whole probate estate where the statute does (California), in the words it always used', () => {
    expect(estimateCompensation(houseAndBank, compensationOf('CA')).soFar.feeCents).toBe(dollars(11_000));
    expect(wordsOf('CA', 'California')).toEqual({
      figure:
        'Under California Probate Code §10800, on $400,000.00 going through probate, the executor’s fee would be about $11,000.00.',
      upTo: null,
      leftOut: null,
    });
  });

  it('never counts more than the schedule on the whole probate estate, in any state', () => {
    const item = fc.record({
      kind: fc.constantFrom(...INVENTORY_KINDS),
      estimatedValueCents: fc.option(fc.integer({ min: 0, max: 5_000_000_000 })),
      isDebt: fc.boolean(),
      ownership: fc.option(fc.constantFrom(...OWNERSHIPS)),
      isHome: fc.boolean(),
    });
    const schedules = Object.values(STATE_RULES).flatMap((row) =>
      row.executorCompensation && row.executorCompensation.tiers.length > 0 ? [row.executorCompensation] : [],
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), fc.constantFrom(...schedules), (items, compensation) => {
        const split = splitEstate(items);
        const estimate = estimateCompensation(split, compensation);
        const whole = statutoryCompensation(split.probate.cents, compensation.tiers).feeCents;
        expect(estimate.soFar.feeCents).toBeLessThanOrEqual(whole);
        expect(estimate.soFar.baseCents).toBeGreaterThanOrEqual(0);
        if (estimate.upTo) expect(estimate.upTo.feeCents).toBeGreaterThanOrEqual(estimate.soFar.feeCents);
      }),
    );
  });
});

describe('the executor’s pay, in words', () => {
  it('never reads a floor or a ceiling as the fee itself', () => {
    const figure = (bound: 'set' | 'minimum' | 'maximum') =>
      PROBATE_CALCULATOR_PAGE.compensationFigure(
        'the statute',
        '$100,000.00 going through probate',
        330_000,
        bound,
      );
    expect(figure('set')).toContain('the executor’s fee would be about $3,300.00.');
    expect(figure('minimum')).toContain('the executor’s fee would be at least about $3,300.00.');
    expect(figure('maximum')).toContain('the executor’s fee could be up to about $3,300.00.');
    expect(PROBATE_CALCULATOR_PAGE.compensationUpTo('$200,000.00 in all', 500_000, 'maximum')).toContain(
      'it could be up to about $5,000.00.',
    );
  });
});

describe('the court filing fee, in words', () => {
  const source = { title: 'A court', url: 'https://example.org/' };
  const fee = (lowDollars: number, highDollars: number | null) => ({
    lowDollars,
    highDollars,
    note: '',
    source,
  });

  it('gives one figure, a range, or a floor where the fee grows with the estate without limit', () => {
    expect(PROBATE_CALCULATOR_PAGE.filingFeeRange(fee(435, 435))).toBe('$435.');
    expect(PROBATE_CALCULATOR_PAGE.filingFeeRange(fee(50, 3_250))).toBe('Between $50 and $3,250.');
    expect(PROBATE_CALCULATOR_PAGE.filingFeeRange(fee(20, null))).toBe(
      'From $20, rising with the estate’s value.',
    );
  });

  it('never lets a few counties’ fees read as the whole state’s', () => {
    expect(PROBATE_CALCULATOR_PAGE.filingFeeRange({ ...fee(171, 211), countyExamples: true })).toBe(
      'Each county sets its own. In the counties we checked it was between $171 and $211.',
    );
  });

  it('asks the office that handles the estate for a fee it could not confirm, however the state names it', () => {
    expect(PROBATE_CALCULATOR_PAGE.feeNotConfirmed(STATE_RULES.WV.probateCourt)).toBe(
      'We couldn’t confirm this fee. The County Commission (the county clerk and fiduciary supervisor) that handles the estate can tell you what it is; fees vary by county and by the size of the estate.',
    );
  });
});
