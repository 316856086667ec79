import type { Config } from '../env.ts';
import { dataDirSecret } from '../infra/data-dir-secret.ts';

// The key that encrypts journal entries, mood notes and chat messages at rest. In production it
// comes from JOURNAL_ENCRYPTION_KEY (env.ts refuses to start without it). On the embedded default
// it is generated once and kept beside the database in DATA_DIR, readable by Harbor's user only:
// a copy of the database alone then reveals nothing, which is the point; a copy of the whole
// folder does, which is why production keeps the key elsewhere.

export const KEY_FILE_NAME = 'journal-encryption.key';

export function privateTextKey(config: Config): Buffer {
  return config.journalEncryptionKey ?? dataDirSecret(config.dataDir, KEY_FILE_NAME);
}
