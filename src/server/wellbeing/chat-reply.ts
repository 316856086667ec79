import type { SSEStreamingApi } from 'hono/streaming';
import { CHAT_TEXTS, type ChatStreamEvent } from '../../shared/wellbeing/chat-texts.ts';
import { STAND_IN_ANSWERER, tookOverAnswerer } from '../../shared/wellbeing/companion-stand-in.ts';
import { type CrisisLevel, isAtLeast } from '../../shared/wellbeing/crisis-detection.ts';
import { type ChatTurn, offlineCompanionReply } from '../../shared/wellbeing/offline-companion.ts';
import type { Db } from '../db/client.ts';
import type { Config } from '../env.ts';
import type { Logger } from '../infra/logger.ts';
import { addAnswer } from './chat.repository.ts';
import { streamModelReply } from './chat-provider.ts';
import { checkedSentences, UnsafeReplyError } from './checked-sentences.ts';
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
  /** Over the model's rate limit: the built-in companion stands in, and the model is not asked. */
  forceOffline: boolean;
  signal: AbortSignal;
};

/** Who answers: the model, the companion when there is no model, or the companion standing in for it. */
export const answererFor = (config: Config, forceOffline: boolean) => {
  if (!config.llm) return OFFLINE_ANSWERER;
  return forceOffline ? STAND_IN_ANSWERER : config.llm.model;
};

/**
 * Streams the assistant's answer and stores it once complete. The crisis card has already been sent by
 * the caller. The model's words reach the person only through the safety check (checked-sentences.ts).
 * The built-in companion answers instead when the check holds a sentence back, when the model fails
 * after part of its answer (after that part), and when it fails before any word at a message the crisis
 * card is shown for: a safety answer must not depend on a third party being up. It then says so first
 * (an 'answerer' event) and the answer is stored as the companion's taking over. Only an ordinary message
 * the model could not start on gets the "couldn't answer" state, with "Try again".
 */
export async function streamReply(stream: SSEStreamingApi, context: ReplyContext): Promise<void> {
  const { config, history, crisisLevel, signal } = context;
  const answeredBy = answererFor(config, context.forceOffline);
  const lastUserMessage = history.at(-1)?.content ?? '';
  const companionReply = () =>
    offlineCompanionReply({ message: lastUserMessage, history: history.slice(0, -1) }).text;

  let written = '';
  const sendPieces = async (pieces: AsyncIterable<string>) => {
    for await (const piece of pieces) {
      written += piece;
      await sendEvent(stream, { event: 'delta', data: { text: piece } });
    }
  };

  let source = answeredBy;
  if (!config.llm || context.forceOffline) {
    await sendPieces(offlineChunks(companionReply()));
  } else {
    // Stops the model as soon as its answer is no longer wanted: the person left, or a sentence failed.
    const stopModel = new AbortController();
    try {
      const modelPieces = streamModelReply({
        llm: config.llm,
        history,
        crisisLevel,
        abortSignal: AbortSignal.any([signal, stopModel.signal]),
      });
      await sendPieces(checkedSentences(modelPieces));
      if (!written.trim()) throw new Error('The model sent an empty answer');
    } catch (error) {
      stopModel.abort();
      if (signal.aborted) return;
      noteUnanswered(context.logger, error, config.llm.model);
      const isHeldBack = error instanceof UnsafeReplyError;
      if (!isHeldBack && !written.trim() && !isAtLeast(crisisLevel, 'concern')) {
        await sendEvent(stream, { event: 'error', data: { message: CHAT_TEXTS.couldNotAnswer } });
        return;
      }
      // The first event said the model answers: the page is told who does now before the companion's first
      // word, and the stored answer keeps it, so the companion's words never pass for the model's.
      source = tookOverAnswerer(Boolean(written.trim()));
      await sendEvent(stream, { event: 'answerer', data: { answeredBy: source } });
      // After what the model wrote that passed, the companion's reply as a paragraph of its own.
      await sendPieces(offlineChunks(`${written.trim() ? '\n\n' : ''}${companionReply()}`));
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

/**
 * Logs why the model's answer did not reach the person: which checks a held-back answer failed, or the
 * model's error. Never the words, the person or the conversation: what is written here is private and
 * stored only encrypted (decision 033 keeps crisis records to counts for the same reason).
 */
function noteUnanswered(logger: Logger, error: unknown, model: string) {
  if (error instanceof UnsafeReplyError) {
    logger.warn(
      { event: 'chat_reply_held_back', problems: error.problems, model },
      'support chat: held back a model answer that failed the safety check; the built-in companion answered',
    );
  } else {
    logger.warn({ err: (error as Error).message }, 'support chat: the model could not answer');
  }
}
