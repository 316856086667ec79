import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SLUG,
  firstFreeSlug,
  isSlugCandidate,
  memorialSlugBase,
  SLUG_BASE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from './memorial-slug.ts';

describe('memorialSlugBase', () => {
  it.each([
    ['Rose', 'Lane', 'rose-lane'],
    ['José', 'Núñez', 'jose-nunez'],
    ['Máire', "O'Brien", 'maire-obrien'],
    ['Zoë', 'Weiß', 'zoe-weiss'],
    ['Søren', 'Łukasz', 'soren-lukasz'],
    ['Mary Ann', 'Smith-Jones', 'maryann-smith-jones'],
    ['Anna', '', 'anna'],
    ['李', '小龙', FALLBACK_SLUG],
    ['-Jo-', '--', 'jo'],
  ])('%s %s → %s', (first, last, slug) => {
    expect(memorialSlugBase(first, last)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('long names', () => {
  const longest = 'ß'.repeat(50);

  it('cuts the base so that it and a six-digit suffix fit the slug limit, even when ß becomes ss', () => {
    const base = memorialSlugBase(longest, longest);
    expect(base).toBe(`${'s'.repeat(100)}-${'s'.repeat(SLUG_BASE_MAX_LENGTH - 101)}`);
    expect(base).toHaveLength(SLUG_BASE_MAX_LENGTH);
    expect(`${base}-999999`.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(firstFreeSlug(base, new Set([base]))).toMatch(SLUG_PATTERN);
  });

  it('leaves no hyphen dangling where the cut falls', () => {
    // 112 letters, then the hyphen between the names lands exactly at the cut.
    const first = 'a'.repeat(SLUG_BASE_MAX_LENGTH - 1);
    const base = memorialSlugBase(first, 'Lane');
    expect(base).toBe(first);
    expect(base).toMatch(SLUG_PATTERN);
  });

  it('keeps names that already fit untouched', () => {
    const first = 'a'.repeat(50);
    const last = 'b'.repeat(50);
    expect(memorialSlugBase(first, last)).toBe(`${first}-${last}`);
  });
});

describe('firstFreeSlug', () => {
  it('uses the base, then -1, -2… until one is free', () => {
    expect(firstFreeSlug('ana', new Set())).toBe('ana');
    expect(firstFreeSlug('ana', new Set(['ana']))).toBe('ana-1');
    expect(firstFreeSlug('ana', new Set(['ana', 'ana-1', 'ana-2']))).toBe('ana-3');
    expect(firstFreeSlug('ana', new Set(['ana', 'ana-2']))).toBe('ana-1');
  });

  it('only counts the base and its numbered forms as taken', () => {
    expect(isSlugCandidate('ana', 'ana-4')).toBe(true);
    expect(isSlugCandidate('ana', 'ana-silva')).toBe(false);
    expect(isSlugCandidate('ana', 'ana-01')).toBe(false);
  });
});
