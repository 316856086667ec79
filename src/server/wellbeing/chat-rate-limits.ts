import type { Context } from 'hono';
import { CHAT_TEXTS } from '../../shared/wellbeing/chat-texts.ts';
import { type CrisisLevel, isAtLeast } from '../../shared/wellbeing/crisis-detection.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { enforceRateLimit } from '../infra/http.ts';
import type { RateLimitRule } from '../infra/rate-limit.ts';

/** Generous for someone typing fast through a bad night; a limit on the model bill, not on talking. */
export const CHAT_MESSAGE_RULE: RateLimitRule = {
  name: 'wellbeing_chat_message',
  points: 30,
  windowSeconds: 600,
};

/**
 * Counts the message against the per-user limit; true when the answer must come from the built-in
 * companion. Over the limit, any message the crisis card is shown for (concern and above) is still
 * answered (by the companion, with the card): a limit must never stand between a person and the crisis
 * numbers.
 */
export async function checkChatRateLimit(
  c: Context<AppEnv>,
  userId: string,
  crisisLevel: CrisisLevel,
): Promise<boolean> {
  try {
    await enforceRateLimit(c, CHAT_MESSAGE_RULE, userId, CHAT_TEXTS.rateLimited);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED' && isAtLeast(crisisLevel, 'concern')) {
      return true;
    }
    throw error;
  }
}
