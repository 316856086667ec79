import { strToU8 } from 'fflate';
import { extensionOf, uniqueFilePaths } from '#shared/files/file-names.ts';
import type { AppDeps } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { NOT_AUTHENTICATED } from '../infra/http.ts';
import { type ZipEntry, zipStream } from '../infra/zip-stream.ts';
import { type ExportFileColumn, type ExportRow, listAccountDataSteps } from './account-data-registry.ts';
import { accountExists, exportAccountData } from './export-account-data.ts';
import { avatarKeyOfUrl } from './profile.repository.ts';

const AVATAR: ExportFileColumn = {
  table: 'profiles',
  folder: 'Your profile',
  keyOf: (row) => avatarKeyOfUrl(row.avatar_url),
  nameOf: () => 'Your photo',
};

/** Where one file the records point to went in the ZIP (`path`), or null when it was not in storage. */
export type ExportedFile = { table: string; id: unknown; storageKey: string; path: string | null };

type FoundFile = { table: string; id: unknown; key: string; folder: string; name: string };

/** Every stored file the export's rows point to, once each, in the order the tables list them. */
function filesNamedBy(tables: Record<string, ExportRow[]>): FoundFile[] {
  const columns = [AVATAR, ...listAccountDataSteps().flatMap((step) => step.exportFiles ?? [])];
  const seen = new Set<string>();
  return columns.flatMap((column) =>
    (tables[column.table] ?? []).flatMap((row) => {
      const key = column.keyOf(row);
      if (!key || seen.has(key)) return [];
      seen.add(key);
      const name = column.nameOf(row);
      return [
        {
          table: column.table,
          id: row.id ?? row.user_id ?? null,
          key,
          folder: column.folder,
          name: extensionOf(name) ? name : `${name}${extensionOf(key)}`,
        },
      ];
    }),
  );
}

/**
 * "Download my data": one ZIP with every record as `harbor-data.json` and, beside it under `files/`,
 * the documents, receipts, tax papers and photos those records point to, so nobody is locked in. The
 * files are read one at a time as the download is written (zip-stream.ts). The JSON comes last and says
 * where each file went, or that it could not be found. A session whose account is gone is signed out.
 */
export async function downloadAccountData(deps: Pick<AppDeps, 'db' | 'config' | 'storage'>, userId: string) {
  if (!(await accountExists(deps.db, userId))) throw new AppError('UNAUTHENTICATED', NOT_AUTHENTICATED);
  const data = await exportAccountData(deps.db, userId, deps.config);
  const found = filesNamedBy(data.tables);
  const paths = uniqueFilePaths(found).map((path) => `files/${path}`);
  async function* entries(): AsyncGenerator<ZipEntry> {
    const files: ExportedFile[] = [];
    for (const [index, file] of found.entries()) {
      const stored = await deps.storage.get(file.key);
      files.push({
        table: file.table,
        id: file.id,
        storageKey: file.key,
        path: stored ? paths[index]! : null,
      });
      // PDFs, JPEGs, PNGs and WebP images are compressed already.
      if (stored) yield { name: paths[index]!, body: stored.body, compress: false };
    }
    yield {
      name: 'harbor-data.json',
      body: strToU8(JSON.stringify({ ...data, files }, null, 2)),
      compress: true,
    };
  }
  return {
    fileName: `harbor-data-${new Date().toISOString().slice(0, 10)}.zip`,
    body: zipStream(entries()),
  };
}
