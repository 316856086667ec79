import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type CrisisLevel, higherLevel } from '../../shared/wellbeing/crisis-detection.ts';
import type { AppEnv } from '../app-env.ts';
import { type ChatMessageView, raiseMessageCrisisLevel } from './chat.repository.ts';
import { answererFor, sendEvent, streamReply } from './chat-reply.ts';
import { countCrisisDetection } from './crisis-counts.ts';
import { privateTextOf } from './private-text-for-request.ts';

/** A stored user message waiting for its answer. */
export type PendingAnswer = {
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
};

/** Streams the answer to the conversation's last user message as Server-Sent Events, crisis card first. */
export function streamChatAnswer(c: Context<AppEnv>, pending: PendingAnswer) {
  const { db, config, logger } = c.get('deps');
  const text = privateTextOf(c, pending.userId);
  const userMessageId = pending.history.at(-1)?.id ?? '';
  c.header('Cache-Control', 'private, no-store');
  // Reverse proxies (nginx) would otherwise hold the answer back until it is complete.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    await sendEvent(stream, {
      event: 'start',
      data: {
        conversationId: pending.conversationId,
        userMessageId,
        answeredBy: answererFor(config, pending.forceOffline),
      },
    });
    // The rules' card goes out at once; the model's opinion, if higher, replaces it before any reply.
    if (pending.crisisLevel !== 'none') {
      await sendEvent(stream, { event: 'crisis', data: { level: pending.crisisLevel } });
    }
    let crisisLevel = pending.crisisLevel;
    if (pending.secondOpinion) {
      crisisLevel = higherLevel(crisisLevel, await pending.secondOpinion);
      if (crisisLevel !== 'none' && crisisLevel !== pending.crisisLevel) {
        await sendEvent(stream, { event: 'crisis', data: { level: crisisLevel } });
        await raiseMessageCrisisLevel(db, userMessageId, crisisLevel, text);
      }
      // A count for the day and nothing else: not who, not why, not the words (decision 033).
      if (crisisLevel !== 'none') await countCrisisDetection(db);
    }
    await streamReply(stream, {
      db,
      config,
      logger,
      text,
      userId: pending.userId,
      conversationId: pending.conversationId,
      history: pending.history.map((message) => ({ role: message.role, content: message.content })),
      answering: userMessageId,
      crisisLevel,
      forceOffline: pending.forceOffline,
      signal: abort.signal,
    });
  });
}
