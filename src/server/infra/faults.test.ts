import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import { openPostgres } from '../db/client.ts';
import { buildDeps } from '../deps.ts';
import { loadConfig } from '../env.ts';
import { UNAVAILABLE_MESSAGE } from './database-unavailable.ts';
import { mailOutbox } from './infra.schema.ts';
import { createLogger } from './logger.ts';
import { createMailWorker, createSmtpTransport } from './mail.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An app whose DATABASE_URL points at `databaseUrl`, requested as a same-origin browser would. */
function appOn(databaseUrl: string, logger = createLogger('silent')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-fault-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
  });
  const database = openPostgres(databaseUrl, 2);
  const deps = buildDeps({ database, config, logger });
  const app = createApp(deps);
  cleanups.push(async () => {
    await deps.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return (method: string, url: string, init: { json?: unknown; cookie?: string } = {}) =>
    app.request(url, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
}

async function expectCalm503(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await response.json()) as { error?: { message?: string } };
  return body;
}

describe('PostgreSQL unreachable', () => {
  it('health answers 503 and API requests fail fast with a calm JSON 503, not a hang or a 500', async () => {
    const request = appOn(`postgres://postgres@127.0.0.1:${await closedPort()}/harbor`);
    const started = Date.now();

    expect(await (await request('GET', '/api/health')).json()).toEqual({ status: 'unavailable' });
    expect((await request('GET', '/api/health')).status).toBe(503);

    const waitlist = await request('POST', '/api/waitlist', {
      json: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
    expect((await expectCalm503(waitlist)).error?.message).toBe(UNAVAILABLE_MESSAGE);
    expect(waitlist.headers.get('retry-after')).toBe('5');

    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('the error log', () => {
  it('names the route of a request that failed, never a token in its path', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const request = appOn(
      `postgres://postgres@127.0.0.1:${await closedPort()}/harbor`,
      createLogger('info', destination),
    );
    const token = 'follow-token-3c9e8a71d2f54b60a1e2';
    expect((await request('GET', `/api/memorial-follows/confirm/${token}`)).status).toBe(503);
    expect((await request('POST', `/api/memorial-follows/confirm/${token}`)).status).toBe(503);
    const written = lines.join('');
    expect(written).toContain('"route":"GET /api/memorial-follows/confirm/:token"');
    expect(written).toContain('"route":"POST /api/memorial-follows/confirm/:token"');
    expect(written).not.toContain(token);
  });
});

const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)('PostgreSQL going away and coming back (needs DATABASE_URL)', () => {
  it('answers 503 while the database is gone and recovers by itself when it returns', async () => {
    const target = new URL(postgresUrl!);
    const name = `harbor_fault_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    // A TCP relay stands in for the database host: closing it is PostgreSQL "stopping", without
    // touching the machine's shared server.
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const stop = () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    cleanups.push(() => (relay.listening ? stop() : undefined));

    const url = new URL(postgresUrl!);
    url.host = `127.0.0.1:${port}`;
    url.pathname = `/${name}`;
    const request = appOn(url.toString());
    expect((await request('GET', '/api/health')).status).toBe(200);
    const signUp = await request('POST', '/api/auth/sign-up/email', {
      json: {
        email: 'kept@example.com',
        password: 'Harbor-Test-1',
        name: 'Kept Person',
        firstName: 'Kept',
        lastName: 'Person',
      },
    });
    expect(signUp.status).toBe(200);
    const cookie = cookieFrom(signUp);

    await stop();
    const started = Date.now();
    expect((await request('GET', '/api/health')).status).toBe(503);
    expect(
      (
        await expectCalm503(
          await request('POST', '/api/waitlist', {
            json: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
          }),
        )
      ).error?.message,
    ).toBe(UNAVAILABLE_MESSAGE);
    // Signed in: the session lookup itself needs the database; the person must not be told they are signed out.
    expect((await expectCalm503(await request('GET', '/api/dashboard', { cookie }))).error?.message).toBe(
      UNAVAILABLE_MESSAGE,
    );
    expect(Date.now() - started).toBeLessThan(5_000);

    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    expect((await request('GET', '/api/health')).status).toBe(200);
    expect((await request('GET', '/api/dashboard', { cookie })).status).toBe(200);
  });
});

type SmtpReceipt = { to: string; subject: string };

/** A real SMTP server on `port`, started whenever the test decides the mail host "comes back". */
async function startSmtp(port: number) {
  const received: SmtpReceipt[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP down, then back', () => {
  let t: TestApp;

  it('keeps the mail queued while SMTP is down and sends it exactly once when it returns', async () => {
    t = await createTestApp();
    cleanups.push(() => t.close());
    const port = await closedPort();
    const worker = createMailWorker({
      db: t.deps.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      from: 'Harbor <no-reply@harbor.test>',
      logger: createLogger('silent'),
    });

    const joined = await t.request('POST', '/api/waitlist', {
      json: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
    });
    expect(joined.status).toBe(201);

    expect(await worker.runOnce()).toBe(1);
    const [queued] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'grace@example.com'));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued!.lastError).toBeTruthy();
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    // Not due yet: the backoff holds it even though SMTP is back.
    expect(await worker.runOnce()).toBe(0);
    // Time passes (the 30-second backoff), without the test sleeping through it.
    await t.deps.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, queued!.id));

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toEqual([{ to: 'grace@example.com', subject: "You're on the Harbor waitlist" }]);
    const [sent] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, transport: 'smtp', lastError: null });
  });
});
