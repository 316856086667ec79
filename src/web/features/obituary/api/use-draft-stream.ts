import { useCallback, useEffect, useRef, useState } from 'react';
import { createDraftStreamParser } from '#shared/obituary/draft-stream-parser.ts';
import { OBITUARY_MESSAGES, type ObituaryAnswers } from '#shared/obituary/obituary-answers.ts';
import { ApiError, apiFetch, messageOf } from '#web/lib/api-client.ts';

export type DraftStatus = 'idle' | 'writing' | 'done' | 'stopped' | 'truncated' | 'error';

/**
 * Asks the server's model for a draft and hands each piece to `onText` the moment it arrives
 * (fetch + ReadableStream over Server-Sent Events). `stop` keeps what was written so far. The box is
 * replaced only once the first words arrive: a model that fails before writing anything leaves the
 * family's own text where it was.
 */
export function useDraftStream(lovedOneId: string, onText: (text: string) => void) {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => abortRef.current?.abort(), []);

  const write = useCallback(
    async (answers: ObituaryAnswers) => {
      abortRef.current?.abort();
      const abort = new AbortController();
      abortRef.current = abort;
      setStatus('writing');
      setError(null);
      let text = '';
      let outcome: DraftStatus = 'error';
      try {
        const response = await apiFetch(`/api/obituary/${encodeURIComponent(lovedOneId)}/draft`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(answers),
          signal: abort.signal,
        });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        const parser = createDraftStreamParser((event) => {
          if (event.event === 'delta') {
            text += event.data.text;
            onTextRef.current(text);
          } else if (event.event === 'done') outcome = event.data.truncated ? 'truncated' : 'done';
          else setError(event.data.message);
        });
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.push(value);
        }
        parser.end();
        if (outcome === 'error') setError((current) => current ?? OBITUARY_MESSAGES.couldNotWrite);
      } catch (caught) {
        if (abort.signal.aborted) {
          setStatus('stopped');
          return;
        }
        setError(
          caught instanceof ApiError && caught.status === 429
            ? messageOf(caught)
            : OBITUARY_MESSAGES.couldNotWrite,
        );
      }
      setStatus(outcome);
    },
    [lovedOneId],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);
  /** After the family chose another way to a draft: the failure is no longer news. */
  const dismiss = useCallback(() => {
    setError(null);
    setStatus('idle');
  }, []);

  return { status, error, write, stop, dismiss };
}
