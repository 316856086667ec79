import type { Context } from 'hono';
import { CHAT_TEXTS } from '../../shared/wellbeing/chat-texts.ts';
import { type CrisisLevel, isAtLeast } from '../../shared/wellbeing/crisis-detection.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { enforceRateLimit } from '../infra/http.ts';
import type { RateLimitRule } from '../infra/rate-limit.ts';

/**
 * A limit on the model's bill, not on talking: past it the built-in companion answers, which costs
 * nothing, and the model is not asked (not for the answer, not for its crisis opinion).
 */
export const CHAT_MESSAGE_RULE: RateLimitRule = {
  name: 'wellbeing_chat_message',
  points: 30,
  windowSeconds: 600,
};

/**
 * Against a script, not a person: a message every two seconds for a whole minute. Each message is still
 * stored (encrypted) and checked, so without a ceiling a script could fill the database at no cost to
 * itself. Someone typing through a bad night, however fast, stays far below it.
 */
export const CHAT_FLOOD_RULE: RateLimitRule = {
  name: 'wellbeing_chat_flood',
  points: 30,
  windowSeconds: 60,
};

/**
 * Counts the message against the per-user limits; true when the answer must come from the built-in
 * companion. Only a flood is refused, and never a message the crisis card is shown for (concern and
 * above): a limit must never stand between a person and the crisis numbers.
 */
export async function checkChatRateLimit(
  c: Context<AppEnv>,
  userId: string,
  crisisLevel: CrisisLevel,
): Promise<boolean> {
  try {
    await enforceRateLimit(c, CHAT_FLOOD_RULE, userId, CHAT_TEXTS.rateLimited);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'RATE_LIMITED' && isAtLeast(crisisLevel, 'concern'))) {
      throw error;
    }
    return true;
  }
  // Past the model's limit is not an attack, so it is counted without a security event.
  const verdict = await c.get('deps').rateLimiter.consume(CHAT_MESSAGE_RULE, userId);
  return !verdict.allowed;
}
