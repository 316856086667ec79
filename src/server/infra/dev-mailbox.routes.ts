import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Config } from '../env.ts';
import { notFound } from './app-error.ts';
import { mailOutbox } from './infra.schema.ts';
import { socketAddressOf } from './socket-address.ts';

const isLoopback = (address: string | undefined) =>
  address !== undefined &&
  (address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address) || /^::ffff:127\.\d+\.\d+\.\d+$/.test(address));

/** A name only this computer answers to, or Harbor's own (APP_URL's). */
const isOwnHostName = (hostname: string, appUrl: string) =>
  hostname === 'localhost' ||
  isLoopback(hostname.replace(/^\[(.*)\]$/, '$1')) ||
  hostname === new URL(appUrl).hostname;

/**
 * The mailbox holds every reset, verification and invitation link: whoever reads it can take over any
 * account. So only this computer reads it, judged by the socket, and never in production or behind
 * a proxy (where every visitor arrives from the proxy's address, often this computer's). Decision 030.
 * The request must also be addressed to this computer by name: a web page whose own name was pointed
 * at 127.0.0.1 (DNS rebinding) reaches the socket from this computer, but under its own name.
 */
function mayReadDevMailbox(
  config: Pick<Config, 'isProduction' | 'trustProxy' | 'devMailbox' | 'appUrl'>,
  socketAddress: string | undefined,
  requestUrl: string,
): boolean {
  if (config.isProduction) return false;
  if (config.trustProxy && config.devMailbox !== 'loopback-despite-proxy') return false;
  return isLoopback(socketAddress) && isOwnHostName(new URL(requestUrl).hostname, config.appUrl);
}

/**
 * Development only: the outbox as a mailbox, so verification and invitation links can be followed locally.
 * `?to=` reads one address's mail alone, however much else has been sent since (the browser tests wait
 * for each new account's mail while hundreds of others arrive).
 */
export const devMailboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  if (!mayReadDevMailbox(c.get('deps').config, socketAddressOf(c), c.req.url)) throw notFound();
  const to = c.req.query('to');
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
    .where(to ? eq(mailOutbox.toAddress, to) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(200);
  return c.json({ mails });
});
