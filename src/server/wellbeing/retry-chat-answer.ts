import type { CrisisLevel } from '../../shared/wellbeing/crisis-detection.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { listMessages } from './chat.repository.ts';
import { requireOwnConversation } from './own-conversation.ts';
import type { PrivateText } from './private-text-cipher.ts';
import type { PendingAnswer } from './stream-chat-answer.ts';

/** The last message again, after "Sorry — I couldn't answer just now". */
export async function retryChatAnswer(
  db: Db,
  retry: {
    userId: string;
    conversationId: string;
    text: PrivateText;
    checkRateLimit: (crisisLevel: CrisisLevel) => Promise<boolean>;
  },
): Promise<PendingAnswer> {
  const conversation = await requireOwnConversation(db, retry.userId, retry.conversationId, 'edit');
  const messages = await listMessages(db, retry.userId, conversation.id, retry.text);
  const last = messages.at(-1);
  if (last?.role !== 'user') {
    throw new AppError('CONFLICT', 'This conversation has already been answered');
  }
  return {
    userId: retry.userId,
    conversationId: conversation.id,
    history: messages,
    crisisLevel: last.crisisLevel,
    forceOffline: await retry.checkRateLimit(last.crisisLevel),
  };
}
