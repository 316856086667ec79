import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import type { Config } from '../env.ts';

// Any OpenAI-compatible chat-completions server (a hosted API or a local model server), through the
// Vercel AI SDK: the support chat and the Obituary Writer ask it the same way.

export type LlmConfig = NonNullable<Config['llm']>;

/** A silence this long between two pieces of an answer counts as a failure. */
const MAX_CHUNK_GAP_MS = 20_000;

/** The model's answer as it arrives, piece by piece; a failure or an abort throws. */
export function streamModelText(options: {
  llm: LlmConfig;
  system: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  abortSignal: AbortSignal;
}): AsyncIterable<string> {
  const { llm, system, messages, abortSignal } = options;
  const provider = createOpenAICompatible({ name: 'harbor-llm', baseURL: llm.baseUrl, apiKey: llm.apiKey });
  const result = streamText({
    model: provider.chatModel(llm.model),
    system,
    messages,
    // One retry for a failed request (the SDK retries only before the answer starts to stream).
    maxRetries: 1,
    timeout: { totalMs: llm.timeoutMs, chunkMs: Math.min(llm.timeoutMs, MAX_CHUNK_GAP_MS) },
    abortSignal,
  });
  return textDeltas(result.fullStream);
}

async function* textDeltas(
  stream: AsyncIterable<{ type: string; text?: string; error?: unknown }>,
): AsyncIterable<string> {
  for await (const part of stream) {
    if (part.type === 'text-delta' && part.text) yield part.text;
    else if (part.type === 'error')
      throw part.error instanceof Error ? part.error : new Error('Model stream failed');
    else if (part.type === 'abort') throw new Error('Model stream aborted');
  }
}
