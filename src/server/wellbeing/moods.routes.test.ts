import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { ownerStrangerAndAdmin } from './wellbeing-test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const checkIn = (cookie: string, json: Record<string, unknown>) =>
  t.request('PUT', '/api/moods', { cookie, json: { date: '2024-06-01', mood: 2, ...json } });

const listOf = async (cookie: string) =>
  (
    (await (await t.request('GET', '/api/moods?days=3650', { cookie })).json()) as {
      checkIns: { date: string; mood: number; tags: string[]; note: string | null }[];
    }
  ).checkIns;

describe('mood tracker', () => {
  it('answers the author alone with the crisis level of the note, and keeps nothing about it', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const flagged = await checkIn(owner.cookie, { note: "i've stopped taking my insulin, what's the point" });
    expect(await flagged.json()).toMatchObject({ crisisLevel: 'crisis' });
    const plain = await checkIn(owner.cookie, { note: 'Her birthday. Cake with the kids.' });
    expect(await plain.json()).toMatchObject({ crisisLevel: 'none' });
    for (const table of ['wellbeing_crisis_daily_counts', 'security_events']) {
      expect(await queryRows(t.deps.db, sql.raw(`select * from ${table}`))).toEqual([]);
    }
  });

  it('keeps one check-in per day: a second one that day replaces the first', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    expect((await checkIn(owner.cookie, { tags: ['slept-badly'], note: 'Her birthday' })).status).toBe(200);
    const edited = await checkIn(owner.cookie, { mood: 4, tags: ['anniversary', 'saw-people'], note: null });
    expect(await edited.json()).toMatchObject({ checkIn: { date: '2024-06-01', mood: 4, note: null } });
    await checkIn(owner.cookie, { date: '2024-06-02', mood: 1 });
    expect(await listOf(owner.cookie)).toMatchObject([
      { date: '2024-06-01', mood: 4, tags: ['anniversary', 'saw-people'], note: null },
      { date: '2024-06-02', mood: 1, tags: [], note: null },
    ]);
  });

  it('encrypts the note at rest', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    await checkIn(owner.cookie, { note: 'Cried in the supermarket' });
    const rows = await queryRows<Record<string, unknown>>(t.deps.db, sql`select * from mood_check_ins`);
    expect(JSON.stringify(rows)).not.toContain('supermarket');
    expect((await listOf(owner.cookie))[0]!.note).toBe('Cried in the supermarket');
  });

  it('refuses a mood out of range, an unknown tag and a day in the future', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const outOfRange = await checkIn(owner.cookie, { mood: 6 });
    expect(await outOfRange.json()).toMatchObject({ error: { message: 'Please choose a mood from 1 to 5' } });
    expect((await checkIn(owner.cookie, { tags: ['yoga'] })).status).toBe(422);
    const future = await checkIn(owner.cookie, { date: '2199-01-01' });
    expect(await future.json()).toMatchObject({
      error: { message: 'You can only check in for today or an earlier day' },
    });
  });

  it('keeps check-ins from everyone but the person, including the admin of a loved one they share', async () => {
    const { owner, stranger, admin } = await ownerStrangerAndAdmin(t);
    await checkIn(owner.cookie, { note: 'private' });
    for (const other of [stranger, admin]) {
      expect(await listOf(other.cookie)).toEqual([]);
      // Their delete reaches only their own days, where there is nothing yet to remove.
      expect((await t.request('DELETE', '/api/moods/2024-06-01', { cookie: other.cookie })).status).toBe(200);
      // Their own check-in for the same day is theirs alone and leaves the owner's untouched.
      await checkIn(other.cookie, { mood: 5 });
    }
    expect(await listOf(owner.cookie)).toMatchObject([{ date: '2024-06-01', mood: 2, note: 'private' }]);
    expect((await t.request('GET', '/api/moods')).status).toBe(401);
    expect((await t.request('DELETE', '/api/moods/2024-06-01', { cookie: owner.cookie })).status).toBe(200);
    expect(await listOf(owner.cookie)).toEqual([]);
  });
});
