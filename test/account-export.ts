import { strFromU8, unzipSync } from 'fflate';
import type { ExportedFile } from '../src/server/account/download-account-data.ts';
import type { AccountExport } from '../src/server/account/export-account-data.ts';

/** "Download my data" read back: the records in harbor-data.json, and every entry of the ZIP by name. */
export async function readAccountExport(response: Response) {
  const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = entries['harbor-data.json'];
  if (!json) throw new Error(`No harbor-data.json in the download: ${Object.keys(entries).join(', ')}`);
  return { data: JSON.parse(strFromU8(json)) as AccountExport & { files: ExportedFile[] }, entries };
}
