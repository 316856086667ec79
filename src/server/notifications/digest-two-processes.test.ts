import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isPostgresReachable, POSTGRES_URL } from '#test/postgres-for-test.ts';
import { users } from '../auth/auth.schema.ts';
import { type Database, openPostgres } from '../db/client.ts';
import type { Config } from '../env.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { createLogger } from '../infra/logger.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { createNotificationScheduler } from './notification-scheduler.ts';

/**
 * Two schedulers, each with its own connection pool to one PostgreSQL database, stand for two server
 * processes ticking at the same moment. Uses the machine's PostgreSQL even in the PGlite run, since
 * PGlite cannot be shared; the real two-process start-up is covered by multi-instance.test.ts.
 */
const postgresUp = await isPostgresReachable('digest two-process test');

const mail: Pick<Config, 'appUrl' | 'authSecret'> = {
  appUrl: 'http://localhost:3000',
  authSecret: 'a-test-secret-of-at-least-thirty-two-characters',
};

describe.skipIf(!postgresUp)('digests with two server processes on one database', () => {
  const databaseName = `harbor_digest_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    await admin.connect();
    const template = inject('postgresTemplate');
    await admin.query(`create database ${databaseName}${template ? ` template ${template}` : ''}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    a = openPostgres(url.toString(), 4);
    b = openPostgres(url.toString(), 4);
    if (!template) await a.migrate();
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await admin.end();
  });

  it('sends each due digest exactly once when both tick together, again and again', async () => {
    const people = Array.from({ length: 12 }, (_, i) => ({
      id: `person-${i}`,
      name: `Person ${i}`,
      firstName: `Person${i}`,
      email: `person-${i}@example.com`,
    }));
    await a.db.insert(users).values(people);
    const lovedOneIds: string[] = [];
    for (const owner of people.slice(0, 4)) {
      const [row] = await a.db
        .insert(lovedOnes)
        .values({ adminUserId: owner.id, firstName: 'Rose', lastName: owner.name })
        .returning({ id: lovedOnes.id });
      lovedOneIds.push(row!.id);
      await a.db
        .insert(tasks)
        .values({ lovedOneId: row!.id, title: 'Call the bank', category: 'Other', dueDate: '2026-11-24' });
    }
    // Each loved one also has two members: 4 admins + 8 members = 12 digests.
    await a.db
      .insert(lovedOneAccess)
      .values(people.slice(4).map((member, i) => ({ lovedOneId: lovedOneIds[i % 4]!, userId: member.id })));

    const now = () => new Date('2026-11-23T09:00:00Z');
    const logger = createLogger('silent');
    const processA = createNotificationScheduler({ db: a.db, mail, logger, now });
    const processB = createNotificationScheduler({ db: b.db, mail, logger, now });
    const rounds = await Promise.all([
      processA.runOnce(),
      processB.runOnce(),
      processA.runOnce(),
      processB.runOnce(),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.digests, 0)).toBe(12);

    const queued = await a.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Your week for%'));
    expect(queued).toHaveLength(12);
    expect(new Set(queued.map((row) => row.toAddress)).size).toBe(12);
  });
});
