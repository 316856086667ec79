import { describe, expect, it } from 'vitest';
import { estateTaxReturnDueDate, finalIncomeTaxReturnDueDate, urgentDueDate } from './due-dates.ts';

describe('urgent needs due date', () => {
  it('is 48 hours after the death', () => {
    expect(urgentDueDate('2025-06-09', '2025-06-10')).toBe('2025-06-11');
    expect(urgentDueDate('2025-12-31', '2025-12-31')).toBe('2026-01-02');
  });

  it('is 48 hours from today when the date of death is unknown', () => {
    expect(urgentDueDate(null, '2025-06-10')).toBe('2025-06-12');
  });

  it('is today, not overdue, when the first 48 hours are already over', () => {
    expect(urgentDueDate('2025-05-01', '2025-06-10')).toBe('2025-06-10');
    expect(urgentDueDate('2025-06-08', '2025-06-10')).toBe('2025-06-10');
  });
});

describe('final income tax return due date', () => {
  it('is April 15 of the year after the year of death', () => {
    expect(finalIncomeTaxReturnDueDate('2025-06-01')).toBe('2026-04-15');
    expect(finalIncomeTaxReturnDueDate('2025-01-01')).toBe('2026-04-15');
  });

  it('is April 15 of the next year for a death on December 31', () => {
    expect(finalIncomeTaxReturnDueDate('2025-12-31')).toBe('2026-04-15');
  });

  it('is April 15 of the next year for a death on February 29', () => {
    expect(finalIncomeTaxReturnDueDate('2024-02-29')).toBe('2025-04-15');
  });
});

describe('estate tax return due date', () => {
  it('is 9 months after the death', () => {
    expect(estateTaxReturnDueDate('2025-03-10')).toBe('2025-12-10');
    expect(estateTaxReturnDueDate('2025-12-31')).toBe('2026-09-30');
  });

  it('is November 29 for a death on February 29', () => {
    expect(estateTaxReturnDueDate('2024-02-29')).toBe('2024-11-29');
  });

  it('falls on the last day of the month when the day does not exist', () => {
    expect(estateTaxReturnDueDate('2024-05-31')).toBe('2025-02-28');
    expect(estateTaxReturnDueDate('2023-05-31')).toBe('2024-02-29');
    expect(estateTaxReturnDueDate('2025-01-31')).toBe('2025-10-31');
  });
});
