/** Calendar arithmetic on 'YYYY-MM-DD' strings, free of the machine's own time zone. */

const DAY_MS = 86_400_000;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (isoDate: string): number => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** The Monday that starts the (ISO) week holding this date. */
export const mondayOf = (isoDate: string): string => addDays(isoDate, -((weekdayOf(isoDate) + 6) % 7));

/** The calendar date, weekday and hour that `instant` is in `timeZone`. */
export function localDateTime(
  instant: Date,
  timeZone: string,
): { date: string; weekday: number; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), hour: Number(parts.hour) };
}
