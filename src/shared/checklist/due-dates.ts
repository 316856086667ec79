import { addDays } from '../dates/calendar-days.ts';

const URGENT_WINDOW_DAYS = 2;

/**
 * Urgent needs are due 48 hours after the death. Two decisions:
 * - date of death unknown: the person is most likely in those first days, so 48 hours from today;
 * - the 48 hours already over (someone starting weeks later): due today, not weeks overdue, as
 *   a wall of red "overdue" badges on the first screen helps nobody. Real legal deadlines (the tax
 *   returns) are kept even when past, because then the user needs to know (late filing, extensions).
 */
export function urgentDueDate(dateOfDeath: string | null, today: string): string {
  const due = addDays(dateOfDeath ?? today, URGENT_WINDOW_DAYS);
  return due < today ? today : due;
}
