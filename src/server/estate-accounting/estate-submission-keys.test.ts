import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '../db/client.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createTeam>>;

/**
 * Each of the estate's forms that adds something: where it posts, what it sends, the table it adds
 * to and how its answer names what was added. The heir takes the whole estate and the day's work more
 * than half a day, so adding either again for real would be refused: a key sent again must lead to
 * what the first made before anything is checked again.
 */
const FORMS = {
  'estate account line': {
    url: (team: Team) => `/api/estate-accounting/${team.lovedOne.id}/ledger?timeZone=UTC`,
    json: {
      kind: 'receipt',
      onDate: '2026-10-10',
      amount: '10,000.50',
      party: 'Hudson Savings',
      description: 'Checking closed',
    },
    table: 'estate_ledger_entries',
    idOf: (body: Record<string, { id: string }>) => body.entry?.id,
  },
  heir: {
    url: (team: Team) => `/api/estate-accounting/${team.lovedOne.id}/heirs`,
    json: { name: 'Sam Lane', share: '100' },
    table: 'estate_heirs',
    idOf: (body: Record<string, { id: string }>) => body.heir?.id,
  },
  'executor time': {
    url: (team: Team) => `/api/estate-accounting/${team.lovedOne.id}/time?timeZone=UTC`,
    json: { onDate: '2026-10-06', hours: '13', work: 'Cleared the house' },
    table: 'executor_time_entries',
    idOf: (body: Record<string, { id: string }>) => body.entry?.id,
  },
  'inventory item': {
    url: (team: Team) => `/api/inventory/${team.lovedOne.id}/items?timeZone=UTC`,
    json: { kind: 'vehicle', institution: '2019 Subaru Outback', estimatedValue: '18,000' },
    table: 'inventory_items',
    idOf: (body: Record<string, { id: string }>) => body.item?.id,
  },
  expense: {
    url: (team: Team) => `/api/inventory/${team.lovedOne.id}/expenses`,
    json: { paidOn: '2026-10-05', payee: 'County clerk', amount: '25', category: 'postage_certificates' },
    table: 'executor_expenses',
    idOf: (body: Record<string, { id: string }>) => body.expense?.id,
  },
} as const;

const KEY = '7d1f0c3e-2b4a-4c5d-8e6f-9a0b1c2d3e4f';

const send = (team: Team, form: (typeof FORMS)[keyof typeof FORMS], key?: string) =>
  t.request('POST', form.url(team), {
    cookie: team.admin.cookie,
    json: form.json,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

async function countOf(table: string, team: Team) {
  const [row] = await queryRows<{ count: number }>(
    t.deps.db,
    sql`select count(*)::int as count from ${sql.identifier(table)} where loved_one_id = ${team.lovedOne.id}`,
  );
  return row?.count;
}

describe('a form of the estate sent again with its submission key', () => {
  for (const [name, form] of Object.entries(FORMS)) {
    it(`adds one ${name}, whether sent three times at once or again later`, async () => {
      const team = await createTeam(t);
      const sent = await Promise.all([0, 1, 2].map(() => send(team, form, KEY)));
      expect(sent.map((response) => response.status)).toEqual([201, 201, 201]);
      const ids = await Promise.all(sent.map(async (response) => form.idOf(await response.json())));
      expect(ids[0]).toEqual(expect.any(String));
      expect(new Set(ids)).toEqual(new Set([ids[0]]));

      const later = await send(team, form, KEY);
      expect(later.status).toBe(201);
      expect(form.idOf(await later.json())).toBe(ids[0]);
      expect(await countOf(form.table, team)).toBe(1);

      // Another person's form with the same key is theirs: it adds their own.
      const other = await createTeam(t);
      const theirs = await send(other, form, KEY);
      expect(theirs.status).toBe(201);
      expect(form.idOf(await theirs.json())).not.toBe(ids[0]);
      expect(await countOf(form.table, other)).toBe(1);
    });
  }

  it('adds again without a key, and refuses a key that is not a uuid before adding anything', async () => {
    const team = await createTeam(t);
    const form = FORMS['estate account line'];
    expect((await send(team, form)).status).toBe(201);
    expect((await send(team, form)).status).toBe(201);
    expect(await countOf(form.table, team)).toBe(2);
    expect((await send(team, form, 'twice')).status).toBe(422);
    expect(await countOf(form.table, team)).toBe(2);
  });

  it('lets a refused form be sent again with its key once it is put right', async () => {
    const team = await createTeam(t);
    const form = FORMS['estate account line'];
    const refused = await t.request('POST', form.url(team), {
      cookie: team.admin.cookie,
      json: { ...form.json, onDate: '2026-09-01' },
      headers: { 'Idempotency-Key': KEY },
    });
    expect(refused.status).toBe(422);
    expect((await send(team, form, KEY)).status).toBe(201);
    expect(await countOf(form.table, team)).toBe(1);
  });
});
