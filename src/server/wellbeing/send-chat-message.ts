import { CRISIS_CONTEXT_MESSAGES, detectConversationCrisis } from '../../shared/wellbeing/crisis-context.ts';
import type { CrisisLevel } from '../../shared/wellbeing/crisis-detection.ts';
import type { AppDeps } from '../app-env.ts';
import { addMessage, createConversation, listMessages } from './chat.repository.ts';
import { askModelForCrisisLevel } from './crisis-second-opinion.ts';
import { requireOwnConversation } from './own-conversation.ts';
import type { PrivateText } from './private-text-cipher.ts';
import type { PendingAnswer } from './stream-chat-answer.ts';

/**
 * Stores the person's message (in a new conversation, or one of their own) and hands back what the
 * answer needs. `checkRateLimit` counts the message and says whether it must be answered offline.
 */
export async function sendChatMessage(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  message: {
    userId: string;
    content: string;
    conversationId?: string | null;
    text: PrivateText;
    checkRateLimit: (crisisLevel: CrisisLevel) => Promise<boolean>;
  },
): Promise<PendingAnswer> {
  const { db, config, logger } = deps;
  const { userId, content, text } = message;
  const existing = message.conversationId
    ? await requireOwnConversation(db, userId, message.conversationId, 'edit')
    : null;
  // The check runs here, on every message, whichever provider answers, and reads the person's
  // recent messages with it: risk builds across a conversation.
  const earlier = existing ? await listMessages(db, userId, existing.id, text) : [];
  const recent = [
    ...earlier
      .filter((earlierMessage) => earlierMessage.role === 'user')
      .map((earlierMessage) => earlierMessage.content),
    content,
  ].slice(-CRISIS_CONTEXT_MESSAGES);
  const rules = detectConversationCrisis(recent);
  const forceOffline = await message.checkRateLimit(rules.level);
  // With a model configured, it gives a second opinion, asked now and in parallel with storing the
  // message and sending the rules' card; the higher level wins, and a model that fails or answers
  // nonsense counts as 'none', so it never lowers what the rules found. Nothing is higher than an
  // emergency, so then the model is not asked.
  const secondOpinion: Promise<CrisisLevel> =
    config.llm && !forceOffline && rules.level !== 'emergency'
      ? askModelForCrisisLevel(config.llm, recent, logger)
      : Promise.resolve('none');
  const conversation = existing ?? (await createConversation(db, userId, content, text));
  const userMessage = await addMessage(
    db,
    {
      userId,
      conversationId: conversation.id,
      role: 'user',
      content,
      crisisLevel: rules.level,
      answeredBy: null,
    },
    text,
  );
  return {
    userId,
    conversationId: conversation.id,
    history: [...earlier, userMessage],
    crisisLevel: rules.level,
    forceOffline,
    secondOpinion,
  };
}
