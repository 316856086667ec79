import { type AnyColumn, type InferColumnsDataTypes, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Columns whose JSON form is the very value the driver would give: text, uuid, integer, boolean and a
 * date read as a string. (A timestamp, a bigint or a Date-mode column would come back otherwise.)
 */
type JsonSameColumn = AnyColumn & {
  readonly _: { readonly columnType: 'PgText' | 'PgUUID' | 'PgInteger' | 'PgBoolean' | 'PgDateString' };
};

/**
 * A scalar subquery: the rows of `table` matching `where`, as objects keyed like `fields` (in their
 * order), `[]` when none. It lets one statement carry the rows of several tables beside its other
 * columns; both drivers parse `json`. Each row travels as a JSON array, without its keys, which
 * PostgreSQL builds faster than objects (measured on the dashboard summary); the keys are put back here.
 */
export function jsonRows<Fields extends Record<string, JsonSameColumn>>(
  fields: Fields,
  table: PgTable,
  where: SQL | undefined,
): SQL<InferColumnsDataTypes<Fields>[]> {
  const keys = Object.keys(fields);
  const values = sql.join(Object.values(fields), sql`, `);
  const filter = where ? sql` where ${where}` : sql``;
  return sql`(select coalesce(json_agg(json_build_array(${values})), '[]'::json) from ${table}${filter})`.mapWith(
    (rows: unknown[][]) =>
      rows.map((row) => {
        const object: Record<string, unknown> = {};
        keys.forEach((key, index) => {
          object[key] = row[index];
        });
        return object as InferColumnsDataTypes<Fields>;
      }),
  );
}
