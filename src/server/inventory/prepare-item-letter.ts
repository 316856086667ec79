import { fillTemplate, templateFileName } from '#shared/hubs/fill-template.ts';
import { LETTER_TEMPLATES } from '#shared/hubs/letter-templates.ts';
import { letterValues } from '#shared/hubs/letter-values.ts';
import { itemLetterValues, LETTER_TEMPLATE_BY_KIND } from '#shared/inventory/item-letter.ts';
import type { Db } from '../db/client.ts';
import { findLetterContext } from '../hubs/find-hub-context.ts';
import { type ItemParams, openItem } from './open-inventory.ts';

type PreparedLetter = { templateId: string; title: string; fileName: string; text: string };

/** The hubs' letter for this item's kind, filled with the item, the loved one and the writer. */
export async function prepareItemLetter(
  db: Db,
  userId: string,
  params: ItemParams,
  today: string,
): Promise<PreparedLetter> {
  const { item } = await openItem(db, userId, params);
  const context = await findLetterContext(db, userId, item.lovedOneId);
  const templateId = LETTER_TEMPLATE_BY_KIND[item.kind];
  const template = LETTER_TEMPLATES.find((candidate) => candidate.id === templateId);
  if (!template) throw new Error(`No letter template ${templateId}`);
  const text = fillTemplate(template.body, { ...letterValues(context, today), ...itemLetterValues(item) });
  return { templateId, title: template.title, fileName: templateFileName(template.title), text };
}
