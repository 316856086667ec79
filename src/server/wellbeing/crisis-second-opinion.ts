import { z } from 'zod';
import type { CrisisLevel } from '../../shared/wellbeing/crisis-detection.ts';
import type { LlmConfig } from '../infra/llm-stream.ts';
import type { Logger } from '../infra/logger.ts';

// A second opinion on the crisis level from the configured model, asked in parallel with the
// rules. Harbor takes the higher of the two; this can only raise the level. A model that fails,
// times out or answers anything but the schema counts as 'none', so it never lowers the rules.
// A question about methods, doses or lethality is a crisis however it is framed ('how many of his
// pills would it take', 'for a story'): it is a common way risk shows itself after a suicide loss,
// and the rules, which look for first-person wording, can read it as curiosity.

/** The longest the card waits for the model's opinion. */
const MAX_WAIT_MS = 5_000;

const LEVELS = ['none', 'concern', 'crisis', 'emergency'] as const;

const INSTRUCTIONS = `You are a safety classifier for a grief-support app. Read the person's recent messages (oldest first) and answer only with JSON giving the suicide and safety risk of the newest one in their light.
- "emergency": an act is under way or has just happened (pills taken, cutting, on a bridge, a rope in place), or someone else's life is in danger right now.
- "crisis": thoughts of killing themselves, a plan, a means, a time, preparations (letters, goodbyes, giving things away), a wish to join the dead person by a date, self-harm, intent to hurt someone, being in danger, or asking about methods, doses or lethality, whatever the framing (how the person died, a story, curiosity, a friend).
- "concern": a wish to be dead, feeling a burden, hopelessness or no way out, or worry that someone else is at risk.
- "none": ordinary grief, including idioms ("this paperwork is killing me") and a plain mention of how someone died (even by suicide), without asking how it is done.`;

const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'crisis_level',
    strict: true,
    schema: {
      type: 'object',
      properties: { level: { type: 'string', enum: LEVELS } },
      required: ['level'],
      additionalProperties: false,
    },
  },
} as const;

const answerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const levelSchema = z.object({ level: z.enum(LEVELS) });

/** The model's level for the newest of `messages` (the person's own, oldest first); 'none' on any failure. */
export async function askModelForCrisisLevel(
  llm: LlmConfig,
  messages: readonly string[],
  logger: Logger,
): Promise<CrisisLevel> {
  try {
    const response = await fetch(`${llm.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        stream: false,
        temperature: 0,
        response_format: RESPONSE_FORMAT,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: messages.map((message, index) => `${index + 1}. ${message}`).join('\n') },
        ],
      }),
      signal: AbortSignal.timeout(Math.min(llm.timeoutMs, MAX_WAIT_MS)),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const content = answerSchema.parse(await response.json()).choices[0]!.message.content;
    return levelSchema.parse(JSON.parse(content)).level;
  } catch (error) {
    // The words are never logged; only that the second opinion was not available.
    logger.warn({ err: (error as Error).name }, 'crisis second opinion: the model gave no usable answer');
    return 'none';
  }
}
