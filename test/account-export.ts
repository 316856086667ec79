import { strFromU8, unzipSync } from 'fflate';

type Row = Record<string, unknown>;

export type AccountExport = {
  tables: Record<string, Row[]>;
  features: Record<string, unknown>;
  files: { table: string; id: unknown; storageKey: string; path: string | null }[];
};

/** "Download my data" read back: the records in harbor-data.json, and every entry of the ZIP by name. */
export async function readAccountExport(response: Response) {
  const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = entries['harbor-data.json'];
  if (!json) throw new Error(`No harbor-data.json in the download: ${Object.keys(entries).join(', ')}`);
  return { data: JSON.parse(strFromU8(json)) as AccountExport, entries };
}
