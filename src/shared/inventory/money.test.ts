import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsPlain, MAX_CENTS, parseMoneyToCents } from './money.ts';

describe('parseMoneyToCents', () => {
  it.each([
    ['$1,234.56', 123456],
    ['1234.56', 123456],
    ['1,234', 123400],
    ['0.1', 10],
    ['0.29', 29],
    [' $ 12 ', 1200],
    ['1,000,000.01', 100000001],
    ['0', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '12,34', '1,2345', '-5', '$', '1e5', '12.3.4', '$1,234.567'])(
    'refuses %j',
    (text) => {
      expect(parseMoneyToCents(text)).toBeNull();
    },
  );

  it('refuses amounts beyond MAX_CENTS rather than losing precision', () => {
    expect(parseMoneyToCents('999,999,999,999.99')).toBe(MAX_CENTS);
    expect(parseMoneyToCents('1000000000000')).toBeNull();
    expect(parseMoneyToCents('99999999999999999999')).toBeNull();
  });
});

describe('formatCents', () => {
  it.each([
    [123456, '$1,234.56'],
    [5, '$0.05'],
    [0, '$0.00'],
    [100000001, '$1,000,000.01'],
    [-5000, '-$50.00'],
  ])('writes %i as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('round-trips with the parser', () => {
    for (const cents of [1, 99, 100, 123456, 987654321]) {
      expect(parseMoneyToCents(formatCentsPlain(cents))).toBe(cents);
    }
  });
});
