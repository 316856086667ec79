import { downloadNameOf } from '#shared/files/file-names.ts';
import { TAX_DOCUMENT_MESSAGES } from '#shared/permissions/tax-document-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { openTaxDocument } from './open-tax-documents.ts';

/** The kept copy of one document, for anyone on the team: it has no public address. */
export async function readTaxDocumentFile(
  deps: AppDeps,
  input: { userId: string; lovedOneId: string; documentKey: string },
) {
  const { row } = await openTaxDocument(deps.db, input.userId, input.lovedOneId, input.documentKey);
  const stored = row?.fileKey ? await deps.storage.get(row.fileKey) : null;
  if (!stored || !row?.fileContentType) throw new AppError('NOT_FOUND', TAX_DOCUMENT_MESSAGES.notFound);
  return {
    body: stored.body,
    contentType: row.fileContentType,
    fileName: downloadNameOf(row.fileName ?? 'document', row.fileContentType),
  };
}
