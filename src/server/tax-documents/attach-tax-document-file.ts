import { fileNameForContent } from '#shared/files/file-names.ts';
import { TAX_DOCUMENT_MESSAGES, taxDocumentPolicy } from '#shared/permissions/tax-document-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';
import { checkUploadedDocument } from '../infra/check-uploaded-document.ts';
import type { UploadedFile } from '../infra/uploaded-file.ts';
import { openTaxDocument, taxDocumentFileKey } from './open-tax-documents.ts';
import { subjectOf, toTaxDocumentView } from './tax-document-view.ts';
import { taxDocuments } from './tax-documents.schema.ts';

/**
 * Keeps a copy of one document (a PDF, JPEG or PNG by its bytes, at most 10 MB, named with that type's
 * extension) and marks it received: a paper in hand has arrived. A new file replaces the old one under the
 * same key.
 */
export async function attachTaxDocumentFile(
  deps: AppDeps,
  input: {
    userId: string;
    lovedOneId: string;
    documentKey: string;
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
  authorize(taxDocumentPolicy, viewer, 'attachFile', subjectOf(row), TAX_DOCUMENT_MESSAGES.notFound);
  const file = await input.readFile();
  if (!file) throw new AppError('VALIDATION_FAILED', TAX_DOCUMENT_MESSAGES.noFile);
  const contentType = await checkUploadedDocument(file);
  const key = taxDocumentFileKey(lovedOne.id, document.key);
  await storage.put(key, file.bytes, contentType);
  const now = new Date();
  const kept = {
    status: 'received' as const,
    fileKey: key,
    fileContentType: contentType,
    fileName: fileNameForContent(file.name, contentType),
    fileUploadedByUserId: input.userId,
    updatedByUserId: input.userId,
    updatedAt: now,
  };
  const [saved] = await db
    .insert(taxDocuments)
    .values({ lovedOneId: lovedOne.id, documentKey: document.key, ...kept })
    .onConflictDoUpdate({ target: [taxDocuments.lovedOneId, taxDocuments.documentKey], set: kept })
    .returning();
  return toTaxDocumentView(document, saved!, viewer);
}
