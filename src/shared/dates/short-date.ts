/**
 * SHORT_DATE ('Mar 14, 1948') written with the browser's own Intl instead of date-fns.
 *
 * The same format exists twice on purpose: the date-fns pattern SHORT_DATE in display-formats.ts
 * serves the other screens, emails and PDFs, which already load date-fns; this one keeps date-fns
 * (and display-formats.ts, which imports it) out of the dashboard's first view (issue #20).
 * short-date.test.ts compares the two over a spread of dates and is the guard that they agree.
 */

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD calendar date as 'Mar 14, 1948'. The day is built and written in UTC, so the day
 * shown is the day stored in any time zone. Like date-fns' format, it throws a RangeError for a
 * string that is not a real calendar date ('2026-02-30').
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
  // Intl writes year 999 as '999'; date-fns' yyyy writes '0999'.
  return shortDate
    .formatToParts(date)
    .map((part) => (part.type === 'year' ? part.value.padStart(4, '0') : part.value))
    .join('');
}
