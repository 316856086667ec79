import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { loadConfig } from '../env.ts';
import { createLogger } from '../infra/logger.ts';
import { analyticsEvents } from './analytics.schema.ts';
import { pruneAnalyticsEvents, startAnalyticsPruning } from './prune-analytics-events.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

async function seed() {
  await t.deps.db.insert(analyticsEvents).values([
    { name: 'page_view', properties: { path: '/' }, occurredAt: daysAgo(400) },
    { name: 'sign_up', occurredAt: daysAgo(181) },
    { name: 'login', occurredAt: daysAgo(179) },
    { name: 'waitlist_opened', occurredAt: daysAgo(1) },
  ]);
}
const remainingNames = async () =>
  (await t.deps.db.select({ name: analyticsEvents.name }).from(analyticsEvents))
    .map((row) => row.name)
    .sort();

describe('pruneAnalyticsEvents', () => {
  it('deletes events older than the retention period and keeps the rest', async () => {
    await seed();
    expect(await pruneAnalyticsEvents(t.deps.db, 180, now)).toBe(2);
    expect(await remainingNames()).toEqual(['login', 'waitlist_opened']);
  });

  it('follows a shorter configured period', async () => {
    await seed();
    expect(await pruneAnalyticsEvents(t.deps.db, 7, now)).toBe(3);
    expect(await remainingNames()).toEqual(['waitlist_opened']);
  });

  it('reads the period from ANALYTICS_RETENTION_DAYS, 180 days unless set', async () => {
    expect(t.config.analyticsRetentionDays).toBe(180);
    const custom = await createTestApp({ env: { ANALYTICS_RETENTION_DAYS: '30' }, database: t.database });
    expect(custom.config.analyticsRetentionDays).toBe(30);
    await custom.close();
  });

  it('refuses a retention period that is not a whole number of days at start-up', () => {
    for (const value of ['0', '-5', '1.5', 'forever']) {
      expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: value })).toThrow(/ANALYTICS_RETENTION_DAYS/);
    }
  });
});

describe('startAnalyticsPruning', () => {
  it('prunes at start and again on every interval', async () => {
    const real = { retentionDays: 180, db: t.deps.db, logger: createLogger('silent') };
    await t.deps.db
      .insert(analyticsEvents)
      .values({ name: 'sign_up', occurredAt: new Date(Date.now() - 200 * DAY_MS) });
    const pruning = startAnalyticsPruning({ ...real, intervalMs: 50 });
    try {
      await vi.waitFor(async () => expect(await remainingNames()).toEqual([]), { timeout: 5_000 });
      await t.deps.db
        .insert(analyticsEvents)
        .values({ name: 'login', occurredAt: new Date(Date.now() - 200 * DAY_MS) });
      await vi.waitFor(async () => expect(await remainingNames()).toEqual([]), { timeout: 5_000 });
    } finally {
      pruning.stop();
    }
  });
});
