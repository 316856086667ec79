import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.ts';

type TableColumn = { table: string; column: string; nullable: boolean };

const tables = (): PgTable[] =>
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * Columns that point at `targetTable`'s id: declared foreign keys, plus columns following the naming
 * convention (`user_id`, `*_user_id`) without one (e.g. security_events.user_id). Computed from the
 * schema, so a table another feature adds later is covered without touching this file.
 */
function columnsReferencing(targetTable: string, conventionalName: RegExp): TableColumn[] {
  const found = new Map<string, TableColumn>();
  for (const table of tables()) {
    const config = getTableConfig(table);
    if (config.name === targetTable) continue;
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      if (getTableConfig(reference.foreignTable).name !== targetTable) continue;
      for (const column of reference.columns) {
        found.set(`${config.name}.${column.name}`, {
          table: config.name,
          column: column.name,
          nullable: !column.notNull,
        });
      }
    }
    for (const column of config.columns) {
      if (conventionalName.test(column.name)) {
        found.set(`${config.name}.${column.name}`, {
          table: config.name,
          column: column.name,
          nullable: !column.notNull,
        });
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => a.table.localeCompare(b.table) || a.column.localeCompare(b.column),
  );
}

export const userColumns = () => columnsReferencing('users', /^(.+_)?user_id$/);
export const lovedOneColumns = () => columnsReferencing('loved_ones', /^loved_one_id$/);

/**
 * How a row of `table` names the loved one it belongs to: its own loved-one column, or a parent's
 * (a tribute belongs to a memorial page, which belongs to a loved one). Undefined for a person's own
 * tables (journal, sessions). Computed from the schema like the columns above, so a new table that
 * holds a loved one's data is scoped without touching this file.
 */
type LovedOneLink =
  | { table: string; column: string }
  | { table: string; column: string; parent: { table: string; key: string; column: string } };

export function lovedOneLinkOf(tableName: string): LovedOneLink | undefined {
  if (tableName === 'loved_ones') return { table: tableName, column: 'id' };
  const direct = new Map(lovedOneColumns().map((link) => [link.table, link.column]));
  const own = direct.get(tableName);
  if (own) return { table: tableName, column: own };
  const table = tables().find((candidate) => getTableConfig(candidate).name === tableName);
  if (!table) return undefined;
  for (const fk of getTableConfig(table).foreignKeys) {
    const reference = fk.reference();
    const parentTable = getTableConfig(reference.foreignTable).name;
    const parentColumn = direct.get(parentTable);
    const [column] = reference.columns;
    const [key] = reference.foreignColumns;
    if (parentColumn && column && key && reference.columns.length === 1) {
      return {
        table: tableName,
        column: column.name,
        parent: { table: parentTable, key: key.name, column: parentColumn },
      };
    }
  }
  return undefined;
}

/**
 * Values a person’s own export must not carry: password hashes, session and invitation tokens,
 * secrets, two-step sign-in backup codes (a file that leaks must not unlock the account), and the key
 * behind a team’s share link (nor let anyone ask to join).
 */
export const SECRET_COLUMN = /password|token|secret|backup_?codes|join_key/i;
