import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { CHAT_TEXTS } from '../../shared/wellbeing/chat-texts.ts';
import { CRISIS_CONTEXT_MESSAGES, detectConversationCrisis } from '../../shared/wellbeing/crisis-context.ts';
import { type CrisisLevel, higherLevel, isAtLeast } from '../../shared/wellbeing/crisis-detection.ts';
import { chatMessageSchema } from '../../shared/wellbeing/moods.ts';
import { OFFLINE_COMPANION_INTRO } from '../../shared/wellbeing/offline-companion.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { enforceRateLimit, requireUser, validate } from '../infra/http.ts';
import {
  addMessage,
  type ChatMessageView,
  createConversation,
  deleteConversation,
  findOwnConversation,
  listConversations,
  listMessages,
  raiseMessageCrisisLevel,
} from './chat.repository.ts';
import { CHAT_MESSAGE_RULE } from './chat-rate-limits.ts';
import { answererFor, sendEvent, streamReply } from './chat-reply.ts';
import { countCrisisDetection } from './crisis-counts.ts';
import { askModelForCrisisLevel } from './crisis-second-opinion.ts';
import { privateTextOf } from './private-text-for-request.ts';
import { idParamSchema } from './wellbeing-params.ts';

const sendSchema = chatMessageSchema.extend({ conversationId: z.string().max(64).nullish() });

/**
 * Counts the message against the per-user limit. Over the limit, a crisis message is still
 * answered (by the built-in companion, with the crisis card): a limit must never stand between
 * a person and the crisis numbers.
 */
async function checkRateLimit(
  c: Context<AppEnv>,
  userId: string,
  crisisLevel: CrisisLevel,
): Promise<boolean> {
  try {
    await enforceRateLimit(c, CHAT_MESSAGE_RULE, userId, CHAT_TEXTS.rateLimited);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED' && isAtLeast(crisisLevel, 'crisis')) {
      return true;
    }
    throw error;
  }
}

/** Streams the answer to the conversation's last user message, crisis card first. */
function answer(
  c: Context<AppEnv>,
  options: {
    userId: string;
    conversationId: string;
    /** The conversation so far, ending with the message to answer (the callers have just read it). */
    history: ChatMessageView[];
    /** The level stored with the message: the rules' level for a new one. */
    crisisLevel: CrisisLevel;
    forceOffline: boolean;
    /**
     * A new message's second opinion, asked while the message was stored: it can only raise the
     * level, and the day's count is taken once the level is settled. Absent on a retry.
     */
    secondOpinion?: Promise<CrisisLevel>;
  },
) {
  const { db, config, logger } = c.get('deps');
  const text = privateTextOf(c, options.userId);
  const userMessageId = options.history.at(-1)?.id ?? '';
  c.header('Cache-Control', 'private, no-store');
  // Reverse proxies (nginx) would otherwise hold the answer back until it is complete.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    await sendEvent(stream, {
      event: 'start',
      data: {
        conversationId: options.conversationId,
        userMessageId,
        answeredBy: answererFor(config, options.forceOffline),
      },
    });
    // The rules' card goes out at once; the model's opinion, if higher, replaces it before any reply.
    if (options.crisisLevel !== 'none') {
      await sendEvent(stream, { event: 'crisis', data: { level: options.crisisLevel } });
    }
    let crisisLevel = options.crisisLevel;
    if (options.secondOpinion) {
      crisisLevel = higherLevel(crisisLevel, await options.secondOpinion);
      if (crisisLevel !== 'none' && crisisLevel !== options.crisisLevel) {
        await sendEvent(stream, { event: 'crisis', data: { level: crisisLevel } });
        await raiseMessageCrisisLevel(db, userMessageId, crisisLevel);
      }
      // A count for the day and nothing else: not who, not why, not the words (decision 033).
      if (crisisLevel !== 'none') await countCrisisDetection(db);
    }
    await streamReply(stream, {
      db,
      config,
      logger,
      text,
      userId: options.userId,
      conversationId: options.conversationId,
      history: options.history.map((message) => ({ role: message.role, content: message.content })),
      crisisLevel,
      forceOffline: options.forceOffline,
      signal: abort.signal,
    });
  });
}

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
    const { db } = c.get('deps');
    const conversation = await findOwnConversation(db, user.id, c.req.valid('param').id);
    const text = privateTextOf(c, user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      conversation: { id: conversation.id, title: text.open('chat.title', conversation.titleCiphertext) },
      messages: await listMessages(db, user.id, conversation.id, text),
    });
  })
  .delete('/conversations/:id', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    await deleteConversation(c.get('deps').db, user.id, c.req.valid('param').id);
    return c.json({ ok: true as const });
  })
  // Stores the message, then streams the answer as Server-Sent Events (see ChatStreamEvent).
  .post('/messages', validate('json', sendSchema), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { content, conversationId } = c.req.valid('json');
    const text = privateTextOf(c, user.id);
    const existing = conversationId ? await findOwnConversation(db, user.id, conversationId) : null;
    // The check runs here, on every message, whichever provider answers, and reads the person's
    // recent messages with it: risk builds across a conversation.
    const earlier = existing ? await listMessages(db, user.id, existing.id, text) : [];
    const recent = [
      ...earlier.filter((message) => message.role === 'user').map((message) => message.content),
      content,
    ].slice(-CRISIS_CONTEXT_MESSAGES);
    const rules = detectConversationCrisis(recent);
    const forceOffline = await checkRateLimit(c, user.id, rules.level);
    // With a model configured, it gives a second opinion, asked now and in parallel with storing the
    // message and sending the rules' card; the higher level wins, and a model that fails or answers
    // nonsense counts as 'none', so it never lowers what the rules found. Nothing is higher than an
    // emergency, so then the model is not asked.
    const { config, logger } = c.get('deps');
    const secondOpinion: Promise<CrisisLevel> =
      config.llm && !forceOffline && rules.level !== 'emergency'
        ? askModelForCrisisLevel(config.llm, recent, logger)
        : Promise.resolve('none');
    const conversation = existing ?? (await createConversation(db, user.id, content, text));
    const userMessage = await addMessage(
      db,
      {
        userId: user.id,
        conversationId: conversation.id,
        role: 'user',
        content,
        crisisLevel: rules.level,
        answeredBy: null,
      },
      text,
    );
    return answer(c, {
      userId: user.id,
      conversationId: conversation.id,
      history: [...earlier, userMessage],
      crisisLevel: rules.level,
      forceOffline,
      secondOpinion,
    });
  })
  // Answers the last message again after "Sorry — I couldn't answer just now".
  .post('/conversations/:id/retry', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const conversation = await findOwnConversation(db, user.id, c.req.valid('param').id);
    const messages = await listMessages(db, user.id, conversation.id, privateTextOf(c, user.id));
    const last = messages.at(-1);
    if (last?.role !== 'user') {
      throw new AppError('CONFLICT', 'This conversation has already been answered');
    }
    const forceOffline = await checkRateLimit(c, user.id, last.crisisLevel);
    return answer(c, {
      userId: user.id,
      conversationId: conversation.id,
      history: messages,
      crisisLevel: last.crisisLevel,
      forceOffline,
    });
  });
