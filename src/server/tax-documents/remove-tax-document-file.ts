import { TAX_DOCUMENT_MESSAGES, taxDocumentPolicy } from '#shared/permissions/tax-document-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { authorize } from '../infra/authorize.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import { openTaxDocument, taxDocumentRowWhere } from './open-tax-documents.ts';
import { subjectOf, toTaxDocumentView } from './tax-document-view.ts';
import { taxDocuments } from './tax-documents.schema.ts';

/** Forgets the kept copy of one document; its status stays as it was. */
export async function removeTaxDocumentFile(
  deps: AppDeps,
  input: { userId: string; lovedOneId: string; documentKey: string },
) {
  const { lovedOne, viewer, document, row } = await openTaxDocument(
    deps.db,
    input.userId,
    input.lovedOneId,
    input.documentKey,
  );
  authorize(taxDocumentPolicy, viewer, 'removeFile', subjectOf(row), TAX_DOCUMENT_MESSAGES.notFound);
  if (!row?.fileKey) return toTaxDocumentView(document, row, viewer);
  const [saved] = await deps.db
    .update(taxDocuments)
    .set({
      fileKey: null,
      fileContentType: null,
      fileName: null,
      fileUploadedByUserId: null,
      updatedByUserId: input.userId,
      updatedAt: new Date(),
    })
    .where(taxDocumentRowWhere(lovedOne.id, document.key))
    .returning();
  await deleteFilesAfterCommit(deps, [row.fileKey]);
  return toTaxDocumentView(document, saved!, viewer);
}
