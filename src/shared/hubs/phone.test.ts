import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  it('adds +1 to a full US number however it is punctuated', () => {
    for (const written of [
      '1-800-772-1213',
      '(800) 772-1213',
      '800.772.1213',
      '+1 800 772 1213',
      '8007721213',
    ]) {
      expect(telHref(written), written).toBe('tel:+18007721213');
    }
  });

  it('leaves short codes alone, so 988 and 911 dial as they are', () => {
    expect(telHref('988')).toBe('tel:988');
    expect(telHref('911')).toBe('tel:911');
  });

  it('adds no country code to numbers that are not full US numbers', () => {
    expect(telHref('772-1213')).toBe('tel:7721213');
    expect(telHref('2-800-772-1213')).toBe('tel:28007721213');
  });
});
