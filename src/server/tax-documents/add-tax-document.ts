import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { TAX_DOCUMENT_MESSAGES, taxDocumentPolicy } from '#shared/permissions/tax-document-permissions.ts';
import {
  addedDocumentKey,
  type addedTaxDocumentSchema,
  isAddedDocumentKey,
} from '#shared/tax-documents/tax-documents.ts';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { authorizeRemoval } from '../infra/authorize.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import { makeOnce } from '../infra/make-once.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { keptMeanwhile, sawKeptCopy } from './kept-copy.ts';
import { addedDocumentOf, lockTaxDocumentRow, taxDocumentRowWhere } from './open-tax-documents.ts';
import { subjectOf, toTaxDocumentView } from './tax-document-view.ts';
import { taxDocuments } from './tax-documents.schema.ts';

/**
 * Adds a paper the list does not know of; anyone on the team may, as anyone may gather one. The same
 * paper sent again with its submission key (its answer lost on the way) leads to the one added
 * (makeOnce, decision 080); the id in its key 'added:{id}' is what the submission remembers.
 */
export async function addTaxDocument(
  db: Db,
  input: {
    userId: string;
    lovedOneId: string;
    document: z.output<typeof addedTaxDocumentSchema>;
    submissionKey: string | undefined;
  },
) {
  const { row: lovedOne, viewer } = await requireLovedOne(db, input.userId, input.lovedOneId);
  const submission = { userId: input.userId, kind: 'tax-document', key: input.submissionKey };
  const { row } = await db.transaction((tx) =>
    makeOnce(
      tx,
      submission,
      async () => {
        const id = randomUUID();
        const [inserted] = await tx
          .insert(taxDocuments)
          .values({
            lovedOneId: lovedOne.id,
            documentKey: addedDocumentKey(id),
            addedTitle: input.document.title,
            addedFrom: input.document.from,
            addedByUserId: input.userId,
            updatedByUserId: input.userId,
          })
          .returning();
        return { id, row: inserted! };
      },
      async (id) => {
        // Read only under the loved one this request names: a key sent again elsewhere finds nothing.
        const [found] = await tx
          .select()
          .from(taxDocuments)
          .where(taxDocumentRowWhere(lovedOne.id, addedDocumentKey(id)));
        if (!found) throw notFound(TAX_DOCUMENT_MESSAGES.notFound);
        return { id, row: found };
      },
    ),
  );
  return toTaxDocumentView(addedDocumentOf(row)!, row, viewer);
}

/**
 * Takes a document added by hand off the list, with its kept copy; Harbor's own are marked not needed.
 * The copy goes only if it is the one its sender saw (`seenCopyId`, null for none). One already gone is
 * removed as far as anyone asked (decision 081).
 */
export async function removeTaxDocument(
  deps: AppDeps,
  input: { userId: string; lovedOneId: string; documentKey: string; seenCopyId: string | null },
) {
  if (!isAddedDocumentKey(input.documentKey)) throw notFound(TAX_DOCUMENT_MESSAGES.notFound);
  const { row: lovedOne, viewer } = await requireLovedOne(deps.db, input.userId, input.lovedOneId);
  // Checked on the row locked: a copy kept on it a moment ago is not deleted unseen along with it.
  const removedKey = await deps.db.transaction(async (tx) => {
    const row = await lockTaxDocumentRow(tx, lovedOne.id, input.documentKey);
    if (!row) return null;
    if (!sawKeptCopy(row, input.seenCopyId)) {
      throw keptMeanwhile(row, input.userId, 'remove');
    }
    if (!authorizeRemoval(taxDocumentPolicy, viewer, 'removeDocument', subjectOf(row))) return null;
    await tx.delete(taxDocuments).where(taxDocumentRowWhere(lovedOne.id, input.documentKey));
    return row.fileKey;
  });
  await deleteFilesAfterCommit(deps, [removedKey]);
}
