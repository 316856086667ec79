import { afterEach, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { createCountingTestDatabase } from './test-db.ts';

type CountingTestApp = {
  testApp: TestApp;
  /** Starts counting: the returned function says how many statements were sent since. */
  statementsSince: () => () => number;
};

/**
 * For tests of how many round trips a request costs: a test app on a database that counts the
 * statements it is sent, made before each test and closed after it. Read its fields inside the tests.
 */
export function useCountingTestApp(): CountingTestApp {
  const current = {} as CountingTestApp & { close: () => Promise<void> };
  beforeEach(async () => {
    const counting = await createCountingTestDatabase();
    current.testApp = await createTestApp({ database: counting.database });
    current.statementsSince = counting.statementsSince;
    current.close = () => counting.database.close();
  });
  afterEach(async () => {
    await current.testApp.close();
    await current.close();
  });
  return current;
}
