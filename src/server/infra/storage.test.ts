import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeStorageContract } from './storage.contract.ts';
import { createLocalStorage } from './storage.ts';

describeStorageContract('local disk', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'harbor-storage-'));
  return {
    storage: createLocalStorage(root),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});
