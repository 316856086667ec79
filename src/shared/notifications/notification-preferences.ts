import { z } from 'zod';
import { isTimeZone } from '../dates/time-zones.ts';

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const TIME_ZONE_MESSAGE = 'Please choose a valid time zone';

export const notificationPreferencesSchema = z.object({
  digestEnabled: z.boolean(),
  digestWeekday: z.number().int().min(0).max(6),
  timeZone: z.string().min(1).max(64).refine(isTimeZone, TIME_ZONE_MESSAGE),
  assignmentNotices: z.boolean(),
  completionNotices: z.boolean(),
  anniversaryNotes: z.boolean(),
  tributeNotices: z.boolean(),
});

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A weekly digest on Monday mornings, the task and tribute notices; anniversary notes only when asked for. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  digestEnabled: true,
  digestWeekday: 1,
  timeZone: 'UTC',
  assignmentNotices: true,
  completionNotices: true,
  anniversaryNotes: false,
  tributeNotices: true,
};
