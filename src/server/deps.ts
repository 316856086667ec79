import path from 'node:path';
import Redis from 'ioredis';
import type { AppDeps } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import { createSessionReader } from './auth/read-request-session.ts';
import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import type { Logger } from './infra/logger.ts';
import { createDatabaseRateLimiter, createRedisRateLimiter } from './infra/rate-limit.ts';
import { createS3Storage } from './infra/s3-storage.ts';
import { createShortCache } from './infra/short-cache.ts';
import { createLocalStorage, type Storage, withClearStorageErrors } from './infra/storage.ts';

/** Wires the app's dependencies from the configuration; the server and the tests both use it. */
export function buildDeps(options: {
  database: Database;
  config: Config;
  logger: Logger;
  storage?: Storage;
}): AppDeps & { close: () => Promise<void> } {
  const { database, config, logger } = options;
  const databaseLimiter = createDatabaseRateLimiter(database.db);
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redis.on('error', (error) => logger.warn({ err: error.message }, 'redis error'));
  }
  const rateLimiter = redis ? createRedisRateLimiter(redis, databaseLimiter, logger) : databaseLimiter;
  // S3 when configured, so every server process serves the same uploads; local disk otherwise.
  const s3Storage = !options.storage && config.s3 ? createS3Storage(config.s3) : undefined;
  const auth = createAuth({ db: database.db, config, rateLimiter, logger });
  const sessionReader = createSessionReader({ auth, db: database.db });
  return {
    db: database.db,
    config,
    logger,
    storage: withClearStorageErrors(
      options.storage ?? s3Storage ?? createLocalStorage(path.join(config.dataDir, 'uploads')),
      logger,
    ),
    rateLimiter,
    auth,
    readSession: sessionReader.read,
    readSessionAlong: sessionReader.readAlong,
    pingDatabase: database.ping,
    publicPageCache: createShortCache({ ttlMs: config.publicPageCacheMs }),
    close: async () => {
      redis?.disconnect();
      s3Storage?.close();
    },
  };
}
