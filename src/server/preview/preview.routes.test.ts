import { afterEach, describe, expect, it } from 'vitest';
import { PASSCODE_MESSAGES } from '#shared/validation/passcode-messages.ts';
import { cookieFrom, createTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

const attempt = (app: TestApp, passcode: string, ip = '203.0.113.7') =>
  app.request('POST', '/api/preview', { json: { passcode }, headers: { 'x-forwarded-for': ip } });

describe('private preview passcode', () => {
  it('grants a signed preview cookie for the right passcode', async () => {
    t = await createTestApp({ env: { PREVIEW_PASSCODE: 'harbor-pilot' } });
    const before = await t.request('GET', '/api/preview/status');
    expect(await before.json()).toEqual({ required: true, granted: false });

    const response = await attempt(t, 'harbor-pilot');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: true });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/harbor_preview=/);
    expect(setCookie).toMatch(/HttpOnly/i);

    const after = await t.request('GET', '/api/preview/status', { cookie: cookieFrom(response) });
    expect(await after.json()).toEqual({ required: true, granted: true });
  });

  it('does not accept a forged preview cookie', async () => {
    t = await createTestApp({ env: { PREVIEW_PASSCODE: 'harbor-pilot' } });
    const forged = `harbor_preview=${Buffer.from('{"exp":99999999999999}').toString('base64url')}.forged`;
    const status = await t.request('GET', '/api/preview/status', { cookie: forged });
    expect(await status.json()).toEqual({ required: true, granted: false });
  });

  it('answers a wrong passcode with "Invalid passcode"', async () => {
    t = await createTestApp({ env: { PREVIEW_PASSCODE: 'harbor-pilot' } });
    const response = await attempt(t, 'wrong');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'Invalid passcode' } });
  });

  it('requires a passcode', async () => {
    t = await createTestApp({ env: { PREVIEW_PASSCODE: 'harbor-pilot' } });
    const response = await attempt(t, '   ');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { message: 'Passcode is required' } });
  });

  it('answers 429 after 5 failures in 15 minutes, even for the right passcode, per client', async () => {
    t = await createTestApp({ env: { PREVIEW_PASSCODE: 'harbor-pilot' } });
    for (let i = 0; i < 5; i++) expect((await attempt(t, `wrong-${i}`)).status).toBe(400);
    const blocked = await attempt(t, 'harbor-pilot');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({
      error: { message: 'Too many attempts. Please try again later.' },
    });
    expect((await attempt(t, 'harbor-pilot', '198.51.100.1')).status).toBe(200);
  });

  it('lets at most 5 of 20 parallel guesses reach the comparison, then refuses the right passcode', async () => {
    t = await createTestApp({ env: { PREVIEW_PASSCODE: 'harbor-pilot' } });
    const burst = await Promise.all(Array.from({ length: 20 }, (_, n) => attempt(t!, `wrong-${n}`)));
    expect(burst.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(5);
    expect((await attempt(t, 'harbor-pilot')).status).toBe(429);
  });

  it('does not count the right passcode as a failure', async () => {
    t = await createTestApp({ env: { PREVIEW_PASSCODE: 'harbor-pilot' } });
    for (let i = 0; i < 6; i++) expect((await attempt(t, 'harbor-pilot')).status).toBe(200);
  });

  it('reports no gate when PREVIEW_PASSCODE is unset, and grants nothing for any passcode', async () => {
    t = await createTestApp();
    const status = await t.request('GET', '/api/preview/status');
    expect(await status.json()).toEqual({ required: false, granted: true });
    const response = await attempt(t, 'anything at all');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: PASSCODE_MESSAGES.notNeeded } });
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
