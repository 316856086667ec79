import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigration } from '#test/migration-file.ts';
import { signUpUser, type TestApp } from '#test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { securityEvents } from '../infra/infra.schema.ts';
import { wellbeingCrisisDailyCounts } from '../wellbeing/wellbeing.schema.ts';
import { readChatStream } from '../wellbeing/wellbeing-test-support.ts';
import { createOperatorApp } from './operator.test-support.ts';

// Decision 033: operators see how many crisis checks fired each day, and nothing else.

let t: TestApp;
let operatorCookie: string;
beforeAll(async () => {
  const created = await createOperatorApp();
  t = created.t;
  operatorCookie = created.operator.cookie;
});
afterAll(async () => {
  await t.close();
});

describe('crisis counts in the operator console', () => {
  it('shows a daily count, with no person, no reason and no words', async () => {
    const person = await signUpUser(t, { email: 'grieving@x.example' });
    await readChatStream(
      await t.request('POST', '/api/chat/messages', {
        cookie: person.cookie,
        json: { content: 'i just took all my pills' },
      }),
    );
    const response = await t.request('GET', '/api/operator/crisis-counts', { cookie: operatorCookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ days: [{ day: new Date().toISOString().slice(0, 10), count: 1 }] });

    const events = await (
      await t.request('GET', '/api/operator/security-events', { cookie: operatorCookie })
    ).text();
    for (const secret of [person.userId, 'grieving@x.example', 'pills', 'overdose', 'crisis']) {
      expect(JSON.stringify(body)).not.toContain(secret);
      expect(events).not.toContain(secret);
    }
  });

  it('answers 404 to anyone who is not an operator', async () => {
    const person = await signUpUser(t, { email: 'not-an-operator@x.example' });
    const response = await t.request('GET', '/api/operator/crisis-counts', { cookie: person.cookie });
    expect(response.status).toBe(404);
  });

  it('migrates old crisis security events into counts and deletes them', async () => {
    await t.deps.db.delete(wellbeingCrisisDailyCounts);
    await t.deps.db.insert(securityEvents).values([
      {
        eventType: 'wellbeing_crisis_detected',
        userId: 'user-a',
        details: { level: 'crisis', reasons: ['overdose'] },
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
      {
        eventType: 'wellbeing_crisis_detected',
        userId: 'user-b',
        details: { level: 'concern', reasons: ['hopelessness'] },
        createdAt: new Date('2026-01-02T23:30:00Z'),
      },
      { eventType: 'sign_in_failed', userId: 'user-c', createdAt: new Date('2026-01-02T11:00:00Z') },
    ]);
    // The table already exists here; run the statements that move the old rows.
    await runMigration(t, '0014_crisis_counts_only.sql', 1);
    expect(await t.deps.db.select().from(wellbeingCrisisDailyCounts)).toEqual([
      { day: '2026-01-02', count: 2 },
    ]);
    const left = await queryRows<{ event_type: string }>(
      t.deps.db,
      sql`select event_type from security_events`,
    );
    expect(left.map((row) => row.event_type)).not.toContain('wellbeing_crisis_detected');
    expect(left.map((row) => row.event_type)).toContain('sign_in_failed');
  });
});
