import type { Db } from '../db/client.ts';
import { openTaxDocuments } from './open-tax-documents.ts';
import { toTaxDocumentView } from './tax-document-view.ts';

/** The year-of-death checklist with the team's statuses and files, for anyone on the team. */
export async function listTaxDocuments(db: Db, userId: string, lovedOneId: string) {
  const { viewer, checklist, rows } = await openTaxDocuments(db, userId, lovedOneId);
  return checklist.map((document) => toTaxDocumentView(document, rows.get(document.key) ?? null, viewer));
}
