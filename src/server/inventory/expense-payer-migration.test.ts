import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '#test/factories/team.ts';
import { runMigration } from '#test/migration-file.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { executorExpenses } from './inventory.schema.ts';

// Migration 0037 records the payer's name with each expense already kept, as Harbor names them today.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('migration 0037: the payer’s name with each expense', () => {
  it('names the payer of an expense kept before, and leaves one whose payer is gone unnamed', async () => {
    const team = await createTeam(t);
    const rows = await t.deps.db
      .insert(executorExpenses)
      .values([
        {
          lovedOneId: team.lovedOne.id,
          paidOn: '2026-10-05',
          payee: 'Train',
          amountCents: 3000,
          category: 'travel',
          paidByUserId: team.member.userId,
        },
        {
          lovedOneId: team.lovedOne.id,
          paidOn: '2026-10-06',
          payee: 'Stamps',
          amountCents: 1200,
          category: 'other',
          paidByUserId: null,
        },
      ])
      .returning();

    // The column is there already: only the backfill runs again.
    await runMigration(t, '0037_expense_payer_name.sql', 1);

    const nameOf = async (id: string) =>
      (await t.deps.db.select().from(executorExpenses).where(eq(executorExpenses.id, id)))[0]?.paidByName;
    expect(await nameOf(rows[0]!.id)).toBe('Sam Support');
    expect(await nameOf(rows[1]!.id)).toBeNull();
  });
});
