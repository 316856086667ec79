import type { RateLimitRule } from '../infra/rate-limit.ts';

/** Generous for someone typing fast through a bad night; a limit on the model bill, not on talking. */
export const CHAT_MESSAGE_RULE: RateLimitRule = {
  name: 'wellbeing_chat_message',
  points: 30,
  windowSeconds: 600,
};
