import http from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { startAnalyticsPruning } from './analytics/prune-analytics-events.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { buildDeps } from './deps.ts';
import { ConfigError, loadConfig } from './env.ts';
import { lockDataDir } from './infra/data-dir-lock.ts';
import { ORPHAN_SWEEP_INTERVAL_MS, storageOrphanSweeper } from './infra/delete-stored-files.ts';
import { createLogger } from './infra/logger.ts';
import { createMailWorker, createSmtpTransport, devMailboxTransport } from './infra/mail.ts';
import { createFollowerMailJob } from './memorial-followers/follower-mail-job.ts';
import { createNotificationScheduler } from './notifications/notification-scheduler.ts';
import { loadPageRenderers } from './page-renderers.ts';
import { sealStoredCrisisLevels } from './wellbeing/chat.repository.ts';
import { privateTextKey } from './wellbeing/private-text-key.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** One line that says who can reach this server, so nobody shares it with the network by surprise. */
function listeningLine(host: string, port: number, appUrl: string): string {
  if (LOOPBACK_HOSTS.has(host)) {
    const where = host.includes(':') ? `[${host}]` : host;
    return `Harbor is listening on http://${where}:${port} (only this computer can reach it; set HOST=0.0.0.0 to share it)`;
  }
  return `Harbor is listening on ${host} port ${port} (open to the network; its public address is ${appUrl})`;
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleClientError: (error) => logger.warn({ err: error.message }, 'idle database connection lost'),
  });
  await database.migrate();
  // What an SQL migration could not do without the key (migration 0041, decision 100).
  const sealedLevels = await sealStoredCrisisLevels(database.db, privateTextKey(config));
  if (sealedLevels > 0) logger.info({ sealedLevels }, 'sealed the crisis levels of earlier chat messages');
  const deps = buildDeps({ database, config, logger });

  const mailWorker = createMailWorker({
    db: database.db,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : devMailboxTransport,
    from: config.mailFrom,
    logger,
  });
  mailWorker.start();
  const notificationScheduler = createNotificationScheduler({ db: database.db, mail: config, logger });
  notificationScheduler.start();
  const followerMail = createFollowerMailJob({ db: database.db, mail: config, logger });
  followerMail.start();
  const orphanSweeper = storageOrphanSweeper(deps);
  orphanSweeper.start(ORPHAN_SWEEP_INTERVAL_MS);
  const analyticsPruning = startAnalyticsPruning({
    db: database.db,
    retentionDays: config.analyticsRetentionDays,
    logger,
  });

  const webRoot = path.resolve(config.webRoot);
  const renderers = await loadPageRenderers(webRoot);
  if (Object.values(renderers).some((renderer) => !renderer))
    logger.warn('this build lacks a page renderer: those pages are rendered in the browser');
  const app = createApp({ ...deps, webRoot, renderers });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, mail: config.smtpUrl ? 'smtp' : 'dev-mailbox' },
      listeningLine(config.host, info.port, config.appUrl),
    );
  });
  // Node closes an idle keep-alive connection after 5 s; a client (a load balancer, a browser) that sends
  // on it at that moment gets ECONNRESET. Keep idle connections longer than the usual 60 s balancer
  // timeout, so the balancer is always the side that closes (docs/deployment.md).
  if (server instanceof http.Server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await notificationScheduler.stop();
    await followerMail.stop();
    await orphanSweeper.stop();
    await mailWorker.stop();
    analyticsPruning.stop();
    await deps.close();
    await database.close();
    unlock();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Harbor cannot start: ${error.message}`);
  } else {
    console.error('Harbor cannot start:', error);
  }
  process.exit(1);
});
