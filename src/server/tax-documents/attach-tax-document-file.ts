import { fileNameForContent } from '#shared/files/file-names.ts';
import { TAX_DOCUMENT_MESSAGES, taxDocumentPolicy } from '#shared/permissions/tax-document-permissions.ts';
import { isAddedDocumentKey } from '#shared/tax-documents/tax-documents.ts';
import type { AppDeps } from '../app-env.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { checkUploadedDocument } from '../infra/check-uploaded-document.ts';
import { deletedUnlessSaved, deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import type { Storage } from '../infra/storage.ts';
import type { UploadedFile } from '../infra/uploaded-file.ts';
import { keptMeanwhile, newKeptCopyKey, sawKeptCopy } from './kept-copy.ts';
import {
  lockTaxDocumentRow,
  openTaxDocument,
  type TaxDocumentRow,
  taxDocumentRowWhere,
} from './open-tax-documents.ts';
import { subjectOf, toTaxDocumentView } from './tax-document-view.ts';
import { taxDocuments } from './tax-documents.schema.ts';

/** The sender’s own copy, byte for byte: the same file sent again after its answer was lost. */
async function isKeptAlready(storage: Storage, row: TaxDocumentRow, userId: string, file: UploadedFile) {
  if (row.fileUploadedByUserId !== userId || !row.fileKey) return false;
  const stored = await storage.get(row.fileKey);
  return stored !== null && Buffer.compare(stored.body, file.bytes) === 0;
}

/**
 * Keeps a copy of one document (a PDF, JPEG or PNG by its bytes, at most 10 MB, named with that type's
 * extension) and marks it received: a paper in hand has arrived. It replaces only the copy its sender saw
 * (`replacesCopyId`, null when they saw none), so a copy someone kept a moment ago is never lost unseen.
 */
export async function attachTaxDocumentFile(
  deps: AppDeps,
  input: {
    userId: string;
    lovedOneId: string;
    documentKey: string;
    replacesCopyId: string | null;
    /** Read only once the viewer may keep the file, so a refused upload is not parsed. */
    readFile: () => Promise<UploadedFile | null>;
  },
) {
  const { db, storage } = deps;
  const { lovedOne, viewer, document, row } = await openTaxDocument(
    db,
    input.userId,
    input.lovedOneId,
    input.documentKey,
  );
  // Someone else's copy unseen is named as such, not as theirs to replace; the sender's own waits for
  // the bytes, which may be this very file sent again.
  if (row && row.fileUploadedByUserId !== input.userId && !sawKeptCopy(row, input.replacesCopyId)) {
    throw keptMeanwhile(row, input.userId, 'replace');
  }
  authorize(taxDocumentPolicy, viewer, 'attachFile', subjectOf(row), TAX_DOCUMENT_MESSAGES.notFound);
  const file = await input.readFile();
  if (!file) throw new AppError('VALIDATION_FAILED', TAX_DOCUMENT_MESSAGES.noFile);
  const contentType = await checkUploadedDocument(file);
  const key = newKeptCopyKey(lovedOne.id);
  // Stored before the row is locked, so no one waits on the storage; under its own key, so a copy
  // refused below has written over nothing and is simply deleted.
  await storage.put(key, file.bytes, contentType);
  const { saved, unusedKey } = await deletedUnlessSaved(
    deps,
    key,
    db.transaction(async (tx) => {
      // The first copy of a built document has no row to lock yet: one is made, so two first copies
      // at once queue on it and the second finds the first.
      if (!isAddedDocumentKey(document.key)) {
        await tx
          .insert(taxDocuments)
          .values({ lovedOneId: lovedOne.id, documentKey: document.key })
          .onConflictDoNothing();
      }
      const current = await lockTaxDocumentRow(tx, lovedOne.id, document.key);
      if (!current) throw notFound(TAX_DOCUMENT_MESSAGES.notFound);
      if (!sawKeptCopy(current, input.replacesCopyId)) {
        if (await isKeptAlready(storage, current, input.userId, file))
          return { saved: current, unusedKey: key };
        throw keptMeanwhile(current, input.userId, 'replace');
      }
      authorize(taxDocumentPolicy, viewer, 'attachFile', subjectOf(current), TAX_DOCUMENT_MESSAGES.notFound);
      const [updated] = await tx
        .update(taxDocuments)
        .set({
          status: 'received',
          fileKey: key,
          fileContentType: contentType,
          fileName: fileNameForContent(file.name, contentType),
          fileUploadedByUserId: input.userId,
          updatedByUserId: input.userId,
          updatedAt: new Date(),
        })
        .where(taxDocumentRowWhere(lovedOne.id, document.key))
        .returning();
      return { saved: updated!, unusedKey: current.fileKey };
    }),
  );
  await deleteFilesAfterCommit(deps, [unusedKey]);
  return toTaxDocumentView(document, saved, viewer);
}
