import { permittedActions, type Viewer } from '#shared/permissions/policy.ts';
import { type TaxDocumentSubject, taxDocumentPolicy } from '#shared/permissions/tax-document-permissions.ts';
import type { TaxDocument, TaxDocumentStatus } from '#shared/tax-documents/tax-documents.ts';
import { keptCopyIdOf } from './kept-copy.ts';
import type { TaxDocumentRow } from './open-tax-documents.ts';

export const subjectOf = (row: TaxDocumentRow | null): TaxDocumentSubject => ({
  fileUploadedByUserId: row?.fileUploadedByUserId ?? null,
  hasFile: Boolean(row?.fileKey),
  addedByUserId: row?.addedByUserId ?? null,
  isAdded: row?.addedTitle != null,
});

/** A document as the page shows it: what it is, where the team stands, and what this viewer may do. */
export function toTaxDocumentView(document: TaxDocument, row: TaxDocumentRow | null, viewer: Viewer) {
  return {
    ...document,
    status: (row?.status ?? 'to_find') as TaxDocumentStatus,
    file: row?.fileKey
      ? { id: keptCopyIdOf(row.fileKey), name: row.fileName ?? 'document', contentType: row.fileContentType }
      : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    permittedActions: permittedActions(taxDocumentPolicy, viewer, subjectOf(row)),
  };
}
