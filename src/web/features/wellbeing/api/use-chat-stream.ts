import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { createChatStreamParser } from '#shared/wellbeing/chat-stream-parser.ts';
import { CHAT_TEXTS, type ChatStreamEvent } from '#shared/wellbeing/chat-texts.ts';
import { type CrisisLevel, detectCrisis } from '#shared/wellbeing/crisis-detection.ts';
import { ApiError, apiFetch, messageOf } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type StreamingReply = {
  /** The message the person just sent, shown at once (the server has it too). */
  userText: string | null;
  crisisLevel: Exclude<CrisisLevel, 'none'> | null;
  text: string;
  status: 'sending' | 'streaming' | 'error';
  error: string | null;
  /** Set when the server never took the message (offline, rate limit): it goes back in the box. */
  unsent: string | null;
  conversationId: string | null;
  /** Ids from the server, so the page stops drawing these once the saved conversation has them. */
  userMessageId: string | null;
  replyMessageId: string | null;
  /**
   * Who answers, as the stream's first event says, so the page can say so from the first word; changed by
   * an 'answerer' event when the built-in companion takes over from the model.
   */
  answeredBy: string | null;
};

function crisisLevelOf(text: string | null): StreamingReply['crisisLevel'] {
  const { level } = detectCrisis(text ?? '');
  return level === 'none' ? null : level;
}

/**
 * Sends a message (or asks again) and reads the answer as it is written: fetch + ReadableStream
 * over the server's Server-Sent Events, so each piece appears the moment it arrives.
 */
export function useChatStream(onConversation: (id: string) => void) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState<StreamingReply | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const run = useCallback(
    async (url: string, body: unknown, userText: string | null, conversationId: string | null) => {
      abortRef.current?.abort();
      const abort = new AbortController();
      abortRef.current = abort;
      let current: StreamingReply = {
        userText,
        crisisLevel: null,
        text: '',
        status: 'sending',
        error: null,
        unsent: null,
        conversationId,
        userMessageId: null,
        replyMessageId: null,
        answeredBy: null,
      };
      const update = (change: Partial<StreamingReply>) => {
        current = { ...current, ...change };
        setReply(current);
      };
      update({});
      const onEvent = (event: ChatStreamEvent) => {
        if (event.event === 'start') {
          update({
            conversationId: event.data.conversationId,
            userMessageId: event.data.userMessageId,
            answeredBy: event.data.answeredBy,
            status: 'streaming',
          });
          onConversation(event.data.conversationId);
        } else if (event.event === 'answerer') update({ answeredBy: event.data.answeredBy });
        else if (event.event === 'crisis') update({ crisisLevel: event.data.level });
        else if (event.event === 'delta') update({ text: current.text + event.data.text });
        else if (event.event === 'done') update({ replyMessageId: event.data.messageId });
        else if (event.event === 'error') update({ status: 'error', error: event.data.message, text: '' });
      };
      try {
        const response = await apiFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: abort.signal,
        });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        const parser = createChatStreamParser(onEvent);
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.push(value);
        }
        parser.end();
      } catch (error) {
        if (abort.signal.aborted) return;
        const message =
          error instanceof ApiError && error.status !== 0 && error.status !== 500
            ? messageOf(error)
            : CHAT_TEXTS.couldNotAnswer;
        // Before 'start' the server stored nothing; after it, the message is saved and "Try again" answers it.
        update({
          status: 'error',
          error: message,
          text: '',
          unsent: current.status === 'sending' ? userText : null,
          // The server's check never ran, or its answer never came: the same rules run here, so a failed
          // request (no connection, a server error) never leaves a person in crisis without the numbers.
          crisisLevel: current.crisisLevel ?? crisisLevelOf(userText),
        });
      }
      const id = current.conversationId;
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations });
      if (id) await queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversation(id) });
      if (current.status !== 'error') setReply(null);
    },
    [onConversation, queryClient],
  );

  const send = useCallback(
    (content: string, conversationId: string | null) =>
      run('/api/chat/messages', { content, conversationId }, content, conversationId),
    [run],
  );
  const retry = useCallback(
    (conversationId: string) =>
      run(`/api/chat/conversations/${encodeURIComponent(conversationId)}/retry`, {}, null, conversationId),
    [run],
  );
  const reset = useCallback(() => {
    abortRef.current?.abort();
    setReply(null);
  }, []);

  return { reply, send, retry, reset };
}
