import type { SSEStreamingApi } from 'hono/streaming';
import { CHAT_TEXTS, type ChatStreamEvent } from '../../shared/wellbeing/chat-texts.ts';
import { type CrisisLevel, isAtLeast } from '../../shared/wellbeing/crisis-detection.ts';
import { type ChatTurn, offlineCompanionReply } from '../../shared/wellbeing/offline-companion.ts';
import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import type { Logger } from '../infra/logger.ts';
import { addAnswer } from './chat.repository.ts';
import { streamModelReply } from './chat-provider.ts';
import type { PrivateText } from './private-text-cipher.ts';

const OFFLINE_ANSWERER = 'offline';

export async function sendEvent(stream: SSEStreamingApi, { event, data }: ChatStreamEvent) {
  await stream.writeSSE({ event, data: JSON.stringify(data) });
}

/** The offline companion's reply, sent in word-sized pieces so the page has one way to render. */
async function* offlineChunks(reply: string): AsyncIterable<string> {
  for (const piece of reply.match(/\S+\s*|\s+/g) ?? []) yield piece;
}

type ReplyContext = {
  db: Db;
  config: Config;
  logger: Logger;
  text: PrivateText;
  userId: string;
  conversationId: string;
  /** Every message so far, ending with the user's message being answered. */
  history: readonly ChatTurn[];
  /** The id of that message. */
  answering: string;
  crisisLevel: CrisisLevel;
  /** Over the rate limit in a crisis: answer from the built-in companion, never the model. */
  forceOffline: boolean;
  signal: AbortSignal;
};

export const answererFor = (config: Config, forceOffline: boolean) =>
  config.llm && !forceOffline ? config.llm.model : OFFLINE_ANSWERER;

/**
 * Streams the assistant's answer and stores it once complete. The crisis card has already been
 * sent by the caller. If the model fails before or during its answer, the person sees the
 * "couldn't answer" state; in a crisis they get the built-in companion's crisis reply instead,
 * because a safety answer must not depend on a third party being up.
 */
export async function streamReply(stream: SSEStreamingApi, context: ReplyContext): Promise<void> {
  const { config, history, crisisLevel, signal } = context;
  const answeredBy = answererFor(config, context.forceOffline);
  const lastUserMessage = history.at(-1)?.content ?? '';
  const offline = () =>
    offlineCompanionReply({ message: lastUserMessage, history: history.slice(0, -1) }).text;

  let written = '';
  let source = answeredBy;
  try {
    const chunks =
      answeredBy === OFFLINE_ANSWERER || !config.llm
        ? offlineChunks(offline())
        : streamModelReply({ llm: config.llm, history, crisisLevel, abortSignal: signal });
    for await (const chunk of chunks) {
      written += chunk;
      await sendEvent(stream, { event: 'delta', data: { text: chunk } });
    }
    if (!written.trim()) throw new Error('The model sent an empty answer');
  } catch (error) {
    context.logger.warn({ err: (error as Error).message }, 'support chat: the model could not answer');
    if (signal.aborted) return;
    if (isAtLeast(crisisLevel, 'crisis') && !written) {
      source = OFFLINE_ANSWERER;
      for await (const chunk of offlineChunks(offline())) {
        written += chunk;
        await sendEvent(stream, { event: 'delta', data: { text: chunk } });
      }
    } else {
      await sendEvent(stream, { event: 'error', data: { message: CHAT_TEXTS.couldNotAnswer } });
      return;
    }
  }
  const message = await addAnswer(
    context.db,
    {
      userId: context.userId,
      conversationId: context.conversationId,
      answering: context.answering,
      content: written,
      crisisLevel,
      answeredBy: source,
    },
    context.text,
  );
  await sendEvent(stream, { event: 'done', data: { messageId: message.id } });
}
