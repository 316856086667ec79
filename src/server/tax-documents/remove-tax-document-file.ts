import { TAX_DOCUMENT_MESSAGES, taxDocumentPolicy } from '#shared/permissions/tax-document-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { authorize } from '../infra/authorize.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import { keptMeanwhile, sawKeptCopy } from './kept-copy.ts';
import { lockTaxDocumentRow, openTaxDocument, taxDocumentRowWhere } from './open-tax-documents.ts';
import { subjectOf, toTaxDocumentView } from './tax-document-view.ts';
import { taxDocuments } from './tax-documents.schema.ts';

/**
 * Forgets the kept copy of one document; its status stays as it was. Only the copy its sender saw
 * (`removesCopyId`) goes: one kept in its place a moment ago stays. A copy already gone is removed as
 * far as anyone asked (decision 081).
 */
export async function removeTaxDocumentFile(
  deps: AppDeps,
  input: { userId: string; lovedOneId: string; documentKey: string; removesCopyId: string },
) {
  const { lovedOne, viewer, document } = await openTaxDocument(
    deps.db,
    input.userId,
    input.lovedOneId,
    input.documentKey,
  );
  // Checked on the row locked: a copy kept meanwhile, perhaps by the admin, is judged as it is now.
  const { saved, removedKey } = await deps.db.transaction(async (tx) => {
    const current = await lockTaxDocumentRow(tx, lovedOne.id, document.key);
    if (!current?.fileKey) return { saved: current, removedKey: null };
    if (!sawKeptCopy(current, input.removesCopyId)) {
      throw keptMeanwhile(current, input.userId, 'remove');
    }
    authorize(taxDocumentPolicy, viewer, 'removeFile', subjectOf(current), TAX_DOCUMENT_MESSAGES.notFound);
    const [updated] = await tx
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
    return { saved: updated!, removedKey: current.fileKey };
  });
  await deleteFilesAfterCommit(deps, [removedKey]);
  return toTaxDocumentView(document, saved, viewer);
}
