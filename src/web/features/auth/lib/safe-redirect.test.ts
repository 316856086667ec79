import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/settings', '/settings'],
    ['/dashboard/abc?tab=tasks#x', '/dashboard/abc?tab=tasks#x'],
  ])('keeps the site path %s', (value, expected) => expect(safeRedirect(value)).toBe(expected));

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth?redirect=/x',
    '\t//evil.example',
  ])('sends %s to the fallback', (value) => expect(safeRedirect(value)).toBe('/'));

  it('never leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const target = safeRedirect(value);
        return (
          target.startsWith('/') &&
          !target.startsWith('//') &&
          new URL(target, 'https://h.invalid').host === 'h.invalid'
        );
      }),
    );
  });
});
