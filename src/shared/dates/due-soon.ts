import { addDays } from './calendar-days.ts';

/**
 * The spec: "Due this week: due date within the next 7 days and not completed". The window is seven
 * calendar days counting today (today to today + 6), the same for the dashboard and the weekly digest.
 */
export const DUE_SOON_DAYS = 7;

/** Due from `today` to the last day of the due-soon window; `today` is the user's own date. */
export function isDueSoon(dueDate: string | null, today: string): boolean {
  return dueDate !== null && dueDate >= today && dueDate < addDays(today, DUE_SOON_DAYS);
}

/** Due before `today`. */
export const isOverdue = (dueDate: string | null, today: string): boolean =>
  dueDate !== null && dueDate < today;
