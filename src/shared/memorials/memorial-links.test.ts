import { describe, expect, it } from 'vitest';
import { asksForHeldTributes, heldTributesPath, memorialPath } from './memorial-links.ts';

describe('memorial links', () => {
  it('writes the page and its held tributes, with the slug escaped', () => {
    expect(memorialPath('jane-doe')).toBe('/memorial/jane-doe');
    expect(heldTributesPath('jane doe')).toBe('/memorial/jane%20doe?review=tributes');
  });

  it('reads the held-tributes query back, and nothing else as it', () => {
    expect(asksForHeldTributes(new URL(`https://harbor.test${heldTributesPath('jane')}`).search)).toBe(true);
    expect(asksForHeldTributes('?review=photos')).toBe(false);
    expect(asksForHeldTributes('')).toBe(false);
  });
});
