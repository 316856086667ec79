import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Secrets a fresh install needs but nobody configured (the session secret, the journal key): made once
// from crypto.randomBytes and kept in DATA_DIR beside the database, readable by Harbor's user only.
// No secret is ever a constant in the source, where anyone could read it and forge a cookie.
// Production takes them from the environment instead (env.ts refuses to start without them).

const cache = new Map<string, Buffer>();

function readSecretFile(file: string, bytes: number): Buffer | undefined {
  try {
    const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (secret.length !== bytes) throw new Error(`${file} does not hold a ${bytes}-byte base64 secret`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function createSecretFile(dataDir: string, file: string, bytes: number): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes);
  // Written whole under a private name, then linked into place: a process starting at the same moment
  // sees either no file or a complete one, and link() refuses to replace one that won the race.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${secret.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecretFile(file, bytes) ?? createSecretFile(dataDir, file, bytes);
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The secret kept in `dataDir/fileName`, generated (`bytes` random bytes) the first time it is asked for. */
export function dataDirSecret(dataDir: string, fileName: string, bytes = 32): Buffer {
  const file = path.join(path.resolve(dataDir), fileName);
  const known = cache.get(file);
  if (known) return known;
  const secret = readSecretFile(file, bytes) ?? createSecretFile(path.resolve(dataDir), file, bytes);
  cache.set(file, secret);
  return secret;
}
