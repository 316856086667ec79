import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onboardingAnswersSchema } from '#shared/onboarding/onboarding-answers.ts';
import { runMigration } from '#test/migration-file.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { griefSupportAnswers, onboardingAnswers } from './onboarding.schema.ts';

// Issue #19 split the debts option 'Mortgage/landlord': saved answers must still read, and mean
// what the person said (a renter's landlord is not a mortgage).

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const runMigration0018 = () => runMigration(t, '0018_mortgage_apart_from_rent.sql');

async function savedSetup(answers: Record<string, unknown>): Promise<string> {
  const user = await signUpUser(t);
  const response = await t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
    cookie: user.cookie,
    json: { path: 'recent-loss', answers: { relationship_to_deceased: 'My parent' } },
  });
  expect(response.status).toBe(201);
  const { lovedOneId } = (await response.json()) as { lovedOneId: string };
  // As an older Harbor stored them, before the option was split.
  await t.deps.db
    .update(onboardingAnswers)
    .set({ answersJson: answers })
    .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
  return lovedOneId;
}

const answersOf = async (lovedOneId: string) => {
  const [row] = await t.deps.db
    .select({ answers: onboardingAnswers.answersJson })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
  return row?.answers;
};

describe('migration 0018: mortgage apart from rent', () => {
  it('reads a landlord as a rented home when they owned no property, and as a mortgage otherwise', async () => {
    const renter = await savedSetup({ assets: 'No', debts: ['Car loan', 'Mortgage/landlord'] });
    const owner = await savedSetup({ assets: 'Yes', debts: ['Mortgage/landlord', 'Car loan'] });
    const untouched = await savedSetup({ assets: 'Yes', debts: ['Car loan'] });
    const known = await savedSetup({ assets: 'No', home: 'With family', debts: ['Mortgage/landlord'] });

    await runMigration0018();

    expect(await answersOf(renter)).toEqual({
      assets: 'No',
      debts: ['Car loan'],
      home: 'In a home they rented',
    });
    expect(await answersOf(owner)).toEqual({ assets: 'Yes', debts: ['Mortgage', 'Car loan'] });
    expect(await answersOf(untouched)).toEqual({ assets: 'Yes', debts: ['Car loan'] });
    expect(await answersOf(known)).toEqual({ assets: 'No', home: 'With family', debts: [] });
    for (const id of [renter, owner, untouched, known]) {
      expect(onboardingAnswersSchema.safeParse(await answersOf(id)).success).toBe(true);
    }
  });

  it('mends an unfinished chat’s saved debts the same way', async () => {
    const renter = await signUpUser(t);
    const owner = await signUpUser(t);
    await t.deps.db.insert(griefSupportAnswers).values([
      { userId: renter.userId, questionKey: 'assets', answer: 'No' },
      { userId: renter.userId, questionKey: 'debts', answer: ['Mortgage/landlord'] },
      { userId: owner.userId, questionKey: 'debts', answer: ['Personal/other loan', 'Mortgage/landlord'] },
    ]);

    await runMigration0018();

    const debtsOf = async (userId: string) => {
      const rows = await t.deps.db
        .select()
        .from(griefSupportAnswers)
        .where(eq(griefSupportAnswers.userId, userId));
      return rows.find((row) => row.questionKey === 'debts')?.answer;
    };
    expect(await debtsOf(renter.userId)).toEqual([]);
    expect(await debtsOf(owner.userId)).toEqual(['Personal/other loan', 'Mortgage']);
  });
});
