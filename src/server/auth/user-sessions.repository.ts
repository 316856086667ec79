import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from './auth.schema.ts';

type UserSessionRow = {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The user's sessions that have not ended, most recently active first. Never the tokens. */
export function listActiveSessions(db: Db, userId: string): Promise<UserSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
}

/** Ends one of the user's sessions; false when it is not theirs or does not exist (the same answer). */
export async function deleteUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the user but `keepSessionId`; returns how many ended. */
export async function deleteOtherUserSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
