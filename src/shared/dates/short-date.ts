/**
 * SHORT_DATE ('Mar 14, 1948') written by hand, with neither date-fns nor Intl.
 *
 * The same format exists twice on purpose: the date-fns pattern SHORT_DATE in display-formats.ts
 * serves the other screens, emails and PDFs, which already load date-fns; this one serves the
 * dashboard's first view (issue #20). It keeps date-fns (and display-formats.ts, which imports it)
 * out of that view, and it makes no Intl.DateTimeFormat either: the first one a page makes is where
 * the browser loads its date data, about 130 ms of a phone's main thread before the dashboard could
 * draw its tasks (measured with the CPU slowed four times). short-date.test.ts compares the two over
 * a spread of dates and is the guard that they agree.
 */

// en-US short month names, as SHORT_DATE's MMM writes them.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD calendar date as 'Mar 14, 1948': the stored day, whatever the time zone. Like
 * date-fns' format, it throws a RangeError for a string that is not a real calendar date ('2026-02-30').
 */
export function formatShortIsoDate(isoDate: string): string {
  const match = ISO_DATE_PATTERN.exec(isoDate);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads years 0–99 as 1900–1999
  // A day or month out of range rolls into another month ('2026-02-30' becomes March 2).
  if (!match || date.getUTCMonth() !== month - 1) {
    throw new RangeError(`Invalid calendar date: ${isoDate}`);
  }
  // yyyy is the year of the era, as date-fns writes it: year 0 is 1 BC, written '0001'.
  const eraYear = String(year === 0 ? 1 : year).padStart(4, '0');
  return `${MONTHS[month - 1]} ${day}, ${eraYear}`;
}
