import { eq, type SQL, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import { type Db, queryRows } from '../db/client.ts';
import type { Config } from '../env.ts';
import { listAccessibleLovedOneIds } from '../loved-ones/loved-one-access.ts';
import { type ExportRow, listAccountDataSteps } from './account-data-registry.ts';
import { lovedOneColumns, lovedOneLinkOf, SECRET_COLUMN, userColumns } from './user-columns.ts';

export type AccountExport = {
  format: 'harbor-account-export';
  version: 1;
  exportedAt: string;
  tables: Record<string, ExportRow[]>;
  features: Record<string, unknown>;
};

const redact = (row: ExportRow): ExportRow =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      SECRET_COLUMN.test(key) && value !== null ? '[redacted]' : value,
    ]),
  );

/**
 * Whether a row of `table` is one the person may still read: a row of a loved one counts only while
 * they own it or are on its team. A removed member's rows (the item they added, the expense they paid,
 * their tribute) stay with the loved one and leave their export, or it would go on showing them the
 * loved one's accounts, notes and later edits (decision 030).
 */
function readableBy(table: string, lovedOneIds: string[]): SQL {
  const link = lovedOneLinkOf(table);
  if (!link) return sql`true`;
  const own = sql`${sql.identifier(table)}.${sql.identifier(link.column)}`;
  const lovedOne =
    'parent' in link
      ? sql`(select p.${sql.identifier(link.parent.column)} from ${sql.identifier(link.parent.table)} p where p.${sql.identifier(link.parent.key)} = ${own})`
      : own;
  if (lovedOneIds.length === 0) return sql`${own} is null`;
  const ids = sql.join(
    lovedOneIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // A row whose link is empty (a nullable reference) belongs to no loved one.
  return sql`(${own} is null or ${lovedOne} in (${ids}))`;
}

/**
 * Everything Harbor holds about a person, so nobody is locked in: every row of every table that names
 * them (of a loved one's rows, only those of loved ones they can still open), every row belonging to
 * the loved ones they own, and what registered features add.
 * Secrets (password hashes, tokens) are left out.
 */
export async function exportAccountData(db: Db, userId: string, config: Config): Promise<AccountExport> {
  const tables = new Map<string, Map<string, ExportRow>>();
  const add = (table: string, rows: ExportRow[]) => {
    const bucket = tables.get(table) ?? new Map<string, ExportRow>();
    for (const row of rows) bucket.set(JSON.stringify(row), redact(row));
    tables.set(table, bucket);
  };

  add('users', await queryRows<ExportRow>(db, sql`select * from ${users} where ${users.id} = ${userId}`));
  const readable = await listAccessibleLovedOneIds(db, userId);
  for (const { table, column } of userColumns()) {
    add(
      table,
      await queryRows<ExportRow>(
        db,
        sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId} and ${readableBy(table, readable)}`,
      ),
    );
  }

  const owned = await queryRows<{ id: string }>(
    db,
    sql`select id from loved_ones where admin_user_id = ${userId}`,
  );
  if (owned.length > 0) {
    const ids = sql.join(
      owned.map((row) => sql`${row.id}`),
      sql`, `,
    );
    for (const { table, column } of lovedOneColumns()) {
      add(
        table,
        await queryRows<ExportRow>(
          db,
          sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} in (${ids})`,
        ),
      );
    }
  }

  const features: Record<string, unknown> = {};
  for (const step of listAccountDataSteps()) {
    if (step.exportData) features[step.name] = await step.exportData(db, userId, config);
  }

  return {
    format: 'harbor-account-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    tables: Object.fromEntries(
      [...tables].filter(([, rows]) => rows.size > 0).map(([name, rows]) => [name, [...rows.values()]]),
    ),
    features,
  };
}

/** Whether the account still exists (a deleted account's session must not export anything). */
export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}
