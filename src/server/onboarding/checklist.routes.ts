import { Hono } from 'hono';
import { z } from 'zod';
import { checklistSummary } from '#shared/checklist/checklist-summary.ts';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import type { AppEnv } from '../app-env.ts';
import { enforceRateLimit, requireUser, validate } from '../infra/http.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { emailChecklist } from './email-checklist.ts';
import { checklistFileName, listChecklist } from './list-checklist.ts';
import { renderChecklistIcs } from './render-checklist-ics.ts';
import { renderChecklistPdf } from './render-checklist-pdf.ts';

const lovedOneParam = z.object({ lovedOneId: z.string().max(64) });

/** Email to me sends to one's own address only, but a loop of clicks must not flood a mailbox. */
export const CHECKLIST_EMAIL_RULE = { name: 'checklist_email', points: 5, windowSeconds: 60 * 60 } as const;
export const CHECKLIST_EMAIL_MESSAGES = {
  rateLimited: 'Too many emails. Please try again later.',
} as const;

const download = (fileName: string, contentType: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'private, no-store',
});

// Everyone on the loved one's team can see the checklist, so all of them may take it away.
export const checklistRoutes = new Hono<AppEnv>()
  // The completion view: progress and the category cards.
  .get('/:lovedOneId/checklist', validate('param', lovedOneParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId);
    const checklist = await listChecklist(db, row.id, user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      lovedOne: checklist.lovedOne,
      total: checklist.total,
      completed: checklist.completed,
      categories: checklistSummary(checklist.groups.flatMap((group) => group.tasks)),
    });
  })
  .get(
    '/:lovedOneId/checklist.pdf',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId);
      const checklist = await listChecklist(db, row.id, user.id);
      const pdf = await renderChecklistPdf(checklist, { today: todayIn(c.req.valid('query').timeZone) });
      return c.body(
        pdf as Uint8Array<ArrayBuffer>,
        200,
        download(checklistFileName(checklist, 'pdf'), 'application/pdf'),
      );
    },
  )
  .get('/:lovedOneId/checklist.ics', validate('param', lovedOneParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId);
    const checklist = await listChecklist(db, row.id, user.id);
    return c.body(
      renderChecklistIcs(checklist),
      200,
      download(checklistFileName(checklist, 'ics'), 'text/calendar; charset=utf-8'),
    );
  })
  // Email to me: always to the signed-in user's own address, never to one the request names.
  .post('/:lovedOneId/checklist/email', validate('param', lovedOneParam), async (c) => {
    const user = requireUser(c);
    const { db, config } = c.get('deps');
    const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId);
    await enforceRateLimit(c, CHECKLIST_EMAIL_RULE, user.id, CHECKLIST_EMAIL_MESSAGES.rateLimited);
    await emailChecklist(db, { lovedOneId: row.id, userId: user.id, to: user.email, appUrl: config.appUrl });
    return c.json({ sentTo: user.email }, 202);
  });
