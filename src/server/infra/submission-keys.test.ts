import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam, memorialOfTeam, type Team } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '../db/client.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/**
 * Each form that adds something: where it posts, what it sends, how many of what it adds the team (or,
 * for the journal, the person) has, and how its answer names what was added. The heir takes the whole
 * estate and the day's work more than half a day, so adding either again for real would be refused: a
 * key sent again must lead to what the first made before anything is checked again.
 */
type Form = {
  url: (team: Team) => string | Promise<string>;
  json: (team: Team) => Record<string, unknown>;
  count: (team: Team) => Promise<number | undefined>;
  idOf: (body: Record<string, { id: string }>) => string | undefined;
};

const rowsOf = (table: string, column: string) => async (team: Team, memorialId?: string) => {
  const id = memorialId ?? (column === 'user_id' ? team.admin.userId : team.lovedOne.id);
  const [row] = await queryRows<{ count: number }>(
    t.deps.db,
    sql`select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  );
  return row?.count;
};

const memorialOf = (team: Team) => memorialOfTeam(t, team);

const FORMS: Record<string, Form> = {
  'estate account line': {
    url: (team) => `/api/estate-accounting/${team.lovedOne.id}/ledger?timeZone=UTC`,
    json: () => ({
      kind: 'receipt',
      onDate: '2026-10-10',
      amount: '10,000.50',
      party: 'Hudson Savings',
      description: 'Checking closed',
    }),
    count: rowsOf('estate_ledger_entries', 'loved_one_id'),
    idOf: (body) => body.entry?.id,
  },
  heir: {
    url: (team) => `/api/estate-accounting/${team.lovedOne.id}/heirs`,
    json: () => ({ name: 'Sam Lane', share: '100' }),
    count: rowsOf('estate_heirs', 'loved_one_id'),
    idOf: (body) => body.heir?.id,
  },
  'executor time': {
    url: (team) => `/api/estate-accounting/${team.lovedOne.id}/time?timeZone=UTC`,
    json: () => ({ onDate: '2026-10-06', hours: '13', work: 'Cleared the house' }),
    count: rowsOf('executor_time_entries', 'loved_one_id'),
    idOf: (body) => body.entry?.id,
  },
  'inventory item': {
    url: (team) => `/api/inventory/${team.lovedOne.id}/items?timeZone=UTC`,
    json: () => ({ kind: 'vehicle', institution: '2019 Subaru Outback', estimatedValue: '18,000' }),
    count: rowsOf('inventory_items', 'loved_one_id'),
    idOf: (body) => body.item?.id,
  },
  expense: {
    url: (team) => `/api/inventory/${team.lovedOne.id}/expenses`,
    json: () => ({
      paidOn: '2026-10-05',
      payee: 'County clerk',
      amount: '25',
      category: 'postage_certificates',
    }),
    count: rowsOf('executor_expenses', 'loved_one_id'),
    idOf: (body) => body.expense?.id,
  },
  'custom task': {
    url: () => '/api/tasks',
    json: (team) => ({ lovedOneId: team.lovedOne.id, title: 'Cancel the newspaper', category: 'Other' }),
    count: rowsOf('tasks', 'loved_one_id'),
    idOf: (body) => body.task?.id,
  },
  'memorial gathering': {
    url: async (team) => `/api/memorials/${await memorialOf(team)}/events`,
    json: () => ({
      kind: 'service',
      title: 'Service at St Mary’s',
      eventDate: '2026-12-05',
      place: 'St Mary’s',
    }),
    count: async (team) => rowsOf('memorial_events', 'memorial_page_id')(team, await memorialOf(team)),
    idOf: (body) => body.item?.id,
  },
  'tax document added by hand': {
    url: (team) => `/api/tax-documents/${team.lovedOne.id}/added`,
    json: () => ({ title: 'Brokerage statement', from: 'Hudson Investments' }),
    count: rowsOf('tax_documents', 'loved_one_id'),
    // A document added by hand is named by its key, 'added:{id}'.
    idOf: (body) => (body.document as { key?: string } | undefined)?.key,
  },
  'journal entry': {
    url: () => '/api/journal/entries',
    json: () => ({ entryDate: '2026-10-07', title: 'The beach', body: 'We walked where she used to walk.' }),
    count: rowsOf('journal_entries', 'user_id'),
    idOf: (body) => body.entry?.id,
  },
};

const KEY = '7d1f0c3e-2b4a-4c5d-8e6f-9a0b1c2d3e4f';

const send = async (team: Team, form: Form, key?: string, json = form.json(team)) =>
  t.request('POST', await form.url(team), {
    cookie: team.admin.cookie,
    json,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('a form sent again with its submission key', () => {
  for (const [name, form] of Object.entries(FORMS)) {
    it(`adds one ${name}, whether sent three times at once or again later`, async () => {
      const team = await createTeam(t);
      const before = await form.count(team);
      const sent = await Promise.all([0, 1, 2].map(() => send(team, form, KEY)));
      expect(sent.map((response) => response.status)).toEqual([201, 201, 201]);
      const ids = await Promise.all(sent.map(async (response) => form.idOf(await response.json())));
      expect(ids[0]).toEqual(expect.any(String));
      expect(new Set(ids)).toEqual(new Set([ids[0]]));

      const later = await send(team, form, KEY);
      expect(later.status).toBe(201);
      expect(form.idOf(await later.json())).toBe(ids[0]);
      expect(await form.count(team)).toBe((before ?? 0) + 1);

      // Another person's form with the same key is theirs: it adds their own.
      const other = await createTeam(t);
      const theirs = await send(other, form, KEY);
      expect(theirs.status).toBe(201);
      expect(form.idOf(await theirs.json())).not.toBe(ids[0]);
      expect(await form.count(other)).toBe((before ?? 0) + 1);
    });
  }

  it('adds again without a key, and refuses a key that is not a uuid before adding anything', async () => {
    const team = await createTeam(t);
    const form = FORMS['estate account line']!;
    expect((await send(team, form)).status).toBe(201);
    expect((await send(team, form)).status).toBe(201);
    expect(await form.count(team)).toBe(2);
    expect((await send(team, form, 'twice')).status).toBe(422);
    expect(await form.count(team)).toBe(2);
  });

  it('lets a refused form be sent again with its key once it is put right', async () => {
    const team = await createTeam(t);
    const form = FORMS['estate account line']!;
    const refused = await send(team, form, KEY, { ...form.json(team), onDate: '2026-09-01' });
    expect(refused.status).toBe(422);
    expect((await send(team, form, KEY)).status).toBe(201);
    expect(await form.count(team)).toBe(1);
  });

  it('leads only to what the person may see where they send it: a task of another loss is not shown', async () => {
    const team = await createTeam(t);
    // The same admin's second loss.
    const setup = await t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
      cookie: team.admin.cookie,
      json: { path: 'recent-loss', answers: {} },
    });
    const { lovedOneId } = (await setup.json()) as { lovedOneId: string };
    const form = FORMS['custom task']!;
    const mine = await send(team, form, KEY);
    expect(mine.status).toBe(201);
    const elsewhere = await send(team, form, KEY, { ...form.json(team), lovedOneId });
    expect(elsewhere.status).toBe(404);
    expect(JSON.stringify(await elsewhere.json())).not.toContain(form.idOf(await mine.json()));
  });
});
