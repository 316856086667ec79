import { and, eq } from 'drizzle-orm';
import { TAX_DOCUMENT_MESSAGES } from '#shared/permissions/tax-document-permissions.ts';
import {
  addedTaxDocument,
  isAddedDocumentKey,
  type TaxChecklistInput,
  type TaxDocument,
  taxDocumentChecklist,
} from '#shared/tax-documents/tax-documents.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { onboardingAnswers } from '../onboarding/onboarding.schema.ts';
import { taxDocuments } from './tax-documents.schema.ts';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : null;

/** The answers the checklist reads, taken defensively: an old answer set may lack any of them. */
function checklistAnswers(stored: Record<string, unknown> | undefined): TaxChecklistInput['answers'] {
  if (!stored) return {};
  return {
    employer: text(stored.employer),
    social_security: text(stored.social_security),
    financial_accounts: list(stored.financial_accounts),
    debts: list(stored.debts),
    benefits: list(stored.benefits),
    assets: text(stored.assets),
    home: text(stored.home),
    living_trust: text(stored.living_trust),
  };
}

/** A document the family added by hand, from its row; null for a row of a document Harbor built. */
export const addedDocumentOf = (row: TaxDocumentRow) =>
  row.addedTitle === null
    ? null
    : addedTaxDocument({ key: row.documentKey, title: row.addedTitle, from: row.addedFrom });

/** The checklist as it stands today, rebuilt from the answers and the inventory on every read. */
async function checklistOf(db: Db, lovedOne: { id: string; dateOfDeath: string | null }) {
  const [answers, items] = await Promise.all([
    db
      .select({ answers: onboardingAnswers.answersJson })
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.lovedOneId, lovedOne.id)),
    db
      .select({ id: inventoryItems.id, kind: inventoryItems.kind, institution: inventoryItems.institution })
      .from(inventoryItems)
      .where(eq(inventoryItems.lovedOneId, lovedOne.id))
      .orderBy(inventoryItems.createdAt),
  ]);
  return taxDocumentChecklist({
    dateOfDeath: lovedOne.dateOfDeath,
    answers: checklistAnswers(answers[0]?.answers),
    items,
  });
}

/**
 * The loved one (404 for anyone off the team), the viewer, the checklist (Harbor's, then the documents
 * the family added by hand) and the team's rows for it.
 * An account added to the inventory shows up at once; a row whose document has left the list (its
 * account removed) is kept but not shown.
 */
export async function openTaxDocuments(db: Db, userId: string, lovedOneId: string) {
  const { row: lovedOne, viewer } = await requireLovedOne(db, userId, lovedOneId);
  const [built, rows] = await Promise.all([
    checklistOf(db, lovedOne),
    db.select().from(taxDocuments).where(eq(taxDocuments.lovedOneId, lovedOne.id)),
  ]);
  const added = rows
    .map(addedDocumentOf)
    .filter((document) => document !== null)
    .sort((a, b) => a.title.localeCompare(b.title));
  return {
    lovedOne,
    viewer,
    checklist: [...built, ...added],
    rows: new Map(rows.map((row) => [row.documentKey, row])),
  };
}

/** One document of the list (404 when the key is not on it today) and its row alone, if any. */
export async function openTaxDocument(db: Db, userId: string, lovedOneId: string, documentKey: string) {
  const { row: lovedOne, viewer } = await requireLovedOne(db, userId, lovedOneId);
  // A paper added by hand is its row alone; only a built one needs today's list to exist.
  const isAdded = isAddedDocumentKey(documentKey);
  const [checklist, rows] = await Promise.all([
    isAdded ? [] : checklistOf(db, lovedOne),
    db.select().from(taxDocuments).where(taxDocumentRowWhere(lovedOne.id, documentKey)),
  ]);
  const row = rows[0] ?? null;
  const document: TaxDocument | undefined = isAdded
    ? ((row && addedDocumentOf(row)) ?? undefined)
    : checklist.find((entry) => entry.key === documentKey);
  if (!document) throw notFound(TAX_DOCUMENT_MESSAGES.notFound);
  return { lovedOne, viewer, document, row };
}

export const taxDocumentRowWhere = (lovedOneId: string, documentKey: string) =>
  and(eq(taxDocuments.lovedOneId, lovedOneId), eq(taxDocuments.documentKey, documentKey));

/**
 * One document's row, locked until the transaction ends, so a change is checked against the row as the
 * last change left it; null when it has none (or, added by hand, it was removed a moment ago).
 */
export async function lockTaxDocumentRow(tx: Db, lovedOneId: string, documentKey: string) {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(taxDocumentRowWhere(lovedOneId, documentKey))
    .for('update');
  return row ?? null;
}
