import { Hono } from 'hono';
import { z } from 'zod';
import { todayIn } from '#shared/dashboard/calendar-dates.ts';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import { templateFileName } from '#shared/hubs/fill-template.ts';
import { isFinalStatus } from '#shared/inventory/inventory-kinds.ts';
import {
  expenseSchema,
  expenseUpdateSchema,
  INVENTORY_MESSAGES,
  inventoryItemSchema,
  inventoryItemUpdateSchema,
} from '#shared/inventory/inventory-schemas.ts';
import { sumExpenses, sumInventory } from '#shared/inventory/inventory-totals.ts';
import type { AppEnv } from '../app-env.ts';
import { renderLetterPdf } from '../hubs/render-letter-pdf.ts';
import { AppError } from '../infra/app-error.ts';
import { attachmentHeader } from '../infra/attachment-header.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import { requireUser, validate } from '../infra/http.ts';
import { readMultipartForm, uploadBodyLimit } from '../infra/uploaded-file.ts';
import { assertAssignable } from '../tasks/assert-assignable.ts';
import { checkTaskDocument } from '../tasks/check-task-document.ts';
import {
  deleteExpenseRow,
  insertExpense,
  listExpenses,
  receiptKeyFor,
  requireExpense,
  setExpenseReceipt,
  updateExpense,
} from './expenses.repository.ts';
import { buildExpensesCsv } from './expenses-csv.ts';
import {
  deleteInventoryItem,
  insertInventoryItem,
  listInventoryItems,
  requireInventoryItem,
  updateInventoryItem,
} from './inventory-items.repository.ts';
import { toExpenseView, toItemView } from './inventory-views.ts';
import { completeTaskWhenItemsDone, listLinkableTasks, resolveItemTask } from './item-tasks.ts';
import { openExpense, openInventory, openItem } from './open-inventory.ts';
import { prepareItemLetter } from './prepare-item-letter.ts';

const lovedOneParam = z.object({ lovedOneId: z.string().max(64) });
const itemParam = lovedOneParam.extend({ itemId: z.string().max(64) });
const expenseParam = lovedOneParam.extend({ expenseId: z.string().max(64) });

export const NO_RECEIPT_MESSAGE = 'Please choose a receipt to upload';
export const PAID_BY_SELF_MESSAGE = 'You can only add expenses you paid yourself.';

