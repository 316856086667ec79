import { z } from 'zod';
import { dataDirSecret } from './infra/data-dir-secret.ts';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const DEV_MAILBOX_MODES = ['loopback', 'loopback-despite-proxy'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: optionalString,
  TRUST_PROXY: optionalString.pipe(z.enum(['true', 'false']).optional()),
  DEV_MAILBOX: optionalString.pipe(z.enum(DEV_MAILBOX_MODES).optional()),
  APP_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  WEB_ROOT: z.string().default('dist/web'),
  DATABASE_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Harbor <no-reply@harbor.local>'),
  SUPPORT_EMAIL: optionalString.pipe(z.email().optional()),
  PREVIEW_PASSCODE: optionalString,
  AUTH_SECRET: optionalString,
  REQUIRE_EMAIL_VERIFICATION: optionalString,
  REDIS_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(45),
  JOURNAL_ENCRYPTION_KEY: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  OPERATOR_EMAILS: optionalString,
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  PUBLIC_PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(2),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  isProduction: boolean;
  port: number;
  /** The interface the server listens on: this computer only, unless HOST (or production) says otherwise. */
  host: string;
  /**
   * Read the client address from X-Forwarded-For: a reverse proxy is the only way in. The one switch
   * for both the client address (createApp) and the dev mailbox's loopback check.
   */
  trustProxy: boolean;
  /**
   * Who may read /dev/mailbox outside production: loopback clients, and never with TRUST_PROXY (a proxy
   * on this computer makes every visitor look local), unless 'loopback-despite-proxy' says TRUST_PROXY
   * only simulates clients (the e2e suite; decision 030).
   */
  devMailbox: (typeof DEV_MAILBOX_MODES)[number];
  appUrl: string;
  dataDir: string;
  /** The built SPA served by the server. */
  webRoot: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Where people reach those running Harbor, shown on the Contact and Privacy pages. Harbor itself
   * receives no mail; this is a mailbox the operator reads.
   */
  supportEmail: string;
  previewPasscode: string | undefined;
  authSecret: string;
  requireEmailVerification: boolean;
  redisUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** 32-byte AES key for the grief journal and other private writing; undefined → a key kept in DATA_DIR. */
  journalEncryptionKey: Buffer | undefined;
  s3:
    | { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  operatorEmails: string[];
  /** How long anonymous reads of public memorial pages are kept in memory (0: not at all). */
  publicPageCacheMs: number;
  /** First-party analytics events older than this are deleted. */
  analyticsRetentionDays: number;
};

/** Where an unconfigured AUTH_SECRET is generated and kept (outside production only). */
export const AUTH_SECRET_FILE_NAME = 'auth-secret.key';

export class ConfigError extends Error {}

/** Reads the environment once; a bad or missing production secret stops start-up with one clear line. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';

  if (isProduction) {
    if (!env.AUTH_SECRET)
      throw new ConfigError('AUTH_SECRET is required in production (at least 32 characters).');
    if (!env.APP_URL)
      throw new ConfigError('APP_URL is required in production (the public address of Harbor).');
  }
  if (env.AUTH_SECRET && env.AUTH_SECRET.length < 32) {
    throw new ConfigError('AUTH_SECRET must be at least 32 characters long.');
  }
  const s3Parts = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.',
    );
  }
  const journalEncryptionKey = env.JOURNAL_ENCRYPTION_KEY
    ? Buffer.from(env.JOURNAL_ENCRYPTION_KEY, 'base64')
    : undefined;
  if (journalEncryptionKey && journalEncryptionKey.length !== 32) {
    throw new ConfigError(
      'JOURNAL_ENCRYPTION_KEY must be 32 bytes, written as base64 (openssl rand -base64 32).',
    );
  }
  if (isProduction && !journalEncryptionKey) {
    throw new ConfigError('JOURNAL_ENCRYPTION_KEY is required in production (openssl rand -base64 32).');
  }
  if (env.LLM_BASE_URL && !env.LLM_MODEL) {
    throw new ConfigError('LLM_MODEL is required when LLM_BASE_URL is set.');
  }

  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

  return {
    isProduction,
    port: env.PORT,
    // A fresh clone is reachable from this computer only; a server behind a load balancer listens on all.
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: env.TRUST_PROXY === 'true',
    devMailbox: env.DEV_MAILBOX ?? 'loopback',
    appUrl,
    dataDir: env.DATA_DIR,
    webRoot: env.WEB_ROOT,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    // The site's own domain, so an unset address still points at the operator rather than at nobody.
    supportEmail:
      env.SUPPORT_EMAIL ?? `support@${URL.canParse(appUrl) ? new URL(appUrl).hostname : 'localhost'}`,
    previewPasscode: env.PREVIEW_PASSCODE,
    // Production refused to start without it above; a fresh clone makes its own, kept in DATA_DIR.
    authSecret: env.AUTH_SECRET ?? dataDirSecret(env.DATA_DIR, AUTH_SECRET_FILE_NAME).toString('base64'),
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION
      ? env.REQUIRE_EMAIL_VERIFICATION === 'true'
      : isProduction,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL ?? '',
          timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    journalEncryptionKey,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    operatorEmails: (env.OPERATOR_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
    publicPageCacheMs: env.PUBLIC_PAGE_CACHE_SECONDS * 1000,
  };
}
