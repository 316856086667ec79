import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import { AppError } from '../infra/app-error.ts';
import { NOT_AUTHENTICATED } from '../infra/http.ts';
import { accountExists, exportAccountData, exportFileName } from './export-account-data.ts';

/** The person's own data as one JSON file; a session whose account is gone is answered as signed out. */
export async function downloadAccountData(db: Db, userId: string, config: Config) {
  if (!(await accountExists(db, userId))) throw new AppError('UNAUTHENTICATED', NOT_AUTHENTICATED);
  return { fileName: exportFileName(), data: await exportAccountData(db, userId, config) };
}
