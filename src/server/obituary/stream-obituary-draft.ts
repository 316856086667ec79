import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { DraftStreamEvent } from '../../shared/obituary/draft-events.ts';
import {
  OBITUARY_MAX_LENGTH,
  OBITUARY_MESSAGES,
  type ObituaryAnswers,
} from '../../shared/obituary/obituary-answers.ts';
import type { AppEnv } from '../app-env.ts';
import { type LlmConfig, streamModelText } from '../infra/llm-stream.ts';
import { OBITUARY_SYSTEM_PROMPT, obituaryRequest } from './obituary-prompt.ts';

const send = (stream: SSEStreamingApi, { event, data }: DraftStreamEvent) =>
  stream.writeSSE({ event, data: JSON.stringify(data) });

/**
 * Streams the model's draft as Server-Sent Events, piece by piece. The text is the model's, so the
 * page puts it in a textarea and never renders it as HTML; past the obituary's length it stops.
 */
export function streamObituaryDraft(c: Context<AppEnv>, llm: LlmConfig, answers: ObituaryAnswers) {
  const { logger } = c.get('deps');
  c.header('Cache-Control', 'private, no-store');
  // Reverse proxies (nginx) would otherwise hold the draft back until it is complete.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    let written = 0;
    try {
      for await (const chunk of streamModelText({
        llm,
        system: OBITUARY_SYSTEM_PROMPT,
        messages: [{ role: 'user', content: obituaryRequest(answers) }],
        abortSignal: abort.signal,
      })) {
        const piece = chunk.slice(0, OBITUARY_MAX_LENGTH - written);
        written += piece.length;
        await send(stream, { event: 'delta', data: { text: piece } });
        if (written >= OBITUARY_MAX_LENGTH) {
          abort.abort();
          await send(stream, { event: 'done', data: { truncated: true } });
          return;
        }
      }
      if (written === 0) throw new Error('The model sent an empty draft');
      await send(stream, { event: 'done', data: { truncated: false } });
    } catch (error) {
      if (abort.signal.aborted) return;
      logger.warn({ err: (error as Error).message }, 'obituary writer: the model could not write a draft');
      await send(stream, { event: 'error', data: { message: OBITUARY_MESSAGES.couldNotWrite } });
    }
  });
}
