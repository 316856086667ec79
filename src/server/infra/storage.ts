import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './app-error.ts';
import type { Logger } from './logger.ts';

export type StoredObject = { body: Uint8Array; contentType: string; etag: string };

/** Where uploads live: local disk by default, an S3-compatible store when configured. Keys are `area/...`. */
export type Storage = {
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>;
  get: (key: string) => Promise<StoredObject | null>;
  delete: (key: string) => Promise<void>;
  deletePrefix: (prefix: string) => Promise<void>;
};

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export const etagOf = (body: Uint8Array) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
    },
    async get(key) {
      const file = fileFor(key);
      try {
        const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')]);
        const bytes = new Uint8Array(body);
        return { body: bytes, contentType: JSON.parse(meta).contentType, etag: etagOf(bytes) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
    async deletePrefix(prefix) {
      const dir = fileFor(prefix.replace(/\/$/, ''));
      const info = await stat(dir).catch(() => null);
      if (info?.isDirectory()) await rm(dir, { recursive: true, force: true });
    },
  };
}

export const STORAGE_MESSAGES = {
  save: 'We couldn’t save your file just now. Nothing was changed — please try again in a moment.',
  open: 'We couldn’t open this file just now. Please try again in a moment.',
} as const;

/**
 * A failing store (a full disk, an S3 outage) reaches the person as a calm 503 with a clear message,
 * not a 500, and the cause is logged. Callers store the bytes before they write the row, so a failed
 * upload leaves no row behind. (A failed write is not deleted here: the key may hold the previous
 * version of the same file.)
 */
export function withClearStorageErrors(storage: Storage, logger: Logger): Storage {
  return {
    ...storage,
    async put(key, body, contentType) {
      try {
        await storage.put(key, body, contentType);
      } catch (error) {
        logger.error({ err: error, key }, 'storage write failed');
        throw new AppError('UNAVAILABLE', STORAGE_MESSAGES.save, { retryAfterSeconds: 30 });
      }
    },
    async get(key) {
      try {
        return await storage.get(key);
      } catch (error) {
        logger.error({ err: error, key }, 'storage read failed');
        throw new AppError('UNAVAILABLE', STORAGE_MESSAGES.open, { retryAfterSeconds: 30 });
      }
    },
  };
}
