import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client.ts';
import { UNAVAILABLE_MESSAGE } from '../infra/database-unavailable.ts';
import { freePort, type HarborProcess, startHarborProcess, waitForHealth } from './harbor-process.ts';
import {
  canRunThrowawayPostgres,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from './throwaway-postgres.ts';

/**
 * The real thing: a running Harbor process whose PostgreSQL server is stopped (fast shutdown) and
 * started again while people keep writing and reading. The cluster is Harbor's own, made with initdb
 * in /tmp for this test; the machine's shared server is never touched.
 */

const ORIGIN = 'http://localhost:3000';
const SHELL =
  '<!doctype html><html><head><title>Harbor</title></head><body><div id="root"></div></body></html>';

type Answer = { status: number; ms: number; email?: string; body: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!canRunThrowawayPostgres)('PostgreSQL stopped and restarted under traffic', () => {
  let cluster: ThrowawayPostgres;
  let harbor: HarborProcess;
  let cookie = '';
  let clients = 0;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-shell-'));

  const call = (method: string, url: string, json?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${harbor.url}${url}`, {
      method,
      headers: {
        origin: ORIGIN,
        // Every request its own client, so the waitlist's per-client limit never answers instead.
        'x-forwarded-for': `10.9.${Math.floor(++clients / 250) % 250}.${clients % 250}`,
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
      signal: AbortSignal.timeout(15_000),
    });

  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    cluster = await startThrowawayPostgres();
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database harbor');
    await admin.end();
    const database = openPostgres(cluster.url('harbor'), 1);
    await database.migrate();
    await database.close();

    harbor = startHarborProcess(await freePort(), {
      NODE_ENV: 'development',
      APP_URL: ORIGIN,
      DATABASE_URL: cluster.url('harbor'),
      REDIS_URL: '',
      SMTP_URL: '',
      AUTH_SECRET: randomBytes(32).toString('base64'),
      JOURNAL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      REQUIRE_EMAIL_VERIFICATION: 'false',
      PREVIEW_PASSCODE: '',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'silent',
      WEB_ROOT: webRoot,
    });
    await waitForHealth(harbor);
    const signUp = await call('POST', '/api/auth/sign-up/email', {
      email: 'steady@example.com',
      password: 'Harbor-Test-1',
      name: 'Steady Person',
      firstName: 'Steady',
      lastName: 'Person',
    });
    expect(signUp.status).toBe(200);
    cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }, 90_000);

  afterAll(async () => {
    await harbor?.stop();
    await cluster?.destroy();
    rmSync(webRoot, { recursive: true, force: true });
  }, 30_000);

  it('answers a calm 503 fast while it is gone, recovers by itself, and keeps every write it confirmed', async () => {
    let running = true;
    const writes: Answer[] = [];
    const reads: Answer[] = [];
    let written = 0;
    const writer = async () => {
      while (running) {
        const email = `steady-${written++}@example.com`;
        const started = Date.now();
        const response = await call('POST', '/api/waitlist', { firstName: 'Ada', lastName: 'Steady', email });
        writes.push({
          status: response.status,
          ms: Date.now() - started,
          email,
          body: await response.text(),
        });
      }
    };
    const reader = async () => {
      while (running) {
        const started = Date.now();
        const response = await call('GET', '/api/dashboard?timeZone=UTC', undefined, { cookie });
        reads.push({ status: response.status, ms: Date.now() - started, body: await response.text() });
        await sleep(20);
      }
    };
    const traffic = Promise.all([writer(), writer(), writer(), reader()]);

    await sleep(1_000);
    await cluster.stop();
    const stoppedAt = writes.length;
    await sleep(1_500);

    expect(harbor.child.exitCode, `Harbor died with its database:\n${harbor.output()}`).toBeNull();
    // While it is gone: the health endpoint says so, and the SPA's pages are still served.
    const health = await call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable' });
    const page = await call('GET', '/memorial/some-family', undefined, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    await cluster.start();
    const restartedAt = Date.now();
    while ((await call('GET', '/api/health')).status !== 200) {
      expect(Date.now() - restartedAt, 'Harbor did not recover by itself').toBeLessThan(15_000);
      await sleep(100);
    }
    await sleep(1_000);
    running = false;
    await traffic;

    expect(harbor.child.exitCode, harbor.output()).toBeNull();
    // Only two answers ever: done, or a calm "briefly unavailable" — never a 500 or a hang.
    expect(new Set(writes.map((answer) => answer.status))).toEqual(new Set([201, 503]));
    expect(new Set(reads.map((answer) => answer.status))).toEqual(new Set([200, 503]));
    for (const answer of [...writes, ...reads].filter((candidate) => candidate.status === 503)) {
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
      });
      expect(answer.ms).toBeLessThan(3_000);
    }
    // It wrote before the stop and again after the restart.
    expect(writes.slice(0, stoppedAt).some((answer) => answer.status === 201)).toBe(true);
    expect(writes.slice(-5).every((answer) => answer.status === 201)).toBe(true);

    // Every write answered 201 is in the database.
    const check = new pg.Client({ connectionString: cluster.url('harbor') });
    await check.connect();
    const { rows } = await check.query<{ email: string }>('select email from waitlist');
    await check.end();
    const stored = new Set(rows.map((row) => row.email));
    const confirmed = writes.filter((answer) => answer.status === 201).map((answer) => answer.email!);
    expect(confirmed.filter((email) => !stored.has(email))).toEqual([]);
  }, 60_000);
});
