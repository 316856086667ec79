import { describe, expect, it } from 'vitest';
import { swipeStep, wrapIndex } from './photo-lightbox-steps.ts';

describe('moving through the photos', () => {
  it('goes forward and back within the gallery', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });

  it('goes round at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('stays on a single photo', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });
});

describe('reading a swipe', () => {
  it('brings the next photo on a swipe to the left and the previous on a swipe to the right', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it('ignores a tap or a short wobble', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(49, 0)).toBe(0);
  });

  it('leaves a mostly vertical drag to the page’s scrolling', () => {
    expect(swipeStep(-80, 200)).toBe(0);
    expect(swipeStep(80, -80)).toBe(0);
  });
});
