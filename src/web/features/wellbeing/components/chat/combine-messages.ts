import type { StreamingReply } from '../../api/use-chat-stream.ts';
import type { BubbleMessage } from './chat-message-bubble.tsx';

/** The answer still arriving, shown after the saved conversation until it is saved too. */
export const STREAMING_ID = 'streaming';

/**
 * The id of the saved answer being written. The stream's last event gives it, but the saved conversation
 * can come back first (a slow network, a held stream), already holding the answer: the server stores it
 * only right after the message it answers, so it is the assistant message there.
 */
function savedAnswerIdOf(saved: readonly BubbleMessage[], reply: StreamingReply) {
  if (reply.replyMessageId) return reply.replyMessageId;
  const answered = saved.findIndex((message) => message.id === reply.userMessageId);
  const next = answered === -1 ? undefined : saved[answered + 1];
  return next?.role === 'assistant' ? next.id : null;
}

/**
 * The saved conversation with the message just sent and its answer after it: each is drawn from the
 * reply until the saved conversation has it, then from there, so it is never shown twice nor missing.
 * `messages` leaves out the answer still being written; `answerId` is its saved id, once known.
 */
export function combineMessages(saved: readonly BubbleMessage[], reply: StreamingReply | null) {
  const messages: BubbleMessage[] = [...saved];
  if (!reply) return { messages, shown: messages, answerId: null };
  const savedIds = new Set(saved.map((message) => message.id));
  if (reply.userText && reply.status !== 'error' && !savedIds.has(reply.userMessageId ?? '')) {
    messages.push({ id: 'pending-user', role: 'user', content: reply.userText, crisisLevel: 'none' });
  }
  const answerId = savedAnswerIdOf(saved, reply);
  const isStreamingShown =
    reply.status !== 'error' &&
    (reply.crisisLevel !== null || reply.status === 'streaming') &&
    !savedIds.has(answerId ?? '');
  if (!isStreamingShown) return { messages, shown: messages, answerId };
  const streaming: BubbleMessage = {
    id: STREAMING_ID,
    role: 'assistant',
    content: reply.text,
    crisisLevel: reply.crisisLevel ?? 'none',
    answeredBy: reply.answeredBy,
  };
  return { messages, shown: [...messages, streaming], answerId };
}
