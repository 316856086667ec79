import type { PersonalRecordAction } from '#shared/permissions/personal-records.ts';
import type { Db } from '../db/client.ts';
import { findConversation } from './chat.repository.ts';
import { requireOwnRecord } from './require-own-record.ts';

const CONVERSATION_NOT_FOUND = 'Conversation not found';

export async function requireOwnConversation(
  db: Db,
  userId: string,
  id: string,
  action: PersonalRecordAction,
) {
  return requireOwnRecord(await findConversation(db, id), userId, action, CONVERSATION_NOT_FOUND);
}
