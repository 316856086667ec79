import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_PAGE_STARTS, authPageStartFrom } from './auth-page-start.ts';

const start = (query: string) => authPageStartFrom(new URLSearchParams(query));

describe('authPageStartFrom', () => {
  it.each([
    ['', 'sign-up'],
    ['redirect=/settings', 'sign-up'],
    ['type=reset&token=abc', 'reset-password'],
    ['type=reset&token=abc&error=INVALID_TOKEN', 'reset-link-invalid'],
    ['type=reset&error=INVALID_TOKEN', 'reset-link-invalid'],
    ['type=reset', 'sign-up'],
    ['type=reset&token=', 'sign-up'],
    ['type=signup&email=a%40b.co', 'sign-up'],
    ['type=signup&error=TOKEN_EXPIRED&email=a%40b.co', 'verify-link-invalid'],
    ['type=other&error=x', 'sign-up'],
    ['type=reset&token=abc&error=', 'reset-password'],
  ])('opens ?%s at %s', (query, expected) => expect(start(query)).toBe(expected));

  it('always gives one of the starts the server renders', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('type', 'token', 'error', 'email', 'x'), fc.string()),
        (query) => {
          expect(AUTH_PAGE_STARTS).toContain(authPageStartFrom(new URLSearchParams(Object.entries(query))));
        },
      ),
    );
  });
});
