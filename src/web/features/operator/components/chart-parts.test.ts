import { describe, expect, it } from 'vitest';
import { dayAxisProps } from './chart-parts.ts';

describe('dayAxisProps', () => {
  it('writes each day along the axis as month and day, without a dangling comma', () => {
    const { tickFormatter } = dayAxisProps('day');
    expect(tickFormatter('2026-10-05')).toBe('Oct 5');
    expect(tickFormatter('2026-10-15')).toBe('Oct 15');
  });
});
