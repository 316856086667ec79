import { and, desc, eq } from 'drizzle-orm';
import { chatOnboardingAnswers } from '#shared/onboarding/chat-flow.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { listChatAnswers } from './chat-answers.repository.ts';
import { createFromAnswers } from './create-from-answers.ts';
import { onboardingAnswers } from './onboarding.schema.ts';
import { updateAnswers } from './update-answers.ts';

export const CHAT_NOT_STARTED_MESSAGE = 'Please answer the first question before finishing.';

/** The loved one an earlier finished chat of this user created for this path, if any. */
export async function findChatLovedOneId(db: Db, userId: string, path?: string): Promise<string | null> {
  const [row] = await db
    .select({ id: lovedOnes.id })
    .from(onboardingAnswers)
    .innerJoin(lovedOnes, eq(lovedOnes.id, onboardingAnswers.lovedOneId))
    .where(
      and(
        eq(lovedOnes.adminUserId, userId),
        eq(onboardingAnswers.source, 'chat'),
        path ? eq(lovedOnes.kind, path as 'recent-loss' | 'planning-ahead') : undefined,
      ),
    )
    .orderBy(desc(onboardingAnswers.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Finishing the chat does what setup's Continue does, from the answers saved on the server
 * (never from what the browser re-sends): the first time it creates the loved one, answers and
 * checklist; after 'Edit answers' it updates the answers and re-personalises the checklist.
 */
export async function finishChat(db: Db, userId: string, today: string) {
  const chat = chatOnboardingAnswers(await listChatAnswers(db, userId));
  if (!chat) throw new AppError('VALIDATION_FAILED', CHAT_NOT_STARTED_MESSAGE);
  const submission = { ...chat, today, source: 'chat' as const };
  const existingId = await findChatLovedOneId(db, userId, chat.path);
  if (existingId) {
    await updateAnswers(db, userId, existingId, submission);
    return { lovedOneId: existingId, isNew: false };
  }
  const created = await createFromAnswers(db, userId, submission);
  return { lovedOneId: created.lovedOneId, isNew: true };
}
