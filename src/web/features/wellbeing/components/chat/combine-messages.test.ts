import { describe, expect, it } from 'vitest';
import type { StreamingReply } from '../../api/use-chat-stream.ts';
import type { BubbleMessage } from './chat-message-bubble.tsx';
import { combineMessages, STREAMING_ID } from './combine-messages.ts';

const ANSWER = 'I’m so sorry. Missing him can come in waves.';

const userMessage = (id: string, content: string): BubbleMessage => ({
  id,
  role: 'user',
  content,
  crisisLevel: 'none',
});
const answer = (id: string, content: string): BubbleMessage => ({
  id,
  role: 'assistant',
  content,
  crisisLevel: 'none',
  answeredBy: 'harbor-companion',
});

/** The answer to `user-2` half written: the stream has started and its last event ('done') is still to come. */
const streaming = (change: Partial<StreamingReply> = {}): StreamingReply => ({
  userText: 'I miss my dad',
  crisisLevel: null,
  text: 'I’m so sorry.',
  status: 'streaming',
  error: null,
  unsent: null,
  conversationId: 'conversation-1',
  userMessageId: 'user-2',
  replyMessageId: null,
  answeredBy: 'harbor-companion',
  ...change,
});

const earlier = [userMessage('user-1', 'Hello'), answer('answer-1', 'Hello, I’m here.')];
const answersIn = (shown: BubbleMessage[]) =>
  shown.filter((message) => message.role === 'assistant').map((message) => message.id);

describe('combineMessages', () => {
  it('shows the answer being written after the saved conversation until the saved conversation has it', () => {
    const { shown, answerId } = combineMessages(
      [...earlier, userMessage('user-2', 'I miss my dad')],
      streaming(),
    );
    expect(answersIn(shown)).toEqual(['answer-1', STREAMING_ID]);
    expect(shown.at(-1)?.content).toBe('I’m so sorry.');
    expect(answerId).toBeNull();
  });

  it('shows a streamed answer once when the saved conversation brings it before the stream’s last event', () => {
    const saved = [...earlier, userMessage('user-2', 'I miss my dad'), answer('answer-2', ANSWER)];
    const { shown, answerId } = combineMessages(saved, streaming());
    expect(answersIn(shown)).toEqual(['answer-1', 'answer-2']);
    expect(shown.at(-1)?.content).toBe(ANSWER);
    // The page keeps the saved answer under the key the streamed one was drawn with.
    expect(answerId).toBe('answer-2');
  });

  it('shows a crisis answer once too, its card with the saved answer', () => {
    const saved = [
      userMessage('user-2', 'I can’t go on'),
      { ...answer('answer-2', ANSWER), crisisLevel: 'concern' as const },
    ];
    const { shown } = combineMessages(saved, streaming({ crisisLevel: 'concern', text: '' }));
    expect(shown.map((message) => [message.id, message.crisisLevel])).toEqual([
      ['user-2', 'none'],
      ['answer-2', 'concern'],
    ]);
  });

  it('takes no earlier answer for the one being written when the same message is asked again', () => {
    const saved = [...earlier, userMessage('user-2', 'I miss my dad')];
    const { shown } = combineMessages(saved, streaming({ userText: null }));
    expect(answersIn(shown)).toEqual(['answer-1', STREAMING_ID]);
  });

  it('shows the message just sent once, from the reply until the saved conversation has it', () => {
    const sending = streaming({ status: 'sending', userMessageId: null, text: '' });
    expect(combineMessages(earlier, sending).shown.map((message) => message.id)).toEqual([
      'user-1',
      'answer-1',
      'pending-user',
    ]);
    const saved = [...earlier, userMessage('user-2', 'I miss my dad')];
    expect(combineMessages(saved, streaming()).shown.map((message) => message.id)).toEqual([
      'user-1',
      'answer-1',
      'user-2',
      STREAMING_ID,
    ]);
  });

  it('draws the saved answer alone once the stream has named it', () => {
    const saved = [...earlier, userMessage('user-2', 'I miss my dad'), answer('answer-2', ANSWER)];
    const { shown, answerId } = combineMessages(saved, streaming({ replyMessageId: 'answer-2' }));
    expect(answersIn(shown)).toEqual(['answer-1', 'answer-2']);
    expect(answerId).toBe('answer-2');
  });
});
