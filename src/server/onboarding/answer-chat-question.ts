import { latestTodayOnEarth } from '#shared/dates/time-zones.ts';
import { chatAnswerSchemaFor } from '#shared/onboarding/chat-flow.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { parseOrThrow } from '../infra/http.ts';
import { saveChatAnswer } from './chat-answers.repository.ts';

/** One chat answer, checked against its question (a date against the latest "today" on Earth) and saved. */
export async function answerChatQuestion(db: Db, userId: string, questionKey: string, answer: unknown) {
  const schema = chatAnswerSchemaFor(questionKey, latestTodayOnEarth());
  if (!schema) throw notFound('Question not found');
  const parsed = parseOrThrow(schema, answer ?? null);
  await saveChatAnswer(db, userId, questionKey, parsed);
  return { questionKey, answer: parsed ?? null };
}
