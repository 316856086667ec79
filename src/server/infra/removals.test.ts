import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam, insertTask, memorialOfTeam, type Team } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { memorialPhotos, memorialTributes } from '../memorials/memorials.schema.ts';
import { taskDocuments } from '../tasks/tasks.schema.ts';
import { supportTeamInvitations } from '../team/team.schema.ts';
import { validInvite } from '../team/team.test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/**
 * Each thing a person removes: how the admin makes one (answering the address that removes it), how
 * many of its kind the team (or, for what is personal, the admin) has, the answer a removal gets, and the
 * answer a stranger's gets. Decision 081: a removal pressed again after its answer was lost, or at the same
 * moment as another, is answered as the first was, because what was asked for is done.
 */
type Removal = {
  make: (team: Team) => Promise<string>;
  count: (team: Team) => Promise<number | undefined>;
  removed: number;
  /** Off the team, 404 before anything is looked up; what is personal gets the quiet answer of a missing one. */
  stranger?: number;
};

const countOf =
  (table: string, column: string, idOf: (team: Team) => string | Promise<string>) => async (team: Team) => {
    const [row] = await queryRows<{ count: number }>(
      t.deps.db,
      sql`select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${await idOf(team)}`,
    );
    return row?.count;
  };
const ofLovedOne = (table: string) => countOf(table, 'loved_one_id', (team) => team.lovedOne.id);
const ofPage = (table: string) => countOf(table, 'memorial_page_id', (team) => memorialOf(team));

const memorialOf = (team: Team) => memorialOfTeam(t, team);

/** Posts as the admin and answers the body, failing loudly if the thing was not made. */
async function made<Body>(team: Team, url: string, json: Record<string, unknown>, method = 'POST') {
  const response = await t.request(method, url, { cookie: team.admin.cookie, json });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as Body;
}

