import type { Auth, AuthSession, AuthUser } from './auth/auth.ts';
import type { SessionAlong, SessionReader } from './auth/read-request-session.ts';
import type { Db } from './db/client.ts';
import type { Config } from './env.ts';
import type { Logger } from './infra/logger.ts';
import type { RateLimiter } from './infra/rate-limit.ts';
import type { ShortCache } from './infra/short-cache.ts';
import type { Storage } from './infra/storage.ts';

/** Everything a route needs, passed in by whoever builds the app (the server, or a test). */
export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  storage: Storage;
  rateLimiter: RateLimiter;
  auth: Auth;
  /** The session a request's cookie belongs to: Better Auth's answer, read faster (decision 050). */
  readSession: SessionReader;
  /** The same check, its session found by a route's own first statement (decision 055). */
  readSessionAlong: SessionAlong;
  /** Resolves when the database answers; used by /api/health. */
  pingDatabase: () => Promise<void>;
  /** Anonymous reads of public memorial pages; emptied by every successful write (decision 025). */
  publicPageCache: ShortCache;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: AuthUser | null;
    session: AuthSession['session'] | null;
    clientIp: string;
    /** The client as per-client rate limits count it: the address, or its /64 for IPv6 (rateLimitClientOf). */
    rateLimitClient: string;
  };
};
