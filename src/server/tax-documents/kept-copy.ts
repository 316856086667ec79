import { createHash, randomUUID } from 'node:crypto';
import { TAX_DOCUMENT_MESSAGES } from '#shared/permissions/tax-document-permissions.ts';
import type { AppDeps } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { type TaxDocumentRow, taxDocumentRowWhere } from './open-tax-documents.ts';
import { taxDocuments } from './tax-documents.schema.ts';

/**
 * Each copy gets a storage key of its own, so a copy sent while another is being kept never writes over
 * the other's bytes, and the replaced one is deleted only once the replacement is committed.
 */
export const newKeptCopyKey = (lovedOneId: string) => `tax-documents/${lovedOneId}/${randomUUID()}`;

/** What the page calls the copy kept now, without showing where it is stored; a new copy, a new id. */
export const keptCopyIdOf = (fileKey: string) =>
  createHash('sha256').update(fileKey).digest('base64url').slice(0, 22);

/** Whether a change was made seeing the copy kept now: none is kept, or it is the one its sender named. */
export const sawKeptCopy = (row: TaxDocumentRow | null, seenCopyId: string | null) =>
  !row?.fileKey || keptCopyIdOf(row.fileKey) === seenCopyId;

const KEPT_MEANWHILE = {
  replace: {
    yours: TAX_DOCUMENT_MESSAGES.keptMeanwhileByYou,
    someoneElses: TAX_DOCUMENT_MESSAGES.keptMeanwhile,
  },
  remove: {
    yours: TAX_DOCUMENT_MESSAGES.keptMeanwhileByYouNotRemoved,
    someoneElses: TAX_DOCUMENT_MESSAGES.keptMeanwhileNotRemoved,
  },
} as const;

/**
 * The refusal of a change made without seeing the copy kept now (`row`), said to whoever kept that copy as
 * their own, sent from another window or device: "someone else" would send them looking for who.
 */
export function keptMeanwhile(row: TaxDocumentRow, userId: string, change: 'replace' | 'remove') {
  const whose = row.fileUploadedByUserId === userId ? 'yours' : 'someoneElses';
  return new AppError('CONFLICT', KEPT_MEANWHILE[change][whose]);
}

/**
 * The bytes of the copy a row names, with the row that names them. A replacement committed between reading
 * the row and reading its bytes has deleted the copy the row named: the row is read again and the copy kept
 * in its place is the one given. Null when no copy is kept, or that one is gone too.
 */
export async function readKeptCopy(deps: Pick<AppDeps, 'db' | 'storage'>, row: TaxDocumentRow) {
  if (!row.fileKey) return null;
  const stored = await deps.storage.get(row.fileKey);
  if (stored) return { row, body: stored.body };
  const [now] = await deps.db
    .select()
    .from(taxDocuments)
    .where(taxDocumentRowWhere(row.lovedOneId, row.documentKey));
  if (!now?.fileKey || now.fileKey === row.fileKey) return null;
  const replacement = await deps.storage.get(now.fileKey);
  return replacement ? { row: now, body: replacement.body } : null;
}
