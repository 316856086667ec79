import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ActivityKind } from '#shared/activity/activity-kinds.ts';
import { fullName } from '#shared/team/person-name.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { findPeople } from '../team/team-people.ts';
import { activityEvents } from './activity.schema.ts';

export const ACTIVITY_PAGE_SIZE = 20;
const BAD_CURSOR_MESSAGE = 'This page of the activity feed could not be found. Please reload.';

export type ActivityView = {
  id: string;
  kind: ActivityKind;
  actorName: string | null;
  subjectName: string | null;
  label: string | null;
  taskId: string | null;
  createdAt: string;
};

/**
 * The cursor is the last row's exact database timestamp (as text, so no microseconds are lost to a
 * JavaScript Date) and its id, which breaks ties between events written in one transaction.
 */
const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(`${createdAt}|${id}`).toString('base64url');

const POSTGRES_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string): SQL {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const isTimestamp = createdAt !== undefined && POSTGRES_TIMESTAMP.test(createdAt);
  const isId = id !== undefined && UUID.test(id);
  if (!isTimestamp || !isId) throw new AppError('BAD_REQUEST', BAD_CURSOR_MESSAGE);
  return sql`(${activityEvents.createdAt}, ${activityEvents.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
}

/** One page of a loved one's feed, newest first. The caller has checked the viewer's access. */
export async function listActivity(
  db: Db,
  lovedOneId: string,
  cursor: string | undefined,
): Promise<{ events: ActivityView[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      id: activityEvents.id,
      kind: activityEvents.kind,
      actorUserId: activityEvents.actorUserId,
      subjectUserId: activityEvents.subjectUserId,
      taskId: activityEvents.taskId,
      label: activityEvents.label,
      createdAt: activityEvents.createdAt,
      createdAtText: sql<string>`${activityEvents.createdAt}::text`,
    })
    .from(activityEvents)
    .where(and(eq(activityEvents.lovedOneId, lovedOneId), cursor ? decodeCursor(cursor) : undefined))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const people = await findPeople(
    db,
    page.flatMap((row) => [row.actorUserId, row.subjectUserId]).filter((id): id is string => id !== null),
  );
  const nameOf = (userId: string | null) => {
    const person = userId ? people.get(userId) : undefined;
    return person ? fullName(person) : null;
  };
  const last = page.at(-1);
  return {
    events: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      actorName: nameOf(row.actorUserId),
      subjectName: nameOf(row.subjectUserId),
      label: row.label,
      taskId: row.taskId,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > ACTIVITY_PAGE_SIZE && last ? encodeCursor(last.createdAtText, last.id) : null,
  };
}
