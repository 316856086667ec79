import { localTimeZone, todayIn } from '#shared/dates/time-zones.ts';

/** The user's own calendar date as YYYY-MM-DD (the latest day a date of passing may be). */
export const localToday = (now: Date = new Date()) => todayIn(localTimeZone(), now);
