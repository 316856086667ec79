import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { decryptText, encryptText } from './private-text-cipher.ts';
import { KEY_FILE_NAME, privateTextKey } from './private-text-key.ts';

const key = Buffer.alloc(32, 9);
const context = { userId: 'user-1', field: 'journal.body' };

describe('private text cipher', () => {
  it('round-trips any text, emoji and all, and never repeats a ciphertext', () => {
    const text = 'Mum’s garden 🌹\n\nstill blooming.';
    const first = encryptText(key, text, context);
    expect(first.startsWith('v1.')).toBe(true);
    expect(first).not.toContain('garden');
    expect(encryptText(key, text, context)).not.toBe(first);
    expect(decryptText(key, first, context)).toBe(text);
  });

  it('refuses another key, another owner, another field, or a changed byte', () => {
    const sealed = encryptText(key, 'private', context);
    expect(() => decryptText(Buffer.alloc(32, 1), sealed, context)).toThrow();
    expect(() => decryptText(key, sealed, { ...context, userId: 'user-2' })).toThrow();
    expect(() => decryptText(key, sealed, { ...context, field: 'journal.title' })).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => decryptText(key, `v1.${bytes.toString('base64')}`, context)).toThrow();
  });
});

describe('privateTextKey', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses JOURNAL_ENCRYPTION_KEY when set', () => {
    const configured = Buffer.alloc(32, 5);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-key-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, JOURNAL_ENCRYPTION_KEY: configured.toString('base64') });
    expect(privateTextKey(config)).toEqual(configured);
  });

  it('otherwise generates a key once in DATA_DIR, readable by its owner only, and keeps using it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-key-'));
    dirs.push(dataDir);
    const generated = privateTextKey(loadConfig({ DATA_DIR: dataDir }));
    expect(generated).toHaveLength(32);
    const file = path.join(dataDir, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(generated);
    // Another process (no in-memory copy) reads the same key from the file.
    const sameDirOtherSpelling = `${dataDir}/.`;
    expect(privateTextKey(loadConfig({ DATA_DIR: sameDirOtherSpelling }))).toEqual(generated);
  });
});
