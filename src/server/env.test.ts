import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE_NAME, ConfigError, loadConfig } from './env.ts';

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbor-env-'));
  dataDirs.push(dir);
  return dir;
};
/** An unconfigured start, with its DATA_DIR in a temporary folder rather than ./data. */
const loadBare = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: freshDataDir(), ...env });

describe('loadConfig', () => {
  it('runs with no configuration at all on the embedded defaults', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: false,
      devMailbox: 'loopback',
      appUrl: 'http://localhost:3000',
      dataDir,
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

  it('without AUTH_SECRET generates one in DATA_DIR, keeps it across restarts, and shares it with no other install', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    const file = path.join(dataDir, AUTH_SECRET_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    // A restart reads the file an earlier run left.
    const earlierRun = freshDataDir();
    const kept = Buffer.alloc(32, 9).toString('base64');
    writeFileSync(path.join(earlierRun, AUTH_SECRET_FILE_NAME), `${kept}\n`, { mode: 0o600 });
    expect(loadConfig({ DATA_DIR: earlierRun }).authSecret).toBe(kept);
    expect(loadBare().authSecret).not.toBe(first);
    expect(loadBare({ AUTH_SECRET: 'y'.repeat(40) }).authSecret).toBe('y'.repeat(40));
  });

  it('keeps no secret in the source', () => {
    const source = readFileSync(new URL('./env.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/authSecret:[^\n]*\?\?\s*['"`]/);
    expect(source).not.toMatch(/_SECRET\s*=\s*['"`]/);
  });

  it('listens on this computer only unless HOST says otherwise; production listens on all addresses', () => {
    expect(loadBare({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      APP_URL: 'https://harbor.example',
      JOURNAL_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads TRUST_PROXY and DEV_MAILBOX strictly', () => {
    expect(loadBare({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadBare({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(() => loadBare({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(loadBare({ DEV_MAILBOX: 'loopback-despite-proxy' }).devMailbox).toBe('loopback-despite-proxy');
    expect(() => loadBare({ DEV_MAILBOX: 'everyone' })).toThrow(/DEV_MAILBOX/);
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
    expect(() => loadBare({ JOURNAL_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /JOURNAL_ENCRYPTION_KEY must be 32 bytes/,
    );
    const key = Buffer.alloc(32, 3);
    expect(loadBare({ JOURNAL_ENCRYPTION_KEY: key.toString('base64') }).journalEncryptionKey).toEqual(key);
    expect(loadBare().journalEncryptionKey).toBeUndefined();
  });

  it('gives a contact address on the site’s own domain unless SUPPORT_EMAIL names one', () => {
    expect(loadBare({ APP_URL: 'https://harbor.example.org/' }).supportEmail).toBe(
      'support@harbor.example.org',
    );
    expect(loadBare({ SUPPORT_EMAIL: 'help@family.example' }).supportEmail).toBe('help@family.example');
    expect(() => loadBare({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });
});
