import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';

// Every signed-in API request checks its session before doing its own work, so that check is one
// joined query, not two in a row (decision 026).
describe('the session check on each request', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createTestApp();
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await testApp.close();
  });

  function countQueries() {
    const client = (testApp.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    return vi.spyOn(client, 'query');
  }

  it('reads the session and its user in a single query', async () => {
    const { cookie, userId, email } = await signUpUser(testApp);
    const queries = countQueries();

    const result = await testApp.deps.auth.api.getSession({ headers: new Headers({ cookie }) });

    expect(result?.user).toMatchObject({ id: userId, email });
    expect(result?.session.userId).toBe(userId);
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it('finds nothing for a signed-out session, still in one query', async () => {
    const { cookie } = await signUpUser(testApp);
    const signOut = await testApp.request('POST', '/api/auth/sign-out', { cookie, json: {} });
    expect(signOut.status).toBe(200);
    const queries = countQueries();

    const result = await testApp.deps.auth.api.getSession({ headers: new Headers({ cookie }) });

    expect(result).toBeNull();
    expect(queries).toHaveBeenCalledTimes(1);
  });
});
