import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertTask, type Person } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { tasks } from '../tasks/tasks.schema.ts';

// The checklist speaks of the person who died by their first name (decision 038, later). Titles are
// stored, so a rename on the profile carries the new name into every title still worded as made.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const answers = {
  relationship_to_deceased: 'My parent',
  date_of_death: '2026-10-02',
  jurisdiction: { state: 'OH', county: 'Franklin County' },
  financial_accounts: ['Bank accounts'],
} as const;

async function setUp(person: Person, deceasedName?: { first: string; last: string }) {
  const response = await t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
    cookie: person.cookie,
    json: { path: 'recent-loss', answers: { ...answers, deceased_name: deceasedName } },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { lovedOneId: string }).lovedOneId;
}

const tasksOf = (lovedOneId: string) =>
  t.deps.db.select().from(tasks).where(eq(tasks.lovedOneId, lovedOneId));

/** Each task's title by its generated key, or by its own title for a task the family wrote. */
const titlesOf = async (lovedOneId: string) =>
  new Map((await tasksOf(lovedOneId)).map((task) => [task.key ?? task.title, task.title]));

const idOf = async (lovedOneId: string, key: string) =>
  (await tasksOf(lovedOneId)).find((task) => task.key === key)?.id;

const rename = (person: Person, lovedOneId: string, firstName: string) =>
  t.request('PATCH', `/api/loved-ones/${lovedOneId}`, {
    cookie: person.cookie,
    json: { firstName, lastName: 'Lane' },
  });

describe('a checklist that names the person who died', () => {
  it('is made with their first name, and follows a rename wherever a title is still as that name made it', async () => {
    const admin = await signUpUser(t);
    const lovedOneId = await setUp(admin, { first: 'Rose', last: 'Lane' });
    const made = await titlesOf(lovedOneId);
    expect(made.get('secure-home')).toBe('Secure Rose’s home, car and valuables');
    expect(made.get('bank-accounts')).toBe('Notify Rose’s bank and ask about each account');
    expect(made.get('state-income-tax-return')).toBe('File Rose’s final Ohio income tax return');

    // Done since: it still reads as made, so it follows. Made before names reached the titles: it
    // catches up. Worded as an older Harbor made it: it stays, as does a task the family wrote.
    await t.deps.db
      .update(tasks)
      .set({ status: 'completed' })
      .where(eq(tasks.id, (await idOf(lovedOneId, 'bank-accounts'))!));
    await t.deps.db
      .update(tasks)
      .set({ title: 'Secure their home, car and valuables', status: 'in_progress' })
      .where(eq(tasks.id, (await idOf(lovedOneId, 'secure-home'))!));
    await t.deps.db
      .update(tasks)
      .set({ title: 'Forward their mail', status: 'in_progress' })
      .where(eq(tasks.id, (await idOf(lovedOneId, 'forward-mail'))!));
    const custom = await insertTask(t, { lovedOneId, title: 'Ring Rose’s sister', isCustom: true });

    expect((await rename(admin, lovedOneId, 'Rosemary')).status).toBe(200);
    const after = await titlesOf(lovedOneId);
    expect(after.get('bank-accounts')).toBe('Notify Rosemary’s bank and ask about each account');
    expect(after.get('state-income-tax-return')).toBe('File Rosemary’s final Ohio income tax return');
    expect(after.get('secure-home')).toBe('Secure Rosemary’s home, car and valuables');
    expect(after.get('forward-mail')).toBe('Forward their mail');
    expect(after.get(custom.title)).toBe('Ring Rose’s sister');
  });

  it('says "their" until a name is given on the profile, then the name', async () => {
    const admin = await signUpUser(t);
    const lovedOneId = await setUp(admin);
    expect((await titlesOf(lovedOneId)).get('secure-home')).toBe('Secure their home, car and valuables');

    expect((await rename(admin, lovedOneId, 'Rose')).status).toBe(200);
    expect((await titlesOf(lovedOneId)).get('secure-home')).toBe('Secure Rose’s home, car and valuables');
  });

  it('carries a name typed anew in re-personalising into tasks already started, and previews it', async () => {
    const admin = await signUpUser(t);
    const lovedOneId = await setUp(admin, { first: 'Rose', last: 'Lane' });
    await t.deps.db
      .update(tasks)
      .set({ status: 'completed' })
      .where(eq(tasks.id, (await idOf(lovedOneId, 'bank-accounts'))!));
    const url = `/api/onboarding/loved-ones/${lovedOneId}/answers`;
    const newAnswers = { ...answers, deceased_name: { first: 'Rosemary', last: 'Lane' }, pets: 'Yes' };

    const preview = await t.request('POST', `${url}/preview?timeZone=UTC`, {
      cookie: admin.cookie,
      json: { answers: newAnswers },
    });
    const { changes } = (await preview.json()) as { changes: { add: { title: string }[] } };
    expect(changes.add.map((task) => task.title)).toEqual([
      'Make sure Rosemary’s pets are fed and cared for',
    ]);

    const saved = await t.request('PUT', `${url}?timeZone=UTC`, {
      cookie: admin.cookie,
      json: { answers: newAnswers, confirm: { removeTaskIds: [] } },
    });
    expect(saved.status).toBe(200);
    const after = await titlesOf(lovedOneId);
    expect(after.get('bank-accounts')).toBe('Notify Rosemary’s bank and ask about each account');
    expect(after.get('care-for-pets')).toBe('Make sure Rosemary’s pets are fed and cared for');
  });

  it('previews a re-sent old name as the name the profile keeps', async () => {
    const admin = await signUpUser(t);
    const lovedOneId = await setUp(admin, { first: 'Rose', last: 'Lane' });
    expect((await rename(admin, lovedOneId, 'Rosie')).status).toBe(200);
    const preview = await t.request(
      'POST',
      `/api/onboarding/loved-ones/${lovedOneId}/answers/preview?timeZone=UTC`,
      {
        cookie: admin.cookie,
        json: { answers: { ...answers, deceased_name: { first: 'Rose', last: 'Lane' }, pets: 'Yes' } },
      },
    );
    const { changes } = (await preview.json()) as { changes: { add: { title: string }[] } };
    expect(changes.add.map((task) => task.title)).toEqual(['Make sure Rosie’s pets are fed and cared for']);
  });

  it('leaves another family’s checklist alone', async () => {
    const [one, other] = [await signUpUser(t), await signUpUser(t)];
    const ours = await setUp(one, { first: 'Rose', last: 'Lane' });
    const theirs = await setUp(other, { first: 'Rose', last: 'Lane' });
    expect((await rename(one, ours, 'Rosemary')).status).toBe(200);
    expect((await titlesOf(theirs)).get('secure-home')).toBe('Secure Rose’s home, car and valuables');
  });
});