export const inventoryRoutes = new Hono<AppEnv>()
  // The inventory tab in one request: items, their totals, the team (assignees), the checklist tasks
  // an item can be linked to, and the viewer's role.
  .get('/:lovedOneId/items', validate('param', lovedOneParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { lovedOneId, team, viewer } = await openInventory(db, user.id, c.req.valid('param').lovedOneId);
    const [rows, tasks] = await Promise.all([
      listInventoryItems(db, lovedOneId),
      listLinkableTasks(db, lovedOneId),
    ]);
    return c.json({
      items: rows.map((row) => toItemView(row, team, viewer)),
      totals: sumInventory(rows),
      team,
      tasks,
      role: viewer.role,
      canAddItems: viewer.role === 'admin',
    });
  })
  // Adding an item can link it to a checklist task or make one, in the same transaction.
  .post(
    '/:lovedOneId/items',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    validate('json', inventoryItemSchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { lovedOneId, team, viewer } = await openInventory(db, user.id, c.req.valid('param').lovedOneId, {
        only: 'admin',
      });
      const item = c.req.valid('json');
      assertAssignable(item.assignedToUserId, team);
      const today = todayIn(c.req.valid('query').timeZone);
      const mail = c.get('deps').config;
      const itemId = await db.transaction(async (tx) => {
        const choice = item.taskId;
        const taskId = await resolveItemTask(tx, { lovedOneId, choice, item, userId: user.id, mail });
        const row = await insertInventoryItem(tx, {
          lovedOneId,
          createdByUserId: user.id,
          item,
          taskId,
          today,
        });
        if (taskId && isFinalStatus(row.status))
          await completeTaskWhenItemsDone(tx, { taskId, actorUserId: user.id, mail });
        return row.id;
      });
      const row = await requireInventoryItem(db, lovedOneId, itemId);
      return c.json({ item: toItemView(row, team, viewer) }, 201);
    },
  )
  // Closing, transferring or claiming an item completes its task once all the task's items are done.
  .patch(
    '/:lovedOneId/items/:itemId',
    validate('param', itemParam),
    validate('query', timeZoneQuerySchema),
    validate('json', inventoryItemUpdateSchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const opened = await openItem(db, user.id, c.req.valid('param'), 'edit');
      const { lovedOneId, team, viewer, item: current } = opened;
      const update = c.req.valid('json');
      const isAdmin = viewer.role === 'admin';
      if (update.assignedToUserId !== undefined && update.assignedToUserId !== current.assignedToUserId) {
        if (!isAdmin) throw new AppError('FORBIDDEN', INVENTORY_MESSAGES.assignOnlyAdmin);
        assertAssignable(update.assignedToUserId, team);
      }
      const relinks = update.taskId !== undefined && update.taskId !== current.taskId;
      if (relinks && !isAdmin) throw new AppError('FORBIDDEN', INVENTORY_MESSAGES.linkOnlyAdmin);
      const today = todayIn(c.req.valid('query').timeZone);
      const mail = c.get('deps').config;
      await db.transaction(async (tx) => {
        const taskId = relinks
          ? await resolveItemTask(tx, {
              lovedOneId,
              choice: update.taskId ?? null,
              item: {
                kind: update.kind ?? current.kind,
                institution: update.institution ?? current.institution,
                assignedToUserId:
                  update.assignedToUserId !== undefined ? update.assignedToUserId : current.assignedToUserId,
              },
              userId: user.id,
              mail,
            })
          : undefined;
        const row = await updateInventoryItem(tx, current, update, taskId, today);
        if (row.taskId && isFinalStatus(row.status))
          await completeTaskWhenItemsDone(tx, { taskId: row.taskId, actorUserId: user.id, mail });
      });
      const row = await requireInventoryItem(db, lovedOneId, current.id);
      return c.json({ item: toItemView(row, team, viewer) });
    },
  )
  .delete('/:lovedOneId/items/:itemId', validate('param', itemParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { item } = await openItem(db, user.id, c.req.valid('param'), 'delete');
    await deleteInventoryItem(db, item.id);
    return c.body(null, 204);
  })
  // The hubs' letter for the item, filled in, as text to copy or save.
  .get(
    '/:lovedOneId/items/:itemId/letter',
    validate('param', itemParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { item } = await openItem(db, user.id, c.req.valid('param'), 'read');
      const letter = await prepareItemLetter(db, user.id, item, todayIn(c.req.valid('query').timeZone));
      c.header('Cache-Control', 'private, no-store');
      return c.json({ letter });
    },
  )
  .get(
    '/:lovedOneId/items/:itemId/letter.pdf',
    validate('param', itemParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { item } = await openItem(db, user.id, c.req.valid('param'), 'read');
      const letter = await prepareItemLetter(db, user.id, item, todayIn(c.req.valid('query').timeZone));
      const pdf = await renderLetterPdf(letter.title, letter.text);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', attachmentHeader(templateFileName(letter.title, 'pdf')));
      c.header('Cache-Control', 'private, no-store');
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200);
    },
  )
  .get('/:lovedOneId/totals', validate('param', lovedOneParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { lovedOneId } = await openInventory(db, user.id, c.req.valid('param').lovedOneId);
    const [items, expenses] = await Promise.all([
      listInventoryItems(db, lovedOneId),
      listExpenses(db, lovedOneId),
    ]);
    return c.json({ inventory: sumInventory(items), expenses: sumExpenses(expenses) });
  })
  .get('/:lovedOneId/expenses', validate('param', lovedOneParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { lovedOneId, team, viewer } = await openInventory(db, user.id, c.req.valid('param').lovedOneId);
    const rows = await listExpenses(db, lovedOneId);
    return c.json({
      expenses: rows.map((row) => toExpenseView(row, team, viewer)),
      totals: sumExpenses(rows),
      team,
      role: viewer.role,
    });
  })
  .post(
    '/:lovedOneId/expenses',
    validate('param', lovedOneParam),
    validate('json', expenseSchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { lovedOneId, team, viewer } = await openInventory(db, user.id, c.req.valid('param').lovedOneId);
      const expense = c.req.valid('json');
      const paidByUserId = expense.paidByUserId ?? user.id;
      if (viewer.role !== 'admin') {
        if (paidByUserId !== user.id) throw new AppError('FORBIDDEN', PAID_BY_SELF_MESSAGE);
        if (expense.reimbursed) throw new AppError('FORBIDDEN', INVENTORY_MESSAGES.reimburseOnlyAdmin);
      }
      assertAssignable(paidByUserId, team);
      const row = await insertExpense(db, {
        lovedOneId,
        createdByUserId: user.id,
        expense: { ...expense, paidByUserId },
      });
      return c.json({ expense: toExpenseView(row, team, viewer) }, 201);
    },
  )
  .patch(
    '/:lovedOneId/expenses/:expenseId',
    validate('param', expenseParam),
    validate('json', expenseUpdateSchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { team, viewer, expense: current } = await openExpense(db, user.id, c.req.valid('param'), 'edit');
      const update = c.req.valid('json');
      if (viewer.role !== 'admin') {
        if (update.reimbursed !== undefined && update.reimbursed !== current.reimbursed)
          throw new AppError('FORBIDDEN', INVENTORY_MESSAGES.reimburseOnlyAdmin);
        if (update.paidByUserId && update.paidByUserId !== user.id)
          throw new AppError('FORBIDDEN', PAID_BY_SELF_MESSAGE);
      }
      // Blank "paid by" on an update keeps the payer rather than losing who paid.
      const { paidByUserId, ...rest } = update;
      if (paidByUserId) assertAssignable(paidByUserId, team);
      const row = await updateExpense(db, current.id, paidByUserId ? update : rest);
      return c.json({ expense: toExpenseView(row, team, viewer) });
    },
  )
  .delete('/:lovedOneId/expenses/:expenseId', validate('param', expenseParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { expense } = await openExpense(db, user.id, c.req.valid('param'), 'edit');
    await deleteExpenseRow(db, expense.id);
    await deleteFilesAfterCommit(c.get('deps'), [expense.receiptKey]);
    return c.body(null, 204);
  })
  // A receipt must be a PDF, JPEG or PNG by its bytes, at most 10 MB; a new one replaces the old.
  .put(
    '/:lovedOneId/expenses/:expenseId/receipt',
    validate('param', expenseParam),
    uploadBodyLimit(),
    async (c) => {
      const user = requireUser(c);
      const { db, storage } = c.get('deps');
      const opened = await openExpense(db, user.id, c.req.valid('param'), 'edit');
      const { lovedOneId, team, viewer, expense } = opened;
      const { file } = await readMultipartForm(c, 'file');
      if (!file) throw new AppError('VALIDATION_FAILED', NO_RECEIPT_MESSAGE);
      const contentType = await checkTaskDocument(file);
      const key = receiptKeyFor(lovedOneId, expense.id);
      await storage.put(key, file.bytes, contentType);
      await setExpenseReceipt(db, expense.id, { key, contentType, fileName: file.name });
      const updated = await requireExpense(db, lovedOneId, expense.id);
      return c.json({ expense: toExpenseView(updated, team, viewer) });
    },
  )
  // Streamed after the access check: a receipt has no public address.
  .get('/:lovedOneId/expenses/:expenseId/receipt', validate('param', expenseParam), async (c) => {
    const user = requireUser(c);
    const { db, storage } = c.get('deps');
    const { expense } = await openExpense(db, user.id, c.req.valid('param'), 'read');
    const stored = expense.receiptKey ? await storage.get(expense.receiptKey) : null;
    if (!stored || !expense.receiptContentType) throw new AppError('NOT_FOUND', 'Receipt not found');
    c.header('Content-Type', expense.receiptContentType);
    c.header('Content-Disposition', attachmentHeader(expense.receiptFileName ?? 'receipt'));
    c.header('Cache-Control', 'private, no-store');
    return c.body(stored.body as Uint8Array<ArrayBuffer>, 200);
  })
  .get('/:lovedOneId/expenses.csv', validate('param', lovedOneParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { lovedOneId, team, viewer } = await openInventory(db, user.id, c.req.valid('param').lovedOneId);
    const rows = await listExpenses(db, lovedOneId);
    const csv = buildExpensesCsv(rows.map((row) => toExpenseView(row, team, viewer)));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="executor-expenses.csv"');
    c.header('Cache-Control', 'private, no-store');
    return c.body(csv, 200);
  });
