import { eq, sql } from 'drizzle-orm';
import { users, verifications } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import type { Logger } from '../infra/logger.ts';
import type { Storage } from '../infra/storage.ts';
import { listAccountDataSteps, userStoragePrefixes } from './account-data-registry.ts';
import { userColumns } from './user-columns.ts';

/**
 * Deletes the account and everything it owns in one transaction: registered feature steps first, then
 * every row naming the user (a nullable reference is cleared so another person's row, e.g. a task they
 * were assigned, survives; a required one deletes the row, and owned loved ones take their tasks,
 * access grants, memorials and the rest with them through ON DELETE CASCADE), then the user.
 * Files go after the commit: storage is not transactional, and a file without a row is harmless
 * where a row without its file would not be.
 */
export async function deleteAccount(
  deps: { db: Db; storage: Storage; logger: Logger },
  userId: string,
): Promise<void> {
  const { db, storage, logger } = deps;
  const steps = listAccountDataSteps();
  const storageKeys = [...userStoragePrefixes(userId)];
  for (const step of steps) if (step.storageKeys) storageKeys.push(...(await step.storageKeys(db, userId)));

  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;
    for (const step of steps) if (step.deleteData) await step.deleteData(tx, userId);
    // Reset links point at the user by id; queued mails would still reach the old address.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    const columns = userColumns();
    for (const { table, column } of columns.filter((c) => c.nullable)) {
      await tx.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = null where ${sql.identifier(column)} = ${userId}`,
      );
    }
    for (const { table, column } of columns.filter((c) => !c.nullable)) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
    }
    await tx.delete(users).where(eq(users.id, userId));
  });

  for (const key of storageKeys) {
    try {
      if (key.endsWith('/')) await storage.deletePrefix(key);
      else await storage.delete(key);
    } catch (error) {
      logger.error({ err: error, key }, 'account deleted but a stored file could not be removed');
    }
  }
}
