import { Hono } from 'hono';
import { z } from 'zod';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { assetPlanSchema } from '#shared/estate-accounting/asset-plans.ts';
import { heirSchema } from '#shared/estate-accounting/heirs.ts';
import { ledgerEntrySchema } from '#shared/estate-accounting/ledger.ts';
import { timeEntrySchema } from '#shared/estate-accounting/time-log.ts';
import type { AppEnv } from '../app-env.ts';
import { sendPrivateFile } from '../infra/attachment-header.ts';
import { requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { changeExecutorTime, logExecutorTime, removeExecutorTime } from './log-executor-time.ts';
import { addHeir, changeHeir, removeHeir } from './manage-heirs.ts';
import { planAsset } from './plan-asset.ts';
import { prepareAccountingReport } from './prepare-accounting-report.ts';
import { prepareInventoryReport } from './prepare-inventory-report.ts';
import { prepareLedgerCsv } from './prepare-ledger-csv.ts';
import { readEstateLedger } from './read-estate-ledger.ts';
import { changeLedgerEntry, recordLedgerEntry, removeLedgerEntry } from './record-ledger-entry.ts';

const lovedOneParam = z.object({ lovedOneId: z.string().max(64) });
const entryParam = lovedOneParam.extend({ entryId: z.string().uuid() });
const heirParam = lovedOneParam.extend({ heirId: z.string().uuid() });
const itemParam = lovedOneParam.extend({ itemId: z.string().uuid() });

export const estateAccountingRoutes = new Hono<AppEnv>()
  .get('/:lovedOneId/ledger', validate('param', lovedOneParam), async (c) => {
    return c.json(
      await readEstateLedger(c.get('deps').db, requireUser(c).id, c.req.valid('param').lovedOneId),
    );
  })
  .get(
    '/:lovedOneId/accounting.pdf',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const report = await prepareAccountingReport(c.get('deps').db, {
        userId: requireUser(c).id,
        lovedOneId: c.req.valid('param').lovedOneId,
        today: todayIn(c.req.valid('query').timeZone),
      });
      return sendPrivateFile(c, { ...report, contentType: 'application/pdf' });
    },
  )
  .get('/:lovedOneId/ledger.csv', validate('param', lovedOneParam), async (c) => {
    const file = await prepareLedgerCsv(c.get('deps').db, {
      userId: requireUser(c).id,
      lovedOneId: c.req.valid('param').lovedOneId,
    });
    return sendPrivateFile(c, { ...file, contentType: 'text/csv; charset=utf-8' });
  })
  .get(
    '/:lovedOneId/inventory.pdf',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const report = await prepareInventoryReport(c.get('deps').db, {
        userId: requireUser(c).id,
        lovedOneId: c.req.valid('param').lovedOneId,
        today: todayIn(c.req.valid('query').timeZone),
      });
      return sendPrivateFile(c, { ...report, contentType: 'application/pdf' });
    },
  )
  .post(
    '/:lovedOneId/ledger',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    validate('json', ledgerEntrySchema),
    async (c) => {
      const entry = await recordLedgerEntry(c.get('deps').db, {
        userId: requireUser(c).id,
        lovedOneId: c.req.valid('param').lovedOneId,
        today: todayIn(c.req.valid('query').timeZone),
        entry: c.req.valid('json'),
        submissionKey: submissionKeyOf(c),
      });
      return c.json({ entry }, 201);
    },
  )
  .put(
    '/:lovedOneId/ledger/:entryId',
    validate('param', entryParam),
    validate('query', timeZoneQuerySchema),
    validate('json', ledgerEntrySchema),
    async (c) => {
      await changeLedgerEntry(c.get('deps').db, {
        userId: requireUser(c).id,
        ...c.req.valid('param'),
        today: todayIn(c.req.valid('query').timeZone),
        entry: c.req.valid('json'),
      });
      return c.body(null, 204);
    },
  )
  .delete('/:lovedOneId/ledger/:entryId', validate('param', entryParam), async (c) => {
    await removeLedgerEntry(c.get('deps').db, { userId: requireUser(c).id, ...c.req.valid('param') });
    return c.body(null, 204);
  })
  .post('/:lovedOneId/heirs', validate('param', lovedOneParam), validate('json', heirSchema), async (c) => {
    const heir = await addHeir(c.get('deps').db, {
      userId: requireUser(c).id,
      lovedOneId: c.req.valid('param').lovedOneId,
      heir: c.req.valid('json'),
      submissionKey: submissionKeyOf(c),
    });
    return c.json({ heir }, 201);
  })
  .put(
    '/:lovedOneId/heirs/:heirId',
    validate('param', heirParam),
    validate('json', heirSchema),
    async (c) => {
      const heir = await changeHeir(c.get('deps').db, {
        userId: requireUser(c).id,
        ...c.req.valid('param'),
        heir: c.req.valid('json'),
      });
      return c.json({ heir });
    },
  )
  .delete('/:lovedOneId/heirs/:heirId', validate('param', heirParam), async (c) => {
    await removeHeir(c.get('deps').db, { userId: requireUser(c).id, ...c.req.valid('param') });
    return c.body(null, 204);
  })
  .put(
    '/:lovedOneId/assets/:itemId/plan',
    validate('param', itemParam),
    validate('json', assetPlanSchema),
    async (c) => {
      await planAsset(c.get('deps').db, {
        userId: requireUser(c).id,
        ...c.req.valid('param'),
        plan: c.req.valid('json'),
      });
      return c.body(null, 204);
    },
  )
  .post(
    '/:lovedOneId/time',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    validate('json', timeEntrySchema),
    async (c) => {
      const entry = await logExecutorTime(c.get('deps').db, {
        userId: requireUser(c).id,
        lovedOneId: c.req.valid('param').lovedOneId,
        today: todayIn(c.req.valid('query').timeZone),
        entry: c.req.valid('json'),
        submissionKey: submissionKeyOf(c),
      });
      return c.json({ entry }, 201);
    },
  )
  .put(
    '/:lovedOneId/time/:entryId',
    validate('param', entryParam),
    validate('query', timeZoneQuerySchema),
    validate('json', timeEntrySchema),
    async (c) => {
      await changeExecutorTime(c.get('deps').db, {
        userId: requireUser(c).id,
        ...c.req.valid('param'),
        today: todayIn(c.req.valid('query').timeZone),
        entry: c.req.valid('json'),
      });
      return c.body(null, 204);
    },
  )
  .delete('/:lovedOneId/time/:entryId', validate('param', entryParam), async (c) => {
    await removeExecutorTime(c.get('deps').db, { userId: requireUser(c).id, ...c.req.valid('param') });
    return c.body(null, 204);
  });
