import type { Db } from '../db/client.ts';
import { listChatAnswers } from './chat-answers.repository.ts';
import { findChatLovedOneId } from './finish-chat.ts';

/** The chat's saved answers, and the loved one an earlier finish made for the chosen path. */
export async function getChatProgress(db: Db, userId: string) {
  const answers = await listChatAnswers(db, userId);
  const path = typeof answers.path === 'string' ? answers.path : undefined;
  const lovedOneId = path ? await findChatLovedOneId(db, userId, path) : null;
  return { answers, lovedOneId };
}
