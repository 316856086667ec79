import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { mailOutbox } from './infra.schema.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The bindings @hono/node-server gives a request: the socket it came in on. */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** A server with no proxy in front unless `env` says TRUST_PROXY. */
async function appWithMail(env: Record<string, string> = {}) {
  t = await createTestApp({ env: { TRUST_PROXY: 'false', ...env } });
  await t.deps.db.insert(mailOutbox).values({
    toAddress: 'ada@example.com',
    subject: 'Reset your password',
    text: 'http://localhost:3000/reset-password?token=secret-token',
    html: null,
  });
  return t;
}

const readMailbox = (app: TestApp, socket?: string, headers: Record<string, string> = {}) =>
  app.app.request('/api/dev/mailbox', { headers }, socket ? fromSocket(socket) : undefined);

describe('the dev mailbox', () => {
  it('shows the outbox to a client on this computer', async () => {
    const app = await appWithMail();
    for (const socket of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await readMailbox(app, socket);
      expect(response.status, socket).toBe(200);
      const { mails } = (await response.json()) as { mails: { subject: string }[] };
      expect(mails.map((mail) => mail.subject)).toEqual(['Reset your password']);
    }
  });

  it('reads one address’s mail alone when asked, past the 200 newest', async () => {
    const app = await appWithMail();
    await app.deps.db.insert(mailOutbox).values(
      Array.from({ length: 200 }, (_, index) => ({
        toAddress: `someone-${index}@example.com`,
        subject: 'Welcome',
        text: 'Hello',
        html: null,
      })),
    );
    const read = async (query: string) =>
      (
        (await (await app.app.request(`/api/dev/mailbox${query}`, {}, fromSocket('127.0.0.1'))).json()) as {
          mails: { to: string; subject: string }[];
        }
      ).mails;
    // Ada's reset is older than the 200 newest, so only her own mailbox still shows it.
    expect((await read('')).map((mail) => mail.to)).not.toContain('ada@example.com');
    expect(await read('?to=ada%40example.com')).toMatchObject([
      { to: 'ada@example.com', subject: 'Reset your password' },
    ]);
    expect(await read('?to=nobody%40example.com')).toEqual([]);
  });

  it('answers 404 to any other client, whatever X-Forwarded-For claims', async () => {
    const app = await appWithMail();
    for (const socket of ['203.0.113.9', '192.168.1.20', '::ffff:10.0.0.4', 'fe80::1']) {
      expect((await readMailbox(app, socket)).status, socket).toBe(404);
    }
    const spoofed = await readMailbox(app, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(spoofed.status).toBe(404);
    expect(await spoofed.text()).not.toContain('secret-token');
    expect((await readMailbox(app)).status).toBe(404);
  });

  it('answers 404 to a page that reached this computer under a name of its own (DNS rebinding)', async () => {
    const app = await appWithMail({ APP_URL: 'http://harbor.lan:3000' });
    const readAt = (origin: string) =>
      app.app.request(`${origin}/api/dev/mailbox`, {}, fromSocket('127.0.0.1'));
    const rebound = await readAt('http://rebound.example:3000');
    expect(rebound.status).toBe(404);
    expect(await rebound.text()).not.toContain('secret-token');
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://harbor.lan:3000',
    ]) {
      expect((await readAt(origin)).status, origin).toBe(200);
    }
  });

  it('answers 404 behind a trusted proxy, even to a loopback socket (the proxy is on this computer)', async () => {
    const app = await appWithMail({ TRUST_PROXY: 'true' });
    expect((await readMailbox(app, '127.0.0.1')).status).toBe(404);
  });

  it('opens to loopback behind TRUST_PROXY only when told TRUST_PROXY merely simulates clients (e2e)', async () => {
    const app = await appWithMail({ TRUST_PROXY: 'true', DEV_MAILBOX: 'loopback-despite-proxy' });
    expect((await readMailbox(app, '127.0.0.1', { 'x-forwarded-for': '10.1.2.3' })).status).toBe(200);
    expect((await readMailbox(app, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
  });

  it('answers 404 in production, even to this computer', async () => {
    const app = await appWithMail({
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64'),
      JOURNAL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DEV_MAILBOX: 'loopback-despite-proxy',
    });
    expect((await readMailbox(app, '127.0.0.1')).status).toBe(404);
  });
});
