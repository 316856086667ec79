import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { notFound } from './app-error.ts';
import { mailOutbox } from './infra.schema.ts';

/** Development only: the outbox as a mailbox, so verification and invitation links can be followed locally. */
export const devMailboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  if (c.get('deps').config.isProduction) throw notFound();
  const mails = await c
    .get('deps')
    .db.select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(200);
  return c.json({ mails });
});
