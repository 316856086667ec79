import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { journalEntries } from './wellbeing.schema.ts';
import { ownerStrangerAndAdmin } from './wellbeing-test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const BODY = 'We scattered her ashes at Holkham beach.\n\n  She would have laughed at the wind.  ';

async function writeEntry(cookie: string, json: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/api/journal/entries', {
    cookie,
    json: { entryDate: '2024-06-01', title: 'The beach', body: BODY, promptId: 'a-memory-to-keep', ...json },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { entry: { id: string; body: string } }).entry;
}

describe('grief journal', () => {
  it('writes, reads, edits and deletes an entry, keeping the text exactly as typed', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const entry = await writeEntry(owner.cookie);
    expect(entry.body).toBe(BODY);

    const read = await t.request('GET', `/api/journal/entries/${entry.id}`, { cookie: owner.cookie });
    expect(await read.json()).toMatchObject({
      entry: { entryDate: '2024-06-01', title: 'The beach', body: BODY, promptId: 'a-memory-to-keep' },
    });

    const edited = await t.request('PUT', `/api/journal/entries/${entry.id}`, {
      cookie: owner.cookie,
      json: { entryDate: '2024-06-02', title: '', body: 'Changed my mind about the title.' },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      entry: {
        entryDate: '2024-06-02',
        title: null,
        body: 'Changed my mind about the title.',
        promptId: null,
      },
    });

    expect(
      (await t.request('DELETE', `/api/journal/entries/${entry.id}`, { cookie: owner.cookie })).status,
    ).toBe(200);
    expect(
      (await t.request('GET', `/api/journal/entries/${entry.id}`, { cookie: owner.cookie })).status,
    ).toBe(404);
  });

  it('answers the author alone with the crisis level of what they saved, and keeps nothing about it', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const plan = {
      entryDate: '2024-06-01',
      title: '',
      body: "i've worked out the whole plan. i'm going to do it on her birthday",
    };
    const created = await t.request('POST', '/api/journal/entries', { cookie: owner.cookie, json: plan });
    const { entry, crisisLevel } = (await created.json()) as { entry: { id: string }; crisisLevel: string };
    expect(crisisLevel).toBe('crisis');
    const edited = await t.request('PUT', `/api/journal/entries/${entry.id}`, {
      cookie: owner.cookie,
      json: { ...plan, body: 'We scattered her ashes at the beach.' },
    });
    expect(await edited.json()).toMatchObject({ crisisLevel: 'none' });
    // Not counted, not logged: the check's answer went to the author and nowhere else.
    for (const table of ['wellbeing_crisis_daily_counts', 'security_events']) {
      expect(await queryRows(t.deps.db, sql.raw(`select * from ${table}`))).toEqual([]);
    }
  });

  it('stores only ciphertext: a database dump shows none of the words', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const entry = await writeEntry(owner.cookie);
    const [row] = await queryRows<Record<string, unknown>>(
      t.deps.db,
      sql`select * from journal_entries where id = ${entry.id}`,
    );
    const dump = JSON.stringify(row);
    expect(dump).not.toContain('Holkham');
    expect(dump).not.toContain('The beach');
    expect(row!.body_ciphertext).toMatch(/^v1\.[A-Za-z0-9+/]+=*$/);
    // Two saves of the same words never look alike (a fresh IV each time).
    const again = await writeEntry(owner.cookie);
    const [other] = await t.deps.db.select().from(journalEntries).where(eq(journalEntries.id, again.id));
    expect(other!.bodyCiphertext).not.toBe(row!.body_ciphertext);
  });

  it("refuses to decrypt a row moved onto another person's account", async () => {
    const { owner, stranger } = await ownerStrangerAndAdmin(t);
    const entry = await writeEntry(owner.cookie);
    await t.deps.db
      .update(journalEntries)
      .set({ userId: stranger.userId })
      .where(eq(journalEntries.id, entry.id));
    const response = await t.request('GET', `/api/journal/entries/${entry.id}`, { cookie: stranger.cookie });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('Holkham');
  });

  it('searches the writer’s own entries only, by every word, ignoring case', async () => {
    const { owner, stranger } = await ownerStrangerAndAdmin(t);
    await writeEntry(owner.cookie);
    await writeEntry(owner.cookie, { title: 'Garden', body: 'Planted her roses today.' });
    await writeEntry(stranger.cookie, { title: 'Beach', body: 'Holkham with the dog.' });

    const search = async (cookie: string, q: string) => {
      const response = await t.request('GET', `/api/journal/entries?q=${encodeURIComponent(q)}`, { cookie });
      return ((await response.json()) as { entries: { title: string }[] }).entries.map(
        (entry) => entry.title,
      );
    };
    expect(await search(owner.cookie, 'HOLKHAM wind')).toEqual(['The beach']);
    expect(await search(owner.cookie, 'roses')).toEqual(['Garden']);
    expect(await search(owner.cookie, 'dog')).toEqual([]);
    expect(await search(owner.cookie, '')).toHaveLength(2);
  });

  it('checks the entry: a body is required, markup is refused, a future day is refused', async () => {
    const { owner } = await ownerStrangerAndAdmin(t);
    const post = (json: unknown) => t.request('POST', '/api/journal/entries', { cookie: owner.cookie, json });
    const empty = await post({ entryDate: '2024-06-01', body: '   ' });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ error: { message: 'Please write something before saving' } });
    expect((await post({ entryDate: '2024-06-01', body: '<script>alert(1)</script>' })).status).toBe(422);
    const future = await post({ entryDate: '2199-01-01', body: 'x' });
    expect(await future.json()).toMatchObject({
      error: { message: 'Please choose today or an earlier day' },
    });
  });

  it('keeps a draft on the server, encrypted, and clears it', async () => {
    const { owner, stranger } = await ownerStrangerAndAdmin(t);
    const draft = { entryDate: '2024-06-01', title: '', body: 'Half a thought about <her', promptId: null };
    expect((await t.request('PUT', '/api/journal/draft', { cookie: owner.cookie, json: draft })).status).toBe(
      200,
    );
    expect(
      await (await t.request('GET', '/api/journal/draft', { cookie: owner.cookie })).json(),
    ).toMatchObject({ draft });
    expect(await (await t.request('GET', '/api/journal/draft', { cookie: stranger.cookie })).json()).toEqual({
      draft: null,
    });
    const rows = await queryRows<{ draft_ciphertext: string }>(
      t.deps.db,
      sql`select draft_ciphertext from journal_drafts`,
    );
    expect(rows[0]!.draft_ciphertext).not.toContain('Half a thought');
    await t.request('DELETE', '/api/journal/draft', { cookie: owner.cookie });
    expect(await (await t.request('GET', '/api/journal/draft', { cookie: owner.cookie })).json()).toEqual({
      draft: null,
    });
  });

  it('keeps an entry from everyone but the writer, including the admin of a loved one they share', async () => {
    const { owner, stranger, admin } = await ownerStrangerAndAdmin(t);
    const entry = await writeEntry(owner.cookie);
    const url = `/api/journal/entries/${entry.id}`;
    const update = { entryDate: '2024-06-01', body: 'overwritten' };
    for (const other of [stranger, admin]) {
      const reads = [
        await t.request('GET', url, { cookie: other.cookie }),
        await t.request('PUT', url, { cookie: other.cookie, json: update }),
      ];
      for (const response of reads) {
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('Holkham');
      }
      // A delete removes nothing, with the answer for an entry that is not there (decision 081).
      const deleted = await t.request('DELETE', url, { cookie: other.cookie });
      const missing = await t.request('DELETE', `/api/journal/entries/${randomUUID()}`, {
        cookie: other.cookie,
      });
      expect([deleted.status, await deleted.text()]).toEqual([missing.status, await missing.text()]);
      const list = await t.request('GET', '/api/journal/entries', { cookie: other.cookie });
      expect(await list.json()).toEqual({ entries: [] });
    }
    expect((await t.request('GET', url)).status).toBe(401);
    expect((await t.request('GET', '/api/journal/entries/not-a-uuid', { cookie: owner.cookie })).status).toBe(
      404,
    );
    const mine = await t.request('GET', url, { cookie: owner.cookie });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.json()).toMatchObject({ entry: { body: BODY } });
  });
});
