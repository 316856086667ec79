// Intl, no date library: the page's header formats the same dates in a visitor's first download.
// UTC, because these are calendar dates (yyyy-mm-dd) with no time zone of their own.
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'MMMM d, yyyy', as the spec shows dates: '1948-03-14' → 'March 14, 1948'. */
export const longDate = (date: string) => LONG_DATE.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/** The dates under the loved one's name, as the memorial page's header shows them; null when none. */
export function lifeDates(birth: string | null, death: string | null): string | null {
  if (birth && death) return `${longDate(birth)} – ${longDate(death)}`;
  if (birth) return `Born ${longDate(birth)}`;
  if (death) return `Died ${longDate(death)}`;
  return null;
}
