import type { ClientAnalyticsEvent, ServerAnalyticsEventName } from '#shared/analytics/analytics-events.ts';
import type { Db } from '../db/client.ts';
import { analyticsEvents } from './analytics.schema.ts';

/** Stores checked events; the name is a column (the funnel counts by it), the rest is properties. */
export async function recordAnalyticsEvents(db: Db, events: readonly ClientAnalyticsEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(analyticsEvents)
    .values(
      events.map(({ name, ...properties }) => ({ name, properties: properties as Record<string, unknown> })),
    );
}

/** sign_up and login, recorded where they happen (the auth hooks) with no properties at all. */
export async function recordServerAnalyticsEvent(db: Db, name: ServerAnalyticsEventName): Promise<void> {
  await db.insert(analyticsEvents).values({ name, properties: {} });
}
