import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { createCountingTestDatabase } from '#test/test-db.ts';

// Every signed-in API request checks its session before doing its own work, so that check is one
// joined query, not two in a row (decision 026).
describe('the session check on each request', () => {
  let testApp: TestApp;
  let counting: Awaited<ReturnType<typeof createCountingTestDatabase>>;

  beforeEach(async () => {
    counting = await createCountingTestDatabase();
    testApp = await createTestApp({ database: counting.database });
  });

  afterEach(async () => {
    await testApp.close();
    await counting.database.close();
  });

  it('reads the session and its user in a single query', async () => {
    const { cookie, userId, email } = await signUpUser(testApp);
    const statements = counting.statementsSince();

    const result = await testApp.deps.auth.api.getSession({ headers: new Headers({ cookie }) });

    expect(result?.user).toMatchObject({ id: userId, email });
    expect(result?.session.userId).toBe(userId);
    expect(statements()).toBe(1);
  });

  it('finds nothing for a signed-out session, still in one query', async () => {
    const { cookie } = await signUpUser(testApp);
    const signOut = await testApp.request('POST', '/api/auth/sign-out', { cookie, json: {} });
    expect(signOut.status).toBe(200);
    const statements = counting.statementsSince();

    const result = await testApp.deps.auth.api.getSession({ headers: new Headers({ cookie }) });

    expect(result).toBeNull();
    expect(statements()).toBe(1);
  });
});
