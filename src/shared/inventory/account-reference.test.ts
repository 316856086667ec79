import { describe, expect, it } from 'vitest';
import { parseLast4 } from './account-reference.ts';

describe('parseLast4', () => {
  it.each([
    ['1234', '1234'],
    ['****1234', '1234'],
    ['**** 1234', '1234'],
    ['xxxx1234', '1234'],
    [' 0042 ', '0042'],
  ])('keeps the last four of %j', (text, last4) => {
    expect(parseLast4(text)).toBe(last4);
  });

  it.each([
    '12345',
    '4111111111111111',
    '4111 1111 1111 1111',
    '123',
    'abcd',
    '****12345',
    '1234****',
    '12-34',
  ])('refuses %j', (text) => {
    expect(parseLast4(text)).toBeNull();
  });
});
