import { Hono } from 'hono';
import { z } from 'zod';
import {
  OBITUARY_MESSAGES,
  obituaryAnswersSchema,
  saveObituarySchema,
} from '#shared/obituary/obituary-answers.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { enforceRateLimit, requireUser, validate } from '../infra/http.ts';
import { OBITUARY_DRAFT_RULE } from './obituary-rate-limits.ts';
import { readObituaryStart } from './read-obituary-start.ts';
import { requireObituaryWriter } from './require-obituary-writer.ts';
import { saveObituary } from './save-obituary.ts';
import { streamObituaryDraft } from './stream-obituary-draft.ts';

const lovedOneParam = z.object({ lovedOneId: z.string().max(64) });

/**
 * /api/obituary/:lovedOneId: the Obituary Writer. The obituary is part of the profile, so only the
 * loved one's admin may use it: a team member is told so (403), anyone else finds nothing (404).
 * Someone's own plans have none (422).
 */
export const obituaryRoutes = new Hono<AppEnv>()
  .get('/:lovedOneId', validate('param', lovedOneParam), async (c) => {
    const { db, config } = c.get('deps');
    const { row } = await requireObituaryWriter(db, requireUser(c).id, c.req.valid('param').lovedOneId);
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await readObituaryStart(db, config, row));
  })
  // Only with a model configured: without one, the page writes the draft itself from the same answers.
  .post(
    '/:lovedOneId/draft',
    validate('param', lovedOneParam),
    validate('json', obituaryAnswersSchema),
    async (c) => {
      const user = requireUser(c);
      const { db, config } = c.get('deps');
      await requireObituaryWriter(db, user.id, c.req.valid('param').lovedOneId);
      if (!config.llm) throw new AppError('CONFLICT', OBITUARY_MESSAGES.couldNotWrite);
      await enforceRateLimit(c, OBITUARY_DRAFT_RULE, user.id, OBITUARY_MESSAGES.rateLimited);
      return streamObituaryDraft(c, config.llm, c.req.valid('json'));
    },
  )
  .put('/:lovedOneId', validate('param', lovedOneParam), validate('json', saveObituarySchema), async (c) => {
    const { db } = c.get('deps');
    const { row } = await requireObituaryWriter(db, requireUser(c).id, c.req.valid('param').lovedOneId);
    return c.json({ saved: await saveObituary(db, row.id, c.req.valid('json')) });
  });
