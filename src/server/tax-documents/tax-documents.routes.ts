import { Hono } from 'hono';
import { z } from 'zod';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { addedTaxDocumentSchema, taxDocumentStatusSchema } from '#shared/tax-documents/tax-documents.ts';
import type { AppEnv } from '../app-env.ts';
import { sendPrivateFile } from '../infra/attachment-header.ts';
import { requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { readMultipartForm, uploadBodyLimit } from '../infra/uploaded-file.ts';
import { addTaxDocument, removeTaxDocument } from './add-tax-document.ts';
import { attachTaxDocumentFile } from './attach-tax-document-file.ts';
import { buildTaxPacket } from './build-tax-packet.ts';
import { listTaxDocuments } from './list-tax-documents.ts';
import { readTaxDocumentFile } from './read-tax-document-file.ts';
import { removeTaxDocumentFile } from './remove-tax-document-file.ts';
import { setTaxDocumentStatus } from './set-tax-document-status.ts';

const lovedOneParam = z.object({ lovedOneId: z.string().max(64) });
const documentParam = lovedOneParam.extend({ documentKey: z.string().min(1).max(128) });
// A change to a kept copy names the copy its sender saw (file.id in the list), so one kept since is not
// lost unseen: a first copy names none, a removed copy is named, and a paper added by hand names the copy
// the page showed with it, if any.
const copyId = z.string().min(1).max(64);
const replacesQuery = z.object({ replaces: copyId.optional() });
const removesQuery = z.object({ removes: copyId });
const removesWithItQuery = z.object({ removes: copyId.optional() });

export const taxDocumentsRoutes = new Hono<AppEnv>()
  .get('/:lovedOneId', validate('param', lovedOneParam), async (c) => {
    const documents = await listTaxDocuments(
      c.get('deps').db,
      requireUser(c).id,
      c.req.valid('param').lovedOneId,
    );
    return c.json({ documents });
  })
  .get(
    '/:lovedOneId/packet.zip',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const packet = await buildTaxPacket(c.get('deps'), {
        userId: requireUser(c).id,
        lovedOneId: c.req.valid('param').lovedOneId,
        today: todayIn(c.req.valid('query').timeZone),
      });
      return sendPrivateFile(c, { ...packet, contentType: 'application/zip' });
    },
  )
  .post(
    '/:lovedOneId/added',
    validate('param', lovedOneParam),
    validate('json', addedTaxDocumentSchema),
    async (c) => {
      const document = await addTaxDocument(c.get('deps').db, {
        userId: requireUser(c).id,
        lovedOneId: c.req.valid('param').lovedOneId,
        document: c.req.valid('json'),
        submissionKey: submissionKeyOf(c),
      });
      return c.json({ document }, 201);
    },
  )
  .delete(
    '/:lovedOneId/:documentKey',
    validate('param', documentParam),
    validate('query', removesWithItQuery),
    async (c) => {
      await removeTaxDocument(c.get('deps'), {
        userId: requireUser(c).id,
        ...c.req.valid('param'),
        seenCopyId: c.req.valid('query').removes ?? null,
      });
      return c.body(null, 204);
    },
  )
  .put(
    '/:lovedOneId/:documentKey/status',
    validate('param', documentParam),
    validate('json', taxDocumentStatusSchema),
    async (c) => {
      const document = await setTaxDocumentStatus(c.get('deps').db, {
        userId: requireUser(c).id,
        ...c.req.valid('param'),
        status: c.req.valid('json').status,
      });
      return c.json({ document });
    },
  )
  .put(
    '/:lovedOneId/:documentKey/file',
    validate('param', documentParam),
    validate('query', replacesQuery),
    uploadBodyLimit(),
    async (c) => {
      const document = await attachTaxDocumentFile(c.get('deps'), {
        userId: requireUser(c).id,
        ...c.req.valid('param'),
        replacesCopyId: c.req.valid('query').replaces ?? null,
        readFile: async () => (await readMultipartForm(c, 'file')).file,
      });
      return c.json({ document });
    },
  )
  .delete(
    '/:lovedOneId/:documentKey/file',
    validate('param', documentParam),
    validate('query', removesQuery),
    async (c) => {
      const document = await removeTaxDocumentFile(c.get('deps'), {
        userId: requireUser(c).id,
        ...c.req.valid('param'),
        removesCopyId: c.req.valid('query').removes,
      });
      return c.json({ document });
    },
  )
  .get('/:lovedOneId/:documentKey/file', validate('param', documentParam), async (c) => {
    const file = await readTaxDocumentFile(c.get('deps'), {
      userId: requireUser(c).id,
      ...c.req.valid('param'),
    });
    return sendPrivateFile(c, file);
  });
