import { eq, isNull } from 'drizzle-orm';
import type { NotificationKind } from '#shared/notifications/notification-kinds.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '#shared/notifications/notification-preferences.ts';
import type { Db } from '../db/client.ts';
import { notificationPreferences } from './notifications.schema.ts';

const toPreferences = (row: typeof notificationPreferences.$inferSelect): NotificationPreferences => ({
  digestEnabled: row.digestEnabled,
  digestWeekday: row.digestWeekday,
  timeZone: row.timeZone ?? DEFAULT_NOTIFICATION_PREFERENCES.timeZone,
  assignmentNotices: row.assignmentNotices,
  completionNotices: row.completionNotices,
  anniversaryNotes: row.anniversaryNotes,
  tributeNotices: row.tributeNotices,
});

export async function findNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ? toPreferences(row) : DEFAULT_NOTIFICATION_PREFERENCES;
}

/** The zone this person's browser or settings gave, or null while none is saved (the default is not theirs). */
export async function findSavedTimeZone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: notificationPreferences.timeZone })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.timeZone ?? null;
}

export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = { ...preferences, updatedAt: new Date() };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  return toPreferences(row!);
}

/**
 * Keeps the browser's zone for someone who has none yet, so digests arrive in their morning even if
 * they never open the preferences; a zone already saved is theirs and stays. Returns the zone in use.
 */
export async function rememberTimeZone(db: Db, userId: string, timeZone: string): Promise<string> {
  await db
    .insert(notificationPreferences)
    .values({ userId, timeZone })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { timeZone, updatedAt: new Date() },
      setWhere: isNull(notificationPreferences.timeZone),
    });
  return (await findNotificationPreferences(db, userId)).timeZone;
}

const COLUMN_OF_KIND = {
  digest: 'digestEnabled',
  assignment: 'assignmentNotices',
  completion: 'completionNotices',
  anniversary: 'anniversaryNotes',
  tribute: 'tributeNotices',
} as const satisfies Record<NotificationKind, keyof NotificationPreferences>;

/** Turns one kind of mail off, keeping every other choice (or the defaults) as it was. */
export async function turnOffNotificationKind(db: Db, userId: string, kind: NotificationKind): Promise<void> {
  const off = { [COLUMN_OF_KIND[kind]]: false, updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...off })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: off });
}

/** Whether this person wants this notice (a person without a row has the defaults). */
export async function wantsNotice(
  db: Db,
  userId: string,
  kind: 'assignment' | 'completion' | 'tribute',
): Promise<boolean> {
  const preferences = await findNotificationPreferences(db, userId);
  return preferences[COLUMN_OF_KIND[kind]];
}
