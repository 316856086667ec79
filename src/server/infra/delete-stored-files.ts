import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Logger } from './logger.ts';
import { type RepeatingJob, repeatingJob } from './repeating-job.ts';
import type { Storage } from './storage.ts';
import { storageOrphans } from './storage-orphans.schema.ts';

type FileDeps = { db: Db; storage: Storage; logger: Logger };

export const ORPHAN_SWEEP_INTERVAL_MS = 10 * 60_000;
const ORPHANS_PER_SWEEP = 100;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * What `saving` gives, once the change that names the file just stored (`storedKey`) is committed. When it
 * fails, nothing names that file: it is deleted before the error goes on.
 */
export async function deletedUnlessSaved<T>(
  deps: FileDeps,
  storedKey: string,
  saving: Promise<T>,
): Promise<T> {
  try {
    return await saving;
  } catch (error) {
    await deleteFilesAfterCommit(deps, [storedKey]);
    throw error;
  }
}

/**
 * Deletes files whose database change is already committed. It never throws: the person's change is
 * saved, so a storage hiccup is logged and the key kept in storage_orphans for the sweep to retry.
 */
export async function deleteFilesAfterCommit(
  deps: FileDeps,
  keys: (string | null | undefined)[],
): Promise<void> {
  const present = keys.filter((key): key is string => Boolean(key));
  await Promise.all(
    present.map(async (key) => {
      try {
        await deps.storage.delete(key);
      } catch (error) {
        deps.logger.warn({ err: error, key }, 'file delete failed after commit; the orphan sweep retries it');
        try {
          await deps.db
            .insert(storageOrphans)
            .values({ key, lastError: errorText(error) })
            .onConflictDoUpdate({
              target: storageOrphans.key,
              set: { attempts: sql`${storageOrphans.attempts} + 1`, lastError: errorText(error) },
            });
        } catch (recordError) {
          deps.logger.error({ err: recordError, key }, 'could not record an orphaned file');
        }
      }
    }),
  );
}

/** Retries the oldest-tried orphans once each; a key deleted is forgotten, one that fails again waits its turn. */
export async function sweepStorageOrphans(deps: FileDeps): Promise<{ deleted: number; failed: number }> {
  const due = await deps.db
    .select({ key: storageOrphans.key })
    .from(storageOrphans)
    .orderBy(asc(storageOrphans.lastAttemptAt))
    .limit(ORPHANS_PER_SWEEP);
  let deleted = 0;
  for (const { key } of due) {
    try {
      await deps.storage.delete(key);
      await deps.db.delete(storageOrphans).where(eq(storageOrphans.key, key));
      deleted += 1;
    } catch (error) {
      await deps.db
        .update(storageOrphans)
        .set({
          attempts: sql`${storageOrphans.attempts} + 1`,
          lastError: errorText(error),
          lastAttemptAt: new Date(),
        })
        .where(eq(storageOrphans.key, key));
    }
  }
  const failed = due.length - deleted;
  if (due.length > 0) deps.logger.info({ deleted, failed }, 'orphaned files swept');
  return { deleted, failed };
}

/** Every server process may sweep: deleting a file twice is harmless. */
export const storageOrphanSweeper = (deps: FileDeps): RepeatingJob =>
  repeatingJob('storage orphan sweep', deps.logger, () => sweepStorageOrphans(deps));
