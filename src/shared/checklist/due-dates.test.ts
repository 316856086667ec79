import { describe, expect, it } from 'vitest';
import { urgentDueDate } from './due-dates.ts';

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
