import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CrisisLevel } from '../../shared/wellbeing/crisis-detection.ts';
import { LEVEL_RANK } from '../../shared/wellbeing/crisis-rule.ts';
import type { ChatRole } from '../../shared/wellbeing/offline-companion.ts';
import type { Db } from '../db/client.ts';
import { type PrivateText, privateTextFor } from './private-text-cipher.ts';
import { chatConversations, chatMessages } from './wellbeing.schema.ts';
import { isUuid } from './wellbeing-params.ts';

const TITLE_LENGTH = 60;

type ConversationSummary = { id: string; title: string; createdAt: string; updatedAt: string };
export type ChatMessageView = {
  id: string;
  role: ChatRole;
  content: string;
  crisisLevel: CrisisLevel;
  answeredBy: string | null;
  createdAt: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const LEVEL_FIELD = 'chat.crisisLevel';

/** A message's crisis level, sealed: every row gets one, so even "none" is not told apart in a copy. */
const sealedLevel = (text: PrivateText, level: CrisisLevel) => ({
  crisisLevel: 'none' as const,
  crisisLevelCiphertext: text.seal(LEVEL_FIELD, level),
});

const isCrisisLevel = (value: string): value is CrisisLevel => Object.hasOwn(LEVEL_RANK, value);

/** The level a row holds: sealed, or as a row written before sealing kept it. */
function levelOf(row: { crisisLevel: CrisisLevel; crisisLevelCiphertext: string | null }, text: PrivateText) {
  if (row.crisisLevelCiphertext === null) return row.crisisLevel;
  const level = text.open(LEVEL_FIELD, row.crisisLevelCiphertext);
  return isCrisisLevel(level) ? level : 'none';
}

/** The first words of the opening message, so the list reads like the person's own words. */
function conversationTitle(firstMessage: string): string {
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

/** Any person's conversation: whether the asker may have it is the personal-records policy's answer. */
export async function findConversation(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

export async function createConversation(db: Db, userId: string, firstMessage: string, text: PrivateText) {
  const [row] = await db
    .insert(chatConversations)
    .values({ userId, titleCiphertext: text.seal('chat.title', conversationTitle(firstMessage)) })
    .returning();
  return row!;
}

export async function removeConversation(db: Db, conversation: { id: string; userId: string }) {
  await db
    .delete(chatConversations)
    .where(and(eq(chatConversations.id, conversation.id), eq(chatConversations.userId, conversation.userId)));
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
      crisisLevel: levelOf(row, text),
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
  const { content, crisisLevel, ...rest } = message;
  const [row] = await db
    .insert(chatMessages)
    .values({
      ...rest,
      ...sealedLevel(text, crisisLevel),
      contentCiphertext: text.seal('chat.message', content),
    })
    .returning();
  await db
    .update(chatConversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(chatConversations.id, message.conversationId));
  return {
    id: row!.id,
    role: row!.role,
    content,
    crisisLevel,
    answeredBy: row!.answeredBy,
    createdAt: iso(row!.createdAt),
  };
}

/** The model's second opinion came back higher than the rules: the stored message says so too. */
export async function raiseMessageCrisisLevel(
  db: Db,
  messageId: string,
  level: CrisisLevel,
  text: PrivateText,
) {
  await db.update(chatMessages).set(sealedLevel(text, level)).where(eq(chatMessages.id, messageId));
}

const SEALING_BATCH = 500;

/**
 * Seals the crisis level of every message stored before levels were sealed, and clears the plain one.
 * Run at start-up, after the migrations: an SQL migration can't seal, not holding the key. A row sealed
 * by another process meanwhile is left as it is.
 */
export async function sealStoredCrisisLevels(db: Db, key: Buffer): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db
      .select({ id: chatMessages.id, userId: chatMessages.userId, crisisLevel: chatMessages.crisisLevel })
      .from(chatMessages)
      .where(isNull(chatMessages.crisisLevelCiphertext))
      .limit(SEALING_BATCH);
    for (const row of rows) {
      await db
        .update(chatMessages)
        .set(sealedLevel(privateTextFor(key, row.userId), row.crisisLevel))
        .where(and(eq(chatMessages.id, row.id), isNull(chatMessages.crisisLevelCiphertext)));
    }
    sealed += rows.length;
    if (rows.length < SEALING_BATCH) return sealed;
  }
}

/**
 * Stores the answer to the person's message, unless something came after that message while this
 * answer was written: the same "Try again" pressed in two tabs must leave one answer, not two. Returns
 * the id of the conversation's newest message then: this answer, or what came first (another tab's
 * answer, or a newer message of theirs).
 */
export async function addAnswer(
  db: Db,
  answer: Omit<Parameters<typeof addMessage>[1], 'role'> & { answering: string },
  text: PrivateText,
): Promise<{ id: string }> {
  const { answering, ...message } = answer;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.id, message.conversationId))
      .for('update');
    const [newest] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, message.conversationId))
      .orderBy(desc(chatMessages.createdAt))
      .limit(1);
    if (newest && newest.id !== answering) return newest;
    return addMessage(tx, { ...message, role: 'assistant' }, text);
  });
}
