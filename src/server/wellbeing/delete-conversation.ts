import type { Db } from '../db/client.ts';
import { findConversation, removeConversation } from './chat.repository.ts';
import { ownRecordToDelete } from './require-own-record.ts';

export async function deleteConversation(db: Db, userId: string, id: string) {
  const row = ownRecordToDelete(await findConversation(db, id), userId);
  if (row) await removeConversation(db, row);
}
