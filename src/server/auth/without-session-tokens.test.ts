import { describe, expect, it } from 'vitest';
import { withoutSessionTokens } from './without-session-tokens.ts';

const answer = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('withoutSessionTokens', () => {
  it('leaves out the token of a session and of a sign-in, saying whether it signed in', async () => {
    const session = await withoutSessionTokens(
      answer({ session: { id: 's1', token: 'secret', expiresAt: '2027-01-01' }, user: { id: 'u1' } }),
    );
    expect(await session.json()).toEqual({
      session: { id: 's1', expiresAt: '2027-01-01' },
      user: { id: 'u1' },
    });
    const signedIn = await withoutSessionTokens(
      answer({ redirect: false, token: 'secret', user: { id: 'u1' } }),
    );
    expect(await signedIn.json()).toEqual({ redirect: false, signedIn: true, user: { id: 'u1' } });
    const waiting = await withoutSessionTokens(answer({ token: null, user: { id: 'u1' } }));
    expect(await waiting.json()).toEqual({ signedIn: false, user: { id: 'u1' } });
  });

  it('keeps the status and every cookie set, and the length of the new body is not the old one', async () => {
    const headers = new Headers({ 'content-type': 'application/json', 'content-length': '999' });
    headers.append('set-cookie', 'a=1; HttpOnly');
    headers.append('set-cookie', 'b=2; HttpOnly');
    const response = await withoutSessionTokens(
      new Response(JSON.stringify({ token: 'secret' }), { status: 200, headers }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('passes on as it is an answer with no token, a null session, an error or one that is not JSON', async () => {
    for (const original of [
      answer(null),
      answer({ status: true }),
      answer({ message: 'Invalid email or password' }),
      new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
      new Response('{not json', { headers: { 'content-type': 'application/json' } }),
    ]) {
      expect(await withoutSessionTokens(original)).toBe(original);
    }
  });
});
