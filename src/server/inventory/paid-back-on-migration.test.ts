import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '#test/factories/team.ts';
import { runMigration } from '#test/migration-file.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { executorExpenses } from './inventory.schema.ts';

// Migration 0040 gives each expense already paid back the day it was paid back, which was never asked.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('migration 0040: the day each expense was paid back', () => {
  it('takes the day it was paid, or the date of death when it was paid before; an unpaid one has none', async () => {
    const team = await createTeam(t);
    // Rows as an older Harbor kept them: paid back, with no day.
    await t.deps.db.execute(
      sql.raw('ALTER TABLE "executor_expenses" DROP CONSTRAINT "executor_expenses_reimbursed_on"'),
    );
    const expense = { lovedOneId: team.lovedOne.id, amountCents: 3000, category: 'other' as const };
    const rows = await t.deps.db
      .insert(executorExpenses)
      .values([
        { ...expense, paidOn: '2026-10-05', payee: 'Florist', reimbursed: true },
        { ...expense, paidOn: '2026-09-20', payee: 'Hospital', reimbursed: true },
        { ...expense, paidOn: '2026-10-06', payee: 'Stamps', reimbursed: false },
      ])
      .returning();

    // The column is there already: the backfill and the check run again.
    await runMigration(t, '0040_paid_back_on.sql', 1);

    const dayOf = async (id: string) =>
      (await t.deps.db.select().from(executorExpenses).where(eq(executorExpenses.id, id)))[0]?.reimbursedOn;
    expect(team.lovedOne.dateOfDeath).toBe('2026-10-01');
    expect(await dayOf(rows[0]!.id)).toBe('2026-10-05');
    expect(await dayOf(rows[1]!.id)).toBe('2026-10-01');
    expect(await dayOf(rows[2]!.id)).toBeNull();
    // From now on a paid-back expense can't be without its day, nor an unpaid one have one.
    await expect(
      t.deps.db
        .update(executorExpenses)
        .set({ reimbursedOn: null })
        .where(eq(executorExpenses.id, rows[0]!.id)),
    ).rejects.toThrow();
    await expect(
      t.deps.db
        .update(executorExpenses)
        .set({ reimbursedOn: '2026-10-07' })
        .where(eq(executorExpenses.id, rows[2]!.id)),
    ).rejects.toThrow();
  });
});
