import { describe, expect, it } from 'vitest';
import { memorialPageNamed } from './memorial-page-named.ts';

describe('memorialPageNamed', () => {
  it('names the page by the person', () => {
    expect(memorialPageNamed('Eleanor Hart')).toBe('Eleanor Hart’s memorial page');
  });

  it('says "this memorial page" when the page is gone', () => {
    expect(memorialPageNamed(null)).toBe('this memorial page');
  });
});
