import { TAX_DOCUMENT_MESSAGES, taxDocumentPolicy } from '#shared/permissions/tax-document-permissions.ts';
import type { TaxDocumentStatus } from '#shared/tax-documents/tax-documents.ts';
import type { Db } from '../db/client.ts';
import { authorize } from '../infra/authorize.ts';
import { openTaxDocument } from './open-tax-documents.ts';
import { subjectOf, toTaxDocumentView } from './tax-document-view.ts';
import { taxDocuments } from './tax-documents.schema.ts';

/** Records where the team stands with one document: to find, requested, received or not needed. */
export async function setTaxDocumentStatus(
  db: Db,
  input: { userId: string; lovedOneId: string; documentKey: string; status: TaxDocumentStatus },
) {
  const { lovedOne, viewer, document, row } = await openTaxDocument(
    db,
    input.userId,
    input.lovedOneId,
    input.documentKey,
  );
  authorize(taxDocumentPolicy, viewer, 'setStatus', subjectOf(row), TAX_DOCUMENT_MESSAGES.notFound);
  const now = new Date();
  const [saved] = await db
    .insert(taxDocuments)
    .values({
      lovedOneId: lovedOne.id,
      documentKey: document.key,
      status: input.status,
      updatedByUserId: input.userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [taxDocuments.lovedOneId, taxDocuments.documentKey],
      set: { status: input.status, updatedByUserId: input.userId, updatedAt: now },
    })
    .returning();
  return toTaxDocumentView(document, saved!, viewer);
}
