import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';

/**
 * How a feature takes part in "Download my data" and "Delete account" beyond what Harbor finds on its
 * own (every row of every table with a user-id column, and the loved ones the user owns with their
 * rows; see user-columns.ts). A feature registers a step from its routes module, which api.ts imports:
 *
 *   registerAccountDataStep({ name: 'memorials', storageKeys: async (db, userId) => [...] });
 */
/** A row of the export, as the database gives it (snake_case columns). */
export type ExportRow = Record<string, unknown>;

/**
 * A column of the export's rows that holds a stored file's key: the download carries the file beside
 * the data, in `folder` (plain words, "Receipts"), under `nameOf` the row (its extension added from
 * the key when the name has none).
 */
export type ExportFileColumn = {
  table: string;
  folder: string;
  keyOf: (row: ExportRow) => string | null;
  nameOf: (row: ExportRow) => string;
};

type AccountDataStep = {
  /** Unique; also the key of `exportData`'s section in the export. */
  name: string;
  /** Data for the export that the generic collection cannot find (rows keyed by something else). */
  exportData?: (db: Db, userId: string, config: Config) => Promise<unknown>;
  /** Runs first inside the deletion transaction; throw to abort the whole deletion. */
  deleteData?: (tx: Db, userId: string) => Promise<void>;
  /** The stored files that the export's rows point to, carried in the download beside the data. */
  exportFiles?: ExportFileColumn[];
  /** Storage keys (or prefixes ending in '/') to remove once the deletion has committed. */
  storageKeys?: (db: Db, userId: string) => Promise<string[]>;
};

const steps = new Map<string, AccountDataStep>();

export function registerAccountDataStep(step: AccountDataStep): void {
  steps.set(step.name, step);
}

export const listAccountDataSteps = (): AccountDataStep[] => [...steps.values()];

/**
 * Uploads Harbor keeps per user under these prefixes (avatars). A loved one's photo is stored under
 * the admin who added it but belongs to the loved one: it goes with the loved ones the account owns
 * (loved-one-files-account-data.ts), never with an admin who has handed them over.
 */
export const userStoragePrefixes = (userId: string) => [`avatars/${userId}/`];
