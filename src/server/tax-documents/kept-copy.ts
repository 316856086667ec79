import { createHash, randomUUID } from 'node:crypto';
import type { TaxDocumentRow } from './open-tax-documents.ts';

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
