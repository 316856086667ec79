import { Hono } from 'hono';
import { z } from 'zod';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { templateFileName } from '#shared/hubs/fill-template.ts';
import {
  expenseSchema,
  expenseUpdateSchema,
  inventoryItemSchema,
  inventoryItemUpdateSchema,
} from '#shared/inventory/inventory-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import { renderLetterPdf } from '../hubs/render-letter-pdf.ts';
import { sendPrivateFile } from '../infra/attachment-header.ts';
import { requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { readMultipartForm, uploadBodyLimit } from '../infra/uploaded-file.ts';
import { addExpense } from './add-expense.ts';
import { addInventoryItem } from './add-inventory-item.ts';
import { attachReceipt } from './attach-receipt.ts';
import { changeExpense } from './change-expense.ts';
import { changeInventoryItem } from './change-inventory-item.ts';
import { exportExpensesCsv } from './export-expenses-csv.ts';
import { listExecutorExpenses } from './list-executor-expenses.ts';
import { listInventory } from './list-inventory.ts';
import { prepareItemLetter } from './prepare-item-letter.ts';
import { readReceipt } from './read-receipt.ts';
import { removeExpense } from './remove-expense.ts';
import { removeInventoryItem } from './remove-inventory-item.ts';
import { sumEstateTotals } from './sum-estate-totals.ts';

const lovedOneParam = z.object({ lovedOneId: z.string().max(64) });
const itemParam = lovedOneParam.extend({ itemId: z.string().max(64) });
const expenseParam = lovedOneParam.extend({ expenseId: z.string().max(64) });

export const inventoryRoutes = new Hono<AppEnv>()
  .get('/:lovedOneId/items', validate('param', lovedOneParam), async (c) => {
    const { db } = c.get('deps');
    return c.json(await listInventory(db, requireUser(c).id, c.req.valid('param').lovedOneId));
  })
  .post(
    '/:lovedOneId/items',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    validate('json', inventoryItemSchema),
    async (c) => {
      const { db, config } = c.get('deps');
      const item = await addInventoryItem(db, {
        userId: requireUser(c).id,
        lovedOneId: c.req.valid('param').lovedOneId,
        item: c.req.valid('json'),
        today: todayIn(c.req.valid('query').timeZone),
        mail: config,
        submissionKey: submissionKeyOf(c),
      });
      return c.json({ item }, 201);
    },
  )
  .patch(
    '/:lovedOneId/items/:itemId',
    validate('param', itemParam),
    validate('query', timeZoneQuerySchema),
    validate('json', inventoryItemUpdateSchema),
    async (c) => {
      const { db, config } = c.get('deps');
      const item = await changeInventoryItem(db, {
        userId: requireUser(c).id,
        params: c.req.valid('param'),
        update: c.req.valid('json'),
        today: todayIn(c.req.valid('query').timeZone),
        mail: config,
      });
      return c.json({ item });
    },
  )
  .delete('/:lovedOneId/items/:itemId', validate('param', itemParam), async (c) => {
    await removeInventoryItem(c.get('deps').db, requireUser(c).id, c.req.valid('param'));
    return c.body(null, 204);
  })
  // The hubs' letter for the item, filled in, as text to copy or save.
  .get(
    '/:lovedOneId/items/:itemId/letter',
    validate('param', itemParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const today = todayIn(c.req.valid('query').timeZone);
      const letter = await prepareItemLetter(
        c.get('deps').db,
        requireUser(c).id,
        c.req.valid('param'),
        today,
      );
      c.header('Cache-Control', 'private, no-store');
      return c.json({ letter });
    },
  )
  .get(
    '/:lovedOneId/items/:itemId/letter.pdf',
    validate('param', itemParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const today = todayIn(c.req.valid('query').timeZone);
      const letter = await prepareItemLetter(
        c.get('deps').db,
        requireUser(c).id,
        c.req.valid('param'),
        today,
      );
      const pdf = await renderLetterPdf(letter.title, letter.text);
      return sendPrivateFile(c, {
        body: pdf,
        contentType: 'application/pdf',
        fileName: templateFileName(letter.title, 'pdf'),
      });
    },
  )
  .get('/:lovedOneId/totals', validate('param', lovedOneParam), async (c) => {
    const { db } = c.get('deps');
    return c.json(await sumEstateTotals(db, requireUser(c).id, c.req.valid('param').lovedOneId));
  })
  .get('/:lovedOneId/expenses', validate('param', lovedOneParam), async (c) => {
    const { db } = c.get('deps');
    return c.json(await listExecutorExpenses(db, requireUser(c).id, c.req.valid('param').lovedOneId));
  })
  .post(
    '/:lovedOneId/expenses',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    validate('json', expenseSchema),
    async (c) => {
      const expense = await addExpense(c.get('deps').db, {
        userId: requireUser(c).id,
        lovedOneId: c.req.valid('param').lovedOneId,
        today: todayIn(c.req.valid('query').timeZone),
        expense: c.req.valid('json'),
        submissionKey: submissionKeyOf(c),
      });
      return c.json({ expense }, 201);
    },
  )
  .patch(
    '/:lovedOneId/expenses/:expenseId',
    validate('param', expenseParam),
    validate('query', timeZoneQuerySchema),
    validate('json', expenseUpdateSchema),
    async (c) => {
      const expense = await changeExpense(c.get('deps').db, {
        userId: requireUser(c).id,
        params: c.req.valid('param'),
        today: todayIn(c.req.valid('query').timeZone),
        update: c.req.valid('json'),
      });
      return c.json({ expense });
    },
  )
  .delete('/:lovedOneId/expenses/:expenseId', validate('param', expenseParam), async (c) => {
    await removeExpense(c.get('deps'), requireUser(c).id, c.req.valid('param'));
    return c.body(null, 204);
  })
  .put(
    '/:lovedOneId/expenses/:expenseId/receipt',
    validate('param', expenseParam),
    uploadBodyLimit(),
    async (c) => {
      const expense = await attachReceipt(c.get('deps'), {
        userId: requireUser(c).id,
        params: c.req.valid('param'),
        readFile: async () => (await readMultipartForm(c, 'file')).file,
      });
      return c.json({ expense });
    },
  )
  .get('/:lovedOneId/expenses/:expenseId/receipt', validate('param', expenseParam), async (c) => {
    const receipt = await readReceipt(c.get('deps'), requireUser(c).id, c.req.valid('param'));
    return sendPrivateFile(c, receipt);
  })
  .get('/:lovedOneId/expenses.csv', validate('param', lovedOneParam), async (c) => {
    const csv = await exportExpensesCsv(c.get('deps').db, requireUser(c).id, c.req.valid('param').lovedOneId);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="executor-expenses.csv"');
    c.header('Cache-Control', 'private, no-store');
    return c.body(csv, 200);
  });
