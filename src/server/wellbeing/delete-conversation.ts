import type { Db } from '../db/client.ts';
import { removeConversation } from './chat.repository.ts';
import { requireOwnConversation } from './own-conversation.ts';

export async function deleteConversation(db: Db, userId: string, id: string) {
  await removeConversation(db, await requireOwnConversation(db, userId, id, 'delete'));
}
