import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CrisisLevel } from '../../shared/wellbeing/crisis-detection.ts';
import type { ChatRole } from '../../shared/wellbeing/offline-companion.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import type { PrivateText } from './private-text-cipher.ts';
import { chatConversations, chatMessages } from './wellbeing.schema.ts';
import { isUuid } from './wellbeing-params.ts';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
const TITLE_LENGTH = 60;

export type ConversationSummary = { id: string; title: string; createdAt: string; updatedAt: string };
export type ChatMessageView = {
  id: string;
  role: ChatRole;
  content: string;
  crisisLevel: CrisisLevel;
  answeredBy: string | null;
  createdAt: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The first words of the opening message, so the list reads like the person's own words. */
export function conversationTitle(firstMessage: string): string {
  const oneLine = firstMessage.replace(/\s+/g, ' ').trim();
  return oneLine.length <= TITLE_LENGTH ? oneLine : `${oneLine.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}

export async function listConversations(db: Db, userId: string, text: PrivateText) {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt));
  return rows.map(
    (row): ConversationSummary => ({
      id: row.id,
      title: text.open('chat.title', row.titleCiphertext),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }),
  );
}

/** This user's conversation, or 404 whoever else owns it. */
export async function findOwnConversation(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(CONVERSATION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

export async function createConversation(db: Db, userId: string, firstMessage: string, text: PrivateText) {
  const [row] = await db
    .insert(chatConversations)
    .values({ userId, titleCiphertext: text.seal('chat.title', conversationTitle(firstMessage)) })
    .returning();
  return row!;
}

export async function deleteConversation(db: Db, userId: string, id: string) {
  const conversation = await findOwnConversation(db, userId, id);
  await db.delete(chatConversations).where(eq(chatConversations.id, conversation.id));
}

export async function listMessages(db: Db, userId: string, conversationId: string, text: PrivateText) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.userId, userId)))
    .orderBy(asc(chatMessages.createdAt));
  return rows.map(
    (row): ChatMessageView => ({
      id: row.id,
      role: row.role,
      content: text.open('chat.message', row.contentCiphertext),
      crisisLevel: row.crisisLevel,
      answeredBy: row.answeredBy,
      createdAt: iso(row.createdAt),
    }),
  );
}

export async function addMessage(
  db: Db,
  message: {
    userId: string;
    conversationId: string;
    role: ChatRole;
    content: string;
    crisisLevel: CrisisLevel;
    answeredBy: string | null;
  },
  text: PrivateText,
): Promise<ChatMessageView> {
  const { content, ...rest } = message;
  const [row] = await db
    .insert(chatMessages)
    .values({ ...rest, contentCiphertext: text.seal('chat.message', content) })
    .returning();
  await db
    .update(chatConversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(chatConversations.id, message.conversationId));
  return {
    id: row!.id,
    role: row!.role,
    content,
    crisisLevel: row!.crisisLevel,
    answeredBy: row!.answeredBy,
    createdAt: iso(row!.createdAt),
  };
}

/** The model's second opinion came back higher than the rules: the stored message says so too. */
export async function raiseMessageCrisisLevel(db: Db, messageId: string, level: CrisisLevel) {
  await db.update(chatMessages).set({ crisisLevel: level }).where(eq(chatMessages.id, messageId));
}
