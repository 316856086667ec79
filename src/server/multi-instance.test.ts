import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { isPostgresReachable, POSTGRES_URL } from '#test/postgres-for-test.ts';
import { openPostgres } from './db/client.ts';
import { createS3Storage } from './infra/s3-storage.ts';
import { startTestS3Server, type TestS3Server } from './infra/s3-storage-test-server.ts';

/**
 * Two real server processes sharing one PostgreSQL database, Redis and an S3 store, as in a
 * multi-instance deployment behind a load balancer. Uses the machine's PostgreSQL (a fresh database
 * of its own) even in the PGlite run, since PGlite cannot be shared between processes.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORIGIN = 'http://localhost:3000';

async function reachable(check: () => Promise<void>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

const postgresUp = await isPostgresReachable('multi-instance test');
const redisUp = await reachable(async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
});
// Without Redis the processes still share limits through the database limiter; only the Redis check is skipped.
if (postgresUp && !redisUp)
  console.warn(`multi-instance test: no Redis at ${REDIS_URL}; rate limits use the database`);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type Instance = { port: number; child: ChildProcess; exited: Promise<void>; output: () => string };

function startInstance(port: number, env: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  child.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  return { port, child, exited, output: () => output };
}

async function waitForHealth(instance: Instance): Promise<void> {
  for (let attempt = 0; attempt < 160; attempt++) {
    if (instance.child.exitCode !== null) throw new Error(`instance exited:\n${instance.output()}`);
    const response = await fetch(`http://127.0.0.1:${instance.port}/api/health`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance on ${instance.port} did not become healthy:\n${instance.output()}`);
}

/** A same-origin browser request to one instance; `ip` stands for the client behind the proxy. */
function call(
  instance: Instance,
  method: string,
  url: string,
  options: { json?: unknown; cookie?: string; ip: string; body?: FormData },
) {
  return fetch(`http://127.0.0.1:${instance.port}${url}`, {
    method,
    headers: {
      origin: ORIGIN,
      'x-forwarded-for': options.ip,
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Documentation-range client addresses, fresh per run: Redis keeps counters between runs. */
const runTag = randomBytes(2);
const clientIp = (n: number) => `203.0.${runTag[0]! % 200}.${(runTag[1]! + n) % 250}`;

const signUpBody = (email: string) => ({
  email,
  password: 'Harbor-Test-1',
  name: 'Multi Instance',
  firstName: 'Multi',
  lastName: 'Instance',
});

type Received = { to: string; subject: string };

describe.skipIf(!postgresUp)('two server processes sharing PostgreSQL, Redis and S3', () => {
  const databaseName = `harbor_multi_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  const received: Received[] = [];
  let smtp: SMTPServer;
  let s3: TestS3Server;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await admin.connect();
    const template = inject('postgresTemplate');
    await admin.query(`create database ${databaseName}${template ? ` template ${template}` : ''}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    if (!template) {
      // Migrated once up front, so the two processes do not race to apply the same migrations.
      const database = openPostgres(url.toString(), 1);
      await database.migrate();
      await database.close();
    }

    smtp = new SMTPServer({
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
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as net.AddressInfo).port;
    s3 = await startTestS3Server();

    const env = {
      NODE_ENV: 'development',
      APP_URL: ORIGIN,
      DATABASE_URL: url.toString(),
      ...(redisUp ? { REDIS_URL } : {}),
      ...s3.env,
      AUTH_SECRET: randomBytes(32).toString('base64'),
      JOURNAL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      REQUIRE_EMAIL_VERIFICATION: 'false',
      PREVIEW_PASSCODE: '',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_ROOT: path.join(tmpdir(), 'harbor-no-web-root'),
    };
    const [portA, portB] = [await freePort(), await freePort()];
    a = startInstance(portA, env);
    b = startInstance(portB, env);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
  }, 60_000);

  const outboxOf = async (emails: string[]) => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ status: string; attempts: number }>(
        'select status, attempts from mail_outbox where to_address = any($1)',
        [emails],
      );
      return rows;
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await s3?.stop();
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await admin.end();
  }, 30_000);

  it('a session made on one process works on the other', async () => {
    const email = `multi-${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await call(a, 'POST', '/api/auth/sign-up/email', {
      json: signUpBody(email),
      ip: clientIp(1),
    });
    expect(signUp.status).toBe(200);
    const cookie = cookieOf(signUp);

    const session = await call(b, 'GET', '/api/auth/get-session', { cookie, ip: clientIp(1) });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);

    const signOut = await call(b, 'POST', '/api/auth/sign-out', { cookie, ip: clientIp(1), json: {} });
    expect(signOut.status).toBe(200);
    const afterSignOut = await call(a, 'GET', '/api/auth/get-session', { cookie, ip: clientIp(1) });
    expect(await afterSignOut.json()).toBeNull();
  });

  it('a rate limit counts attempts on both processes together', async () => {
    // The sign-up limit is 3 per client in 15 minutes.
    const ip = clientIp(2);
    const statuses: number[] = [];
    for (const instance of [a, b, a, b]) {
      const email = `limit-${randomBytes(4).toString('hex')}@example.com`;
      statuses.push(
        (await call(instance, 'POST', '/api/auth/sign-up/email', { json: signUpBody(email), ip })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    if (redisUp) {
      // Counted in Redis, not in the database fallback; the refused fourth gave its count back.
      const redis = new Redis(REDIS_URL);
      expect(Number(await redis.get(`harbor:rl:auth/signup:${ip}`))).toBe(3);
      await redis.del(`harbor:rl:auth/signup:${ip}`);
      redis.disconnect();
    }
  });

  it('an upload through one process is served by the other, from S3', async () => {
    const signUp = await call(a, 'POST', '/api/auth/sign-up/email', {
      json: signUpBody(`avatar-${randomBytes(4).toString('hex')}@example.com`),
      ip: clientIp(3),
    });
    const cookie = cookieOf(signUp);
    const { user } = (await signUp.json()) as { user: { id: string } };
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6b8e7f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));

    const upload = await call(a, 'POST', '/api/account/avatar', { body: form, cookie, ip: clientIp(3) });
    expect(upload.status).toBe(200);
    const { avatarUrl } = (await upload.json()) as { avatarUrl: string };

    const served = await call(b, 'GET', avatarUrl, { cookie, ip: clientIp(3) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);

    // The bytes live in the S3 bucket, not on either process's disk.
    const storage = createS3Storage(s3.config);
    const fileName = new URL(avatarUrl, ORIGIN).pathname.split('/').pop()!;
    const stored = await storage.get(`avatars/${user.id}/${fileName}`);
    storage.close();
    expect(stored && Array.from(stored.body)).toEqual(Array.from(bytes));
  });

  it('a queued mail is delivered once although both processes run the outbox worker', async () => {
    const emails = Array.from(
      { length: 6 },
      (_, n) => `waitlist-${n}-${randomBytes(3).toString('hex')}@example.com`,
    );
    for (const [n, email] of emails.entries()) {
      const response = await call(n % 2 === 0 ? a : b, 'POST', '/api/waitlist', {
        json: { firstName: 'Wait', lastName: 'List', email },
        ip: clientIp(10 + n),
      });
      expect(response.status).toBe(201);
    }
    const delivered = () => received.filter((mail) => emails.includes(mail.to));
    let outbox = await outboxOf(emails);
    for (let waited = 0; outbox.some((row) => row.status !== 'sent') && waited < 20_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      outbox = await outboxOf(emails);
    }
    // A worker claims a mail (attempts + 1) before it sends it, and never claims a sent one: one claim
    // per mail, once all are sent, means no second send happened or can still happen.
    expect(outbox.map((row) => [row.status, row.attempts])).toEqual(emails.map(() => ['sent', 1]));
    expect(
      delivered()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([...emails].sort());
    expect(new Set(delivered().map((mail) => mail.subject))).toEqual(
      new Set(["You're on the Harbor waitlist"]),
    );
  }, 30_000);

  it('keeps serving on one process when the other is killed mid-request, with nothing half-written', async () => {
    const signUp = await call(b, 'POST', '/api/auth/sign-up/email', {
      json: signUpBody(`survivor-${randomBytes(4).toString('hex')}@example.com`),
      ip: clientIp(30),
    });
    const cookie = cookieOf(signUp);

    const tag = randomBytes(3).toString('hex');
    let firstAnswered: () => void = () => {};
    const firstAnswer = new Promise<void>((resolve) => {
      firstAnswered = resolve;
    });
    const inFlight = Array.from({ length: 60 }, (_, n) =>
      call(a, 'POST', '/api/waitlist', {
        json: { firstName: 'Killed', lastName: 'Midway', email: `killed-${tag}-${n}@example.com` },
        ip: clientIp(40 + n),
      }).then(
        (response) => {
          firstAnswered();
          return response.status;
        },
        () => 'connection lost' as const,
      ),
    );
    // Killed as soon as the first answer is back, while the others are still being handled.
    await firstAnswer;
    a.child.kill('SIGKILL');
    const outcomes = await Promise.all(inFlight);
    expect(outcomes).toContain('connection lost');
    await a.exited;
    expect(outcomes.every((outcome) => outcome === 201 || outcome === 'connection lost')).toBe(true);

    expect((await fetch(`http://127.0.0.1:${b.port}/api/health`)).status).toBe(200);
    const session = await call(b, 'GET', '/api/auth/get-session', { cookie, ip: clientIp(30) });
    expect(session.status).toBe(200);
    expect(await session.json()).not.toBeNull();
    const joined = await call(b, 'POST', '/api/waitlist', {
      json: { firstName: 'After', lastName: 'Kill', email: `after-${tag}@example.com` },
      ip: clientIp(90),
    });
    expect(joined.status).toBe(201);

    // Each waitlist row and its confirmation mail were written in one transaction: never one without the other.
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query<{ rows: string; mails: string }>(
      `select (select count(*) from waitlist where email like $1) as rows,
              (select count(*) from mail_outbox where to_address like $1) as mails`,
      [`killed-${tag}-%`],
    );
    await check.end();
    expect(rows[0]!.rows).toBe(rows[0]!.mails);
    // Every request answered 201 is in the database.
    expect(Number(rows[0]!.rows)).toBeGreaterThanOrEqual(
      outcomes.filter((outcome) => outcome === 201).length,
    );
  }, 20_000);
});

describe('the PostgreSQL check these tests share', () => {
  const nowhere = 'postgres://postgres@127.0.0.1:1/none';

  it('skips on a developer machine without PostgreSQL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await isPostgresReachable('a test', { url: nowhere, env: {} })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('a test skipped'));
    warn.mockRestore();
  });

  it('fails instead in CI or in a run given DATABASE_URL, so the tests cannot quietly not run', async () => {
    for (const env of [{ CI: 'true' }, { DATABASE_URL: nowhere }]) {
      await expect(isPostgresReachable('a test', { url: nowhere, env })).rejects.toThrow(
        /a test needs PostgreSQL/,
      );
    }
  });
});
