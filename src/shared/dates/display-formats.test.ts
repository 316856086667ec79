import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_DATE, DISPLAY_MONTH_DAY, formatIsoDate, SHORT_DATE } from './display-formats.ts';

describe('formatIsoDate', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTimeZone;
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])('shows the stored day in %s', (timeZone) => {
    process.env.TZ = timeZone;
    expect(formatIsoDate('1948-03-14')).toBe('March 14, 1948');
    expect(formatIsoDate('2026-11-25', DISPLAY_DATE)).toBe('November 25, 2026');
    expect(formatIsoDate('2026-11-25', DISPLAY_MONTH_DAY)).toBe('November 25');
    expect(formatIsoDate('2026-01-02', SHORT_DATE)).toBe('Jan 2, 2026');
  });
});
