import { describe, expect, it } from 'vitest';
import { useCountingTestApp } from '#test/counting-test-app.ts';
import { signUpUser } from '#test/test-app.ts';

// Every signed-in API request checks its session before doing its own work, so that check is one
// joined query, not two in a row (decision 026).
describe('the session check on each request', () => {
  const counted = useCountingTestApp();

  it('reads the session and its user in a single query', async () => {
    const { cookie, userId, email } = await signUpUser(counted.testApp);
    const statements = counted.statementsSince();

    const result = await counted.testApp.deps.auth.api.getSession({ headers: new Headers({ cookie }) });

    expect(result?.user).toMatchObject({ id: userId, email });
    expect(result?.session.userId).toBe(userId);
    expect(statements()).toBe(1);
  });

  it('finds nothing for a signed-out session, still in one query', async () => {
    const { cookie } = await signUpUser(counted.testApp);
    const signOut = await counted.testApp.request('POST', '/api/auth/sign-out', { cookie, json: {} });
    expect(signOut.status).toBe(200);
    const statements = counted.statementsSince();

    const result = await counted.testApp.deps.auth.api.getSession({ headers: new Headers({ cookie }) });

    expect(result).toBeNull();
    expect(statements()).toBe(1);
  });
});
