import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '#test/factories/team.ts';
import { untilSomeoneWaits } from '#test/lock-waits.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { executorExpenses, inventoryItems } from './inventory.schema.ts';

// A member may change an item only while it is theirs, and an expense only until it is paid back. When
// the admin's change lands while a member's is on its way, the member's is checked again on the row as
// the admin left it. Only PostgreSQL runs two transactions at once: PGlite runs one query at a time.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Team = Awaited<ReturnType<typeof createTeam>>;

describe.runIf(process.env.DATABASE_URL)('a member’s change meeting the admin’s', () => {
  const base = (team: Team) => `/api/inventory/${team.lovedOne.id}`;

  it('is refused on an item the admin has just given to someone else', async () => {
    const team = await createTeam(t);
    const added = await t.request('POST', `${base(team)}/items`, {
      cookie: team.admin.cookie,
      json: { kind: 'bank_account', institution: 'First Bank', assignedToUserId: team.member.userId },
    });
    const { item } = (await added.json()) as { item: { id: string } };
    const row = eq(inventoryItems.id, item.id);
    const answer = await t.deps.db.transaction(async (tx) => {
      await tx.select().from(inventoryItems).where(row).for('update');
      const sent = t.request('PATCH', `${base(team)}/items/${item.id}`, {
        cookie: team.member.cookie,
        json: { notes: 'Called them' },
      });
      await untilSomeoneWaits(t);
      await tx.update(inventoryItems).set({ assignedToUserId: team.otherMember.userId }).where(row);
      return { sent };
    });
    expect((await answer.sent).status).toBe(403);
    const [stored] = await t.deps.db.select().from(inventoryItems).where(row);
    expect(stored).toMatchObject({ assignedToUserId: team.otherMember.userId, notes: null });
  });

  it('is refused on an expense the admin has just paid back', async () => {
    const team = await createTeam(t);
    const added = await t.request('POST', `${base(team)}/expenses`, {
      cookie: team.member.cookie,
      json: { paidOn: '2026-10-05', payee: 'Train', amount: '30', category: 'travel' },
    });
    const { expense } = (await added.json()) as { expense: { id: string } };
    const row = eq(executorExpenses.id, expense.id);
    const answer = await t.deps.db.transaction(async (tx) => {
      await tx.select().from(executorExpenses).where(row).for('update');
      const sent = t.request('PATCH', `${base(team)}/expenses/${expense.id}`, {
        cookie: team.member.cookie,
        json: { amount: '3000' },
      });
      await untilSomeoneWaits(t);
      await tx.update(executorExpenses).set({ reimbursed: true, reimbursedOn: '2026-10-06' }).where(row);
      return { sent };
    });
    expect((await answer.sent).status).toBe(403);
    const [stored] = await t.deps.db.select().from(executorExpenses).where(row);
    expect(stored).toMatchObject({ reimbursed: true, amountCents: 3000 });
  });
});
