import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { securityEvents } from '../infra/infra.schema.ts';
import { OPERATOR_PAGE_SIZE, type SecurityEventsQuery } from './operator-schemas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Dates are whole UTC days; `to` includes its whole day.
function filterOf(query: SecurityEventsQuery): SQL | undefined {
  return and(
    query.type ? eq(securityEvents.eventType, query.type) : undefined,
    query.from ? gte(securityEvents.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(securityEvents.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS))
      : undefined,
  );
}

/** The filtered events (newest first, a page at a time), their counts per day, and every type seen. */
export async function listSecurityEvents(db: Db, query: SecurityEventsQuery) {
  const where = filterOf(query);
  const [events, [total], perDay, types] = await Promise.all([
    db
      .select()
      .from(securityEvents)
      .where(where)
      .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((query.page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ value: count() }).from(securityEvents).where(where),
    queryRows<{ day: string; count: number | string }>(
      db,
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as count
          from ${securityEvents} ${where ? sql`where ${where}` : sql``}
          group by 1 order by 1`,
    ),
    db
      .selectDistinct({ type: securityEvents.eventType })
      .from(securityEvents)
      .orderBy(securityEvents.eventType),
  ]);
  return {
    events: events.map((event) => ({
      id: event.id,
      type: event.eventType,
      userId: event.userId,
      ipAddress: event.ipAddress,
      details: event.details,
      createdAt: event.createdAt.toISOString(),
    })),
    total: Number(total?.value ?? 0),
    pageSize: OPERATOR_PAGE_SIZE,
    perDay: perDay.map((row) => ({ day: String(row.day), count: Number(row.count) })),
    types: types.map((row) => row.type),
  };
}
