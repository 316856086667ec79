import { Hono } from 'hono';
import { z } from 'zod';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { fillTemplate, templateFileName } from '#shared/hubs/fill-template.ts';
import { LETTER_TEMPLATES } from '#shared/hubs/letter-templates.ts';
import { letterValues } from '#shared/hubs/letter-values.ts';
import type { AppEnv } from '../app-env.ts';
import { notFound } from '../infra/app-error.ts';
import { requireUser, validate } from '../infra/http.ts';
import { findHubContext, findLetterContext } from './find-hub-context.ts';
import { renderLetterPdf } from './render-letter-pdf.ts';

const contextParam = z.object({ lovedOneId: z.string().max(64) });
const templateParam = z.object({
  lovedOneId: z.string().max(64),
  templateFile: z.string().max(80),
});

export const hubsRoutes = new Hono<AppEnv>()
  // The loved one's details and the user's own, for the hub pages and their letter templates.
  .get('/:lovedOneId/context', validate('param', contextParam), async (c) => {
    const user = requireUser(c);
    const context = await findHubContext(c.get('deps').db, user.id, c.req.valid('param').lovedOneId);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ context });
  })
  // A letter filled in on the server, as a PDF; the same access rule as the context.
  .get(
    '/:lovedOneId/templates/:templateFile{[a-z0-9-]+\\.pdf}',
    validate('param', templateParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const user = requireUser(c);
      const { lovedOneId, templateFile } = c.req.valid('param');
      const context = await findLetterContext(c.get('deps').db, user.id, lovedOneId);
      const templateId = templateFile.slice(0, -'.pdf'.length);
      const template = LETTER_TEMPLATES.find((item) => item.id === templateId);
      if (!template) throw notFound('Template not found');
      const today = todayIn(c.req.valid('query').timeZone);
      const pdf = await renderLetterPdf(
        template.title,
        fillTemplate(template.body, letterValues(context, today)),
      );
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${templateFileName(template.title, 'pdf')}"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200);
    },
  );
