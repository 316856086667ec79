import pg from 'pg';

/** The machine's PostgreSQL, which the tests that need several processes on one database use. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether PostgreSQL answers at `url`, for tests that skip without it. On a developer's machine with no
 * PostgreSQL they skip with a warning; in CI, or in a run pointed at a database with DATABASE_URL, a
 * missing server is a failure, since a skip there would hide that the tests never ran.
 */
export async function isPostgresReachable(
  testName: string,
  options: { url?: string; env?: Record<string, string | undefined> } = {},
): Promise<boolean> {
  const { url = POSTGRES_URL, env = process.env } = options;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (env.CI || env.DATABASE_URL) {
      throw new Error(`${testName} needs PostgreSQL at ${url}, which did not answer: ${reason}`);
    }
    console.warn(`${testName} skipped: no PostgreSQL reachable at ${url}`);
    return false;
  }
}