const REMOVALS: Record<string, Removal> = {
  'estate account line': {
    make: async (team) => {
      const base = `/api/estate-accounting/${team.lovedOne.id}/ledger`;
      const json = {
        kind: 'receipt',
        onDate: '2026-10-10',
        amount: '100',
        party: 'Hudson Savings',
        description: 'Checking closed',
      };
      const { entry } = await made<{ entry: { id: string } }>(team, `${base}?timeZone=UTC`, json);
      return `${base}/${entry.id}`;
    },
    count: ofLovedOne('estate_ledger_entries'),
    removed: 204,
  },
  heir: {
    make: async (team) => {
      const base = `/api/estate-accounting/${team.lovedOne.id}/heirs`;
      const { heir } = await made<{ heir: { id: string } }>(team, base, { name: 'Sam Lane', share: '50' });
      return `${base}/${heir.id}`;
    },
    count: ofLovedOne('estate_heirs'),
    removed: 204,
  },
  'executor time': {
    make: async (team) => {
      const base = `/api/estate-accounting/${team.lovedOne.id}/time`;
      const json = { onDate: '2026-10-06', hours: '2', work: 'Sorted the post' };
      const { entry } = await made<{ entry: { id: string } }>(team, `${base}?timeZone=UTC`, json);
      return `${base}/${entry.id}`;
    },
    count: ofLovedOne('executor_time_entries'),
    removed: 204,
  },
  'inventory item': {
    make: async (team) => {
      const base = `/api/inventory/${team.lovedOne.id}/items`;
      const json = { kind: 'vehicle', institution: '2019 Subaru Outback' };
      const { item } = await made<{ item: { id: string } }>(team, `${base}?timeZone=UTC`, json);
      return `${base}/${item.id}`;
    },
    count: ofLovedOne('inventory_items'),
    removed: 204,
  },
  expense: {
    make: async (team) => {
      const base = `/api/inventory/${team.lovedOne.id}/expenses`;
      const json = {
        paidOn: '2026-10-05',
        payee: 'County clerk',
        amount: '25',
        category: 'postage_certificates',
      };
      const { expense } = await made<{ expense: { id: string } }>(team, base, json);
      return `${base}/${expense.id}`;
    },
    count: ofLovedOne('executor_expenses'),
    removed: 204,
  },
  'tax document added by hand': {
    make: async (team) => {
      const base = `/api/tax-documents/${team.lovedOne.id}`;
      const { document } = await made<{ document: { key: string } }>(team, `${base}/added`, { title: 'K-1' });
      return `${base}/${encodeURIComponent(document.key)}`;
    },
    count: ofLovedOne('tax_documents'),
    removed: 204,
  },
  'task document': {
    make: async (team) => {
      const task = await insertTask(t, { lovedOneId: team.lovedOne.id });
      const [row] = await t.deps.db
        .insert(taskDocuments)
        .values({
          taskId: task.id,
          lovedOneId: team.lovedOne.id,
          fileName: 'will.pdf',
          contentType: 'application/pdf',
          sizeBytes: 4,
          storageKey: `task-documents/${team.lovedOne.id}/${task.id}/will`,
          uploadedByUserId: team.admin.userId,
        })
        .returning();
      return `/api/tasks/${task.id}/documents/${row!.id}`;
    },
    count: ofLovedOne('task_documents'),
    removed: 200,
  },
  'memorial gathering': {
    make: async (team) => {
      const base = `/api/memorials/${await memorialOf(team)}/events`;
      const { item } = await made<{ item: { id: string } }>(team, base, {
        kind: 'service',
        eventDate: '2026-12-05',
      });
      return `${base}/${item.id}`;
    },
    count: ofPage('memorial_events'),
    removed: 200,
  },
  'memorial quote': {
    make: async (team) => {
      const base = `/api/memorials/${await memorialOf(team)}/quotes`;
      const { item } = await made<{ item: { id: string } }>(team, base, { quoteText: 'Be kind.' });
      return `${base}/${item.id}`;
    },
    count: ofPage('memorial_quotes'),
    removed: 200,
  },
  'gallery photo': {
    make: async (team) => {
      const memorialPageId = await memorialOf(team);
      const [row] = await t.deps.db
        .insert(memorialPhotos)
        .values({
          memorialPageId,
          uploadedByName: 'Ada Admin',
          webKey: 'gone/web',
          thumbnailKey: 'gone/thumb',
        })
        .returning();
      return `/api/memorials/${memorialPageId}/photos/${row!.id}`;
    },
    count: ofPage('memorial_photos'),
    removed: 200,
  },
  tribute: {
    make: async (team) => {
      const memorialPageId = await memorialOf(team);
      const [row] = await t.deps.db
        .insert(memorialTributes)
        .values({ memorialPageId, authorName: 'A neighbour', message: 'She fed our cat every summer.' })
        .returning();
      return `/api/memorials/${memorialPageId}/tributes/${row!.id}`;
    },
    count: ofPage('memorial_tributes'),
    removed: 200,
  },
  guest: {
    make: async (team) => {
      const base = `/api/memorials/${await memorialOf(team)}/guests`;
      await made(team, base, { name: 'Ann Reed', email: 'ann@example.com' });
      const [guest] = await queryRows<{ id: string }>(
        t.deps.db,
        sql`select id from memorial_guests where memorial_page_id = ${await memorialOf(team)}`,
      );
      return `${base}/${guest!.id}`;
    },
    count: ofPage('memorial_guests'),
    removed: 200,
  },
  'team member': {
    make: async (team) => `/api/team/${team.lovedOne.id}/members/${team.member.userId}`,
    count: ofLovedOne('loved_one_access'),
    removed: 200,
  },
  'pending invitation': {
    make: async (team) => {
      await made(team, `/api/team/${team.lovedOne.id}/invitations`, validInvite);
      const [row] = await t.deps.db.select({ id: supportTeamInvitations.id }).from(supportTeamInvitations);
      return `/api/team/${team.lovedOne.id}/invitations/${row!.id}`;
    },
    count: ofLovedOne('support_team_invitations'),
    removed: 200,
  },
  'journal entry': {
    make: async (team) => {
      const json = { entryDate: '2026-10-07', title: 'The beach', body: 'We walked where she used to walk.' };
      const { entry } = await made<{ entry: { id: string } }>(team, '/api/journal/entries', json);
      return `/api/journal/entries/${entry.id}`;
    },
    count: countOf('journal_entries', 'user_id', (team) => team.admin.userId),
    removed: 200,
    stranger: 200,
  },
  'mood check-in': {
    make: async (team) => {
      await made(team, '/api/moods', { date: '2026-10-08', mood: 2 }, 'PUT');
      return '/api/moods/2026-10-08';
    },
    count: countOf('mood_check_ins', 'user_id', (team) => team.admin.userId),
    removed: 200,
    stranger: 200,
  },
};

describe('a removal asked for again', () => {
  for (const [name, removal] of Object.entries(REMOVALS)) {
    it(`removes one ${name}, asked twice at once and again later, and a stranger removes nothing`, async () => {
      const team = await createTeam(t);
      const url = await removal.make(team);
      const before = (await removal.count(team)) ?? 0;
      expect(before).toBeGreaterThan(0);

      const stranger = await t.request('DELETE', url, { cookie: team.stranger.cookie });
      expect(stranger.status).toBe(removal.stranger ?? 404);
      expect(await removal.count(team)).toBe(before);

      const asAdmin = () => t.request('DELETE', url, { cookie: team.admin.cookie });
      const answers = [...(await Promise.all([asAdmin(), asAdmin()])), await asAdmin()];
      expect(answers.map((answer) => answer.status)).toEqual([
        removal.removed,
        removal.removed,
        removal.removed,
      ]);
      expect(await removal.count(team)).toBe(before - 1);
    });
  }
});
