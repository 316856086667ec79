import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../env.ts';

// The key that encrypts journal entries, mood notes and chat messages at rest. In production it
// comes from JOURNAL_ENCRYPTION_KEY (env.ts refuses to start without it). On the embedded default
// it is generated once and kept beside the database in DATA_DIR, readable by Harbor's user only:
// a copy of the database alone then reveals nothing, which is the point; a copy of the whole
// folder does, which is why production keeps the key elsewhere.

export const KEY_FILE_NAME = 'journal-encryption.key';

const keys = new Map<string, Buffer>();

function loadOrCreateKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE_NAME);
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx' fails if another process wrote the file first; then its key is the one to use.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateKeyFile(dataDir);
    throw error;
  }
}

export function privateTextKey(config: Config): Buffer {
  if (config.journalEncryptionKey) return config.journalEncryptionKey;
  const dataDir = path.resolve(config.dataDir);
  let key = keys.get(dataDir);
  if (!key) {
    key = loadOrCreateKeyFile(dataDir);
    keys.set(dataDir, key);
  }
  return key;
}
