import { addDays, mondayOf } from '../dates/calendar-days.ts';
import { localDateTime } from '../dates/time-zones.ts';

/** Digests go out from this hour of the person's morning on their chosen weekday. */
const DIGEST_LOCAL_HOUR = 8;
/**
 * After downtime a missed digest is still sent this long after its moment; later than that it would
 * arrive stale, and next week's takes its place.
 */
export const DIGEST_CATCH_UP_HOURS = 48;

type DueDigest = {
  /** The Monday of the week the digest belongs to: one digest per person, loved one and week. */
  weekStart: string;
  /** The person's local date now, against which "overdue" and "next 7 days" are measured. */
  today: string;
};

/**
 * The digest due at `now` for someone who chose `weekday` in `timeZone`, or null when none is due.
 * Changing the weekday mid-week cannot bring a second digest: the week, not the day, is the key.
 */
export function dueDigest(now: Date, schedule: { weekday: number; timeZone: string }): DueDigest | null {
  const local = localDateTime(now, schedule.timeZone);
  let daysSince = (local.weekday - schedule.weekday + 7) % 7;
  if (daysSince === 0 && local.hour < DIGEST_LOCAL_HOUR) daysSince = 7;
  const hoursLate = daysSince * 24 + local.hour - DIGEST_LOCAL_HOUR;
  if (hoursLate > DIGEST_CATCH_UP_HOURS) return null;
  return { weekStart: mondayOf(addDays(local.date, -daysSince)), today: local.date };
}
