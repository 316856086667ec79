import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('runs with no configuration at all on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      previewPasscode: undefined,
      isProduction: false,
      requireEmailVerification: false,
    });
  });

  it('stops a production start without AUTH_SECRET with one line naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_URL: 'https://harbor.example' })).toThrow(
      new ConfigError('AUTH_SECRET is required in production (at least 32 characters).'),
    );
  });

  it('stops a production start without APP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) })).toThrow(
      /APP_URL is required/,
    );
  });

  it('refuses a short AUTH_SECRET', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('requires every S3 variable together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(/must be set together/);
  });

  it('names a malformed variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('turns on e-mail verification in production unless told otherwise', () => {
    const base = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      APP_URL: 'https://harbor.example/',
      JOURNAL_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(loadConfig(base)).toMatchObject({
      requireEmailVerification: true,
      appUrl: 'https://harbor.example',
    });
    expect(loadConfig({ ...base, REQUIRE_EMAIL_VERIFICATION: 'false' }).requireEmailVerification).toBe(false);
  });

  it('requires a 32-byte journal key in production and checks its length anywhere', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      APP_URL: 'https://harbor.example',
    };
    expect(() => loadConfig(production)).toThrow(/JOURNAL_ENCRYPTION_KEY is required in production/);
    expect(() => loadConfig({ JOURNAL_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /JOURNAL_ENCRYPTION_KEY must be 32 bytes/,
    );
    const key = Buffer.alloc(32, 3);
    expect(loadConfig({ JOURNAL_ENCRYPTION_KEY: key.toString('base64') }).journalEncryptionKey).toEqual(key);
    expect(loadConfig({}).journalEncryptionKey).toBeUndefined();
  });
});
