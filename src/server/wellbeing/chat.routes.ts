import { Hono } from 'hono';
import { z } from 'zod';
import { chatMessageSchema } from '../../shared/wellbeing/moods.ts';
import { OFFLINE_COMPANION_INTRO } from '../../shared/wellbeing/offline-companion.ts';
import type { AppEnv } from '../app-env.ts';
import { requireUser, validate } from '../infra/http.ts';
import { listConversations } from './chat.repository.ts';
import { checkChatRateLimit } from './chat-rate-limits.ts';
import { deleteConversation } from './delete-conversation.ts';
import { openConversation } from './open-conversation.ts';
import { privateTextOf } from './private-text-for-request.ts';
import { retryChatAnswer } from './retry-chat-answer.ts';
import { sendChatMessage } from './send-chat-message.ts';
import { streamChatAnswer } from './stream-chat-answer.ts';
import { idParamSchema } from './wellbeing-params.ts';

const sendSchema = chatMessageSchema.extend({ conversationId: z.string().max(64).nullish() });

/** /api/chat — the person's own support conversations. Nobody else can list or open them. */
export const chatRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    requireUser(c);
    const { llm } = c.get('deps').config;
    return c.json({
      answeredBy: llm ? ('model' as const) : ('offline' as const),
      offlineIntro: OFFLINE_COMPANION_INTRO,
    });
  })
  .get('/conversations', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      conversations: await listConversations(c.get('deps').db, user.id, privateTextOf(c, user.id)),
    });
  })
  .get('/conversations/:id', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const opened = await openConversation(c.get('deps').db, user.id, id, privateTextOf(c, user.id));
    c.header('Cache-Control', 'private, no-store');
    return c.json(opened);
  })
  .delete('/conversations/:id', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    await deleteConversation(c.get('deps').db, user.id, c.req.valid('param').id);
    return c.json({ ok: true as const });
  })
  // Stores the message, then streams the answer as Server-Sent Events (see ChatStreamEvent).
  .post('/messages', validate('json', sendSchema), async (c) => {
    const user = requireUser(c);
    const pending = await sendChatMessage(c.get('deps'), {
      ...c.req.valid('json'),
      userId: user.id,
      text: privateTextOf(c, user.id),
      checkRateLimit: (crisisLevel) => checkChatRateLimit(c, user.id, crisisLevel),
    });
    return streamChatAnswer(c, pending);
  })
  .post('/conversations/:id/retry', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const pending = await retryChatAnswer(c.get('deps').db, {
      userId: user.id,
      conversationId: c.req.valid('param').id,
      text: privateTextOf(c, user.id),
      checkRateLimit: (crisisLevel) => checkChatRateLimit(c, user.id, crisisLevel),
    });
    return streamChatAnswer(c, pending);
  });
