import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SLUG,
  firstFreeSlug,
  isSlugCandidate,
  memorialSlugBase,
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
