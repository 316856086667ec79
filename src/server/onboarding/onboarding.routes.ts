import { Hono } from 'hono';
import { z } from 'zod';
import { timeZoneQuerySchema } from '#shared/dashboard/today-query.ts';
import { latestTodayOnEarth, todayIn } from '#shared/dates/time-zones.ts';
import {
  onboardingAnswersSchema,
  onboardingAnswersSchemaFor,
} from '#shared/onboarding/onboarding-answers.ts';
import { ONBOARDING_PATHS } from '#shared/onboarding/questions.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { parseOrThrow, requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { listAccessibleLovedOneIds } from '../loved-ones/loved-one-access.ts';
import { answerChatQuestion } from './answer-chat-question.ts';
import { deleteChatAnswers } from './chat-answers.repository.ts';
import { createFromAnswers } from './create-from-answers.ts';
import { findSavedAnswers } from './find-saved-answers.ts';
import { CHECKLIST_CHANGES_UNCONFIRMED, finishChat, previewChatFinish } from './finish-chat.ts';
import { getChatProgress } from './get-chat-progress.ts';
import { previewAnswers } from './preview-answers.ts';
import { seedChecklistIfReady } from './seed-checklist.ts';
import { updateAnswers } from './update-answers.ts';

const setupBody = z.object({ path: z.enum(ONBOARDING_PATHS), answers: onboardingAnswersSchema });
const answersBody = z.object({ answers: onboardingAnswersSchema });
const chatAnswerParam = z.object({ questionKey: z.string().max(64) });
const chatAnswerBody = z.object({ answer: z.unknown() });
const lovedOneParam = z.object({ lovedOneId: z.string().max(64) });
// A checklist made before changes only with the tasks the person saw listed for removal.
const confirmation = z.object({ removeTaskIds: z.array(z.string().max(64)).max(500) });
const finishChatBody = z.object({ confirm: confirmation.optional() });
const confirmedAnswersBody = answersBody.extend({ confirm: confirmation.optional() });

// The body's shape is checked by validate(); the date of death is checked again against the
// latest "today" on Earth, so nobody's real today is refused and no future date is accepted.
const checkAnswersDated = (answers: unknown) =>
  parseOrThrow(onboardingAnswersSchemaFor(latestTodayOnEarth()), answers);

export const onboardingRoutes = new Hono<AppEnv>()
  // Whether the path choice should step aside for the dashboard (owned or by access grant).
  .get('/status', async (c) => {
    const user = requireUser(c);
    const ids = await listAccessibleLovedOneIds(c.get('deps').db, user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ hasLovedOne: ids.length > 0 });
  })
  // The setup dialog's Continue: loved one, answers and checklist, all or nothing.
  .post('/setup', validate('query', timeZoneQuerySchema), validate('json', setupBody), async (c) => {
    const user = requireUser(c);
    const { path, answers } = c.req.valid('json');
    const created = await createFromAnswers(c.get('deps').db, user.id, {
      path,
      answers: checkAnswersDated(answers),
      today: todayIn(c.req.valid('query').timeZone),
      source: 'setup',
      submissionKey: submissionKeyOf(c),
    });
    return c.json(created, 201);
  })
  .get('/chat', async (c) => {
    const user = requireUser(c);
    const progress = await getChatProgress(c.get('deps').db, user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(progress);
  })
  .put(
    '/chat/answers/:questionKey',
    validate('param', chatAnswerParam),
    validate('json', chatAnswerBody),
    async (c) => {
      const user = requireUser(c);
      const { questionKey } = c.req.valid('param');
      const { answer } = c.req.valid('json');
      return c.json(await answerChatQuestion(c.get('deps').db, user.id, questionKey, answer));
    },
  )
  // Start over: the saved chat answers go; a checklist already made stays until the person confirms
  // the changes their new answers would make (see /chat/finish/preview).
  .delete('/chat/answers', async (c) => {
    const user = requireUser(c);
    await deleteChatAnswers(c.get('deps').db, user.id);
    return c.json({ deleted: true });
  })
  // What finishing would change in a checklist the chat made before; nothing is written.
  .post('/chat/finish/preview', validate('query', timeZoneQuerySchema), async (c) => {
    const user = requireUser(c);
    const today = todayIn(c.req.valid('query').timeZone);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await previewChatFinish(c.get('deps').db, user.id, today));
  })
  .post(
    '/chat/finish',
    validate('query', timeZoneQuerySchema),
    validate('json', finishChatBody),
    async (c) => {
      const user = requireUser(c);
      const today = todayIn(c.req.valid('query').timeZone);
      const result = await finishChat(c.get('deps').db, user.id, today, c.req.valid('json').confirm);
      return c.json(result, result.isNew ? 201 : 200);
    },
  )
  // The saved answers, to prefill re-personalising. Admin only: answers are the admin's own.
  .get('/loved-ones/:lovedOneId/answers', validate('param', lovedOneParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId, 'personalise');
    const saved = await findSavedAnswers(db, row);
    c.header('Cache-Control', 'private, no-store');
    return c.json(saved);
  })
  // What new answers would change in the checklist, for the person to confirm; nothing is written.
  .post(
    '/loved-ones/:lovedOneId/answers/preview',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    validate('json', answersBody),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId, 'personalise');
      const answers = checkAnswersDated(c.req.valid('json').answers);
      const preview = await previewAnswers(db, row, answers, todayIn(c.req.valid('query').timeZone));
      c.header('Cache-Control', 'private, no-store');
      return c.json(preview);
    },
  )
  // Re-personalise from the tasks tab: new answers, applied only as confirmed from the preview —
  // only the untouched generated tasks the person saw listed are removed.
  .put(
    '/loved-ones/:lovedOneId/answers',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    validate('json', confirmedAnswersBody),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId, 'personalise');
      const { answers, confirm } = c.req.valid('json');
      if (!confirm) throw new AppError('CONFLICT', CHECKLIST_CHANGES_UNCONFIRMED);
      const submission = {
        path: row.kind,
        answers: checkAnswersDated(answers),
        today: todayIn(c.req.valid('query').timeZone),
        source: 'setup' as const,
      };
      const result = await updateAnswers(db, user.id, row.id, submission, new Set(confirm.removeTaskIds));
      return c.json(result);
    },
  )
  // Auto-seeding, asked for by the tasks tab: anyone on the team may trigger it, it is idempotent.
  .post(
    '/loved-ones/:lovedOneId/seed',
    validate('param', lovedOneParam),
    validate('query', timeZoneQuerySchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.get('deps');
      const { row } = await requireLovedOne(db, user.id, c.req.valid('param').lovedOneId);
      const outcome = await seedChecklistIfReady(db, row.id, todayIn(c.req.valid('query').timeZone));
      return c.json({ outcome });
    },
  );
