import { addDays, addMonths } from '../dates/calendar-days.ts';

const URGENT_WINDOW_DAYS = 2;
const ESTATE_TAX_RETURN_MONTHS = 9;

/**
 * Urgent needs are due 48 hours after the death. Two decisions:
 * - date of death unknown: the person is most likely in those first days, so 48 hours from today;
 * - the 48 hours already over (someone starting weeks later): due today, not weeks overdue, as
 *   a wall of red "overdue" badges on the first screen helps nobody. Real legal deadlines below
 *   are kept even when past, because then the user needs to know (late filing, extensions).
 */
export function urgentDueDate(dateOfDeath: string | null, today: string): string {
  const due = addDays(dateOfDeath ?? today, URGENT_WINDOW_DAYS);
  return due < today ? today : due;
}

/**
 * The final Form 1040 is due on the normal filing date of the year after the death. The IRS
 * moves it to the next business day when April 15 is a weekend or holiday; we keep April 15,
 * which is never late.
 */
export function finalIncomeTaxReturnDueDate(dateOfDeath: string): string {
  const year = Number(dateOfDeath.slice(0, 4));
  return `${year + 1}-04-15`;
}

/** Form 706 is due 9 months after the date of death (2024-02-29 → 2024-11-29). */
export function estateTaxReturnDueDate(dateOfDeath: string): string {
  return addMonths(dateOfDeath, ESTATE_TAX_RETURN_MONTHS);
}
