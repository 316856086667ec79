import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { mailOutbox } from './infra.schema.ts';
import { createLogger } from './logger.ts';
import {
  createMailWorker,
  createSmtpTransport,
  enqueueMail,
  enqueueMailOnce,
  MAX_MAIL_ATTEMPTS,
  type MailTransport,
} from './mail.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server in this process: the worker speaks the real protocol to it. */
async function startSmtpServer(): Promise<{
  port: number;
  received: Received[];
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const logger = createLogger('silent');

describe('mail outbox', () => {
  it('delivers a queued mail over SMTP and marks it sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const id = await enqueueMail(t.deps.db, {
        to: 'ada@example.com',
        subject: 'Hello from Harbor',
        text: 'Body text',
      });
      const worker = createMailWorker({
        db: t.deps.db,
        transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
        from: 'Harbor <no-reply@harbor.test>',
        logger,
      });
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['ada@example.com']);
      expect(smtp.received[0]!.from).toBe('no-reply@harbor.test');
      expect(smtp.received[0]!.raw).toContain('Subject: Hello from Harbor');
      expect(smtp.received[0]!.raw).toContain('Body text');
      const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('keeps a mail that fails, retries it later with backoff, and gives up after the last attempt', async () => {
    const id = await enqueueMail(t.deps.db, { to: 'grace@example.com', subject: 'S', text: 'T' });
    let calls = 0;
    const failing: MailTransport = {
      name: 'smtp',
      send: async () => {
        calls++;
        throw new Error('connection refused');
      },
    };
    const worker = createMailWorker({ db: t.deps.db, transport: failing, from: 'x@y.z', logger });
    await worker.runOnce();
    let [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    expect(await worker.runOnce()).toBe(0);
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await t.deps.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.id, id));
      await worker.runOnce();
    }
    [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(calls).toBe(MAX_MAIL_ATTEMPTS);
  });

  it('loses nothing across a restart: a new worker delivers what an old one never sent', async () => {
    await enqueueMail(t.deps.db, { to: 'a@example.com', subject: 'S', text: 'T' });
    const sent: string[] = [];
    const transport: MailTransport = { name: 'smtp', send: async (mail) => void sent.push(mail.to) };
    const worker = createMailWorker({ db: t.deps.db, transport, from: 'x@y.z', logger });
    await worker.runOnce();
    expect(sent).toEqual(['a@example.com']);
  });

  it('never sends one mail twice when two workers run at once', async () => {
    for (let i = 0; i < 10; i++)
      await enqueueMail(t.deps.db, { to: `p${i}@example.com`, subject: 'S', text: 'T' });
    const sent: string[] = [];
    const transport: MailTransport = { name: 'smtp', send: async (mail) => void sent.push(mail.to) };
    const a = createMailWorker({ db: t.deps.db, transport, from: 'x@y.z', logger });
    const b = createMailWorker({ db: t.deps.db, transport, from: 'x@y.z', logger });
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sent.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `p${i}@example.com`).sort());
  });

  it('queues a once-only mail when its claim lands, and nothing at all when the claim is already held', async () => {
    const held = new Set<string>();
    const claim = async (_tx: unknown, mailId: string) => {
      if (held.size > 0) return false;
      held.add(mailId);
      return true;
    };
    const mail = { to: 'once@example.com', subject: 'S', text: 'T' };
    expect(await enqueueMailOnce(t.deps.db, mail, claim)).toBe(true);
    expect(await enqueueMailOnce(t.deps.db, mail, claim)).toBe(false);
    const queued = await t.deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, mail.to));
    expect(queued.map((row) => row.id)).toEqual([...held]);
  });
});
