import type { Db } from '../db/client.ts';
import { listMessages } from './chat.repository.ts';
import { requireOwnConversation } from './own-conversation.ts';
import type { PrivateText } from './private-text-cipher.ts';

export async function openConversation(db: Db, userId: string, id: string, text: PrivateText) {
  const conversation = await requireOwnConversation(db, userId, id, 'read');
  return {
    conversation: { id: conversation.id, title: text.open('chat.title', conversation.titleCiphertext) },
    messages: await listMessages(db, userId, conversation.id, text),
  };
}
