const codeOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : null;

/** Whether PostgreSQL refused with this SQLSTATE, whether the driver error arrives bare or wrapped by Drizzle. */
const refusedWith = (error: unknown, sqlState: string) =>
  codeOf(error) === sqlState || codeOf((error as { cause?: unknown } | null)?.cause) === sqlState;

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => refusedWith(error, '23505');

/** PostgreSQL's foreign_key_violation: a row still referred to, or a reference to a row that is gone. */
export const isForeignKeyViolation = (error: unknown): boolean => refusedWith(error, '23503');
