import { downloadNameOf } from '#shared/files/file-names.ts';
import { TAX_DOCUMENT_MESSAGES } from '#shared/permissions/tax-document-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { readKeptCopy } from './kept-copy.ts';
import { openTaxDocument } from './open-tax-documents.ts';

/** The kept copy of one document, for anyone on the team: it has no public address. */
export async function readTaxDocumentFile(
  deps: AppDeps,
  input: { userId: string; lovedOneId: string; documentKey: string },
) {
  const { row } = await openTaxDocument(deps.db, input.userId, input.lovedOneId, input.documentKey);
  const kept = row ? await readKeptCopy(deps, row) : null;
  const contentType = kept?.row.fileContentType;
  if (!kept || !contentType) throw new AppError('NOT_FOUND', TAX_DOCUMENT_MESSAGES.notFound);
  return {
    body: kept.body,
    contentType,
    fileName: downloadNameOf(kept.row.fileName ?? 'document', contentType),
  };
}
