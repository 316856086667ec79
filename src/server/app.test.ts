import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { stopTestDatabase } from '#test/test-db.ts';
import { JSON_BODY_MAX_BYTES } from './infra/body-limit.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('the app shell', () => {
  it('answers /api/health with 200 while the database answers', async () => {
    const response = await t.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /api/health with 503 when the database is unreachable', async () => {
    const broken = await createTestApp();
    await stopTestDatabase(broken.database);
    const response = await broken.request('GET', '/api/health');
    expect(response.status).toBe(503);
  });

  it("sets the security headers on API responses, on errors, on Better Auth's answers and on a refused body", async () => {
    const requests: [number, string, string, unknown?][] = [
      [200, 'GET', '/api/health'],
      [404, 'GET', '/api/no-such-route'],
      [200, 'GET', '/api/auth/get-session'],
      [
        401,
        'POST',
        '/api/auth/sign-in/email',
        { email: 'nobody@example.com', password: 'Not-the-password-1' },
      ],
      [413, 'POST', '/api/waitlist', { note: 'x'.repeat(JSON_BODY_MAX_BYTES) }],
    ];
    for (const [status, method, url, json] of requests) {
      const response = await t.request(method, url, { json });
      expect(response.status, url).toBe(status);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).not.toMatch(/https:|\*/);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.request('GET', '/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await t.request('POST', '/api/waitlist', {
      json: { firstName: 'A', lastName: 'B', email: 'a@b.co' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
