import { format, parseISO } from 'date-fns';

/**
 * date-fns format patterns for dates shown to people, named once so every screen,
 * email and PDF writes the same date the same way.
 */

/** The spec's long date: 'March 14, 1948'. */
export const DISPLAY_DATE = 'MMMM d, yyyy';

/** A long date with the weekday: 'Sunday, March 14, 1948'. */
export const DISPLAY_WEEKDAY_DATE = 'EEEE, MMMM d, yyyy';

/** A long date with a 12-hour time: 'March 14, 1948 3:05 PM'. */
export const DISPLAY_DATE_TIME = 'MMMM d, yyyy h:mm a';

/** Month and day, for dates inside the coming weeks: 'March 14'. */
export const DISPLAY_MONTH_DAY = 'MMMM d';

/** A compact date for lists and cards: 'Mar 14, 1948'. */
export const SHORT_DATE = 'MMM d, yyyy';

/** A compact date with a 24-hour time, for the operator console: 'Mar 14, 1948 15:05'. */
export const SHORT_DATE_TIME = 'MMM d, yyyy HH:mm';

/** A compact month and day, for chart axes: 'Mar 14'. */
export const SHORT_MONTH_DAY = 'MMM d';

/** A calendar date as stored and sent over the API: '1948-03-14'. */
export const ISO_DATE = 'yyyy-MM-dd';

/**
 * A YYYY-MM-DD calendar date in one of the formats above. parseISO reads it as local midnight and
 * format writes it back in local time, so the day shown is the day stored in any time zone.
 */
export const formatIsoDate = (isoDate: string, pattern: string = DISPLAY_DATE) =>
  format(parseISO(isoDate), pattern);
