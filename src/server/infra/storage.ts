import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
