import { addDays, addMonths, weekdayOf } from '../dates/calendar-days.ts';

// When a federal tax deadline falls on a Saturday, a Sunday or a legal holiday in the District of
// Columbia, it moves to the next day that is none of these (26 U.S.C. §7503). The IRS counts a holiday's
// observed day: DC Emancipation Day (April 16) on a Saturday is kept on Friday the 15th, which is why
// returns were due April 18 in 2022 and in 2023.

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The nth weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = dayOf(year, month, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1));
  }
  const last = addDays(addMonths(dayOf(year, month, 1), 1), -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** A fixed-date holiday on the weekday it is kept: Saturday's on the Friday, Sunday's on the Monday. */
function observed(isoDate: string): string {
  const weekday = weekdayOf(isoDate);
  if (weekday === 6) return addDays(isoDate, -1);
  if (weekday === 0) return addDays(isoDate, 1);
  return isoDate;
}

/** The legal holidays in the District of Columbia in a year, as the days they are kept. */
export function dcLegalHolidays(year: number): Set<string> {
  const days = [
    observed(dayOf(year, 1, 1)),
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(dayOf(year, 7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(dayOf(year, 11, 11)), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    observed(dayOf(year, 12, 25)),
    // New Year's Day of the next year, kept on December 31 when it falls on a Saturday.
    observed(dayOf(year + 1, 1, 1)),
  ];
  // A holiday counts only from the year it first moved a deadline, so a death years back gets the dates
  // that held then: the IRS first kept DC Emancipation Day in 2007 (due April 17, not 16), and
  // Juneteenth became a federal holiday in June 2021.
  if (year >= 2007) days.push(observed(dayOf(year, 4, 16)));
  if (year >= 2021) days.push(observed(dayOf(year, 6, 19)));
  // Inauguration Day, every four years after a presidential election (2025, 2029 …), in DC only: a
  // Sunday's moves to the Monday, a Saturday's is not kept (5 U.S.C. §6103(c)).
  const inauguration = dayOf(year, 1, 20);
  if ((year - 2025) % 4 === 0 && weekdayOf(inauguration) !== 6) days.push(observed(inauguration));
  return new Set(days);
}

/** The day itself, or the next day that is neither a weekend nor a DC legal holiday. */
export function nextIrsBusinessDay(isoDate: string): string {
  let day = isoDate;
  for (;;) {
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6 && !dcLegalHolidays(Number(day.slice(0, 4))).has(day)) return day;
    day = addDays(day, 1);
  }
}
