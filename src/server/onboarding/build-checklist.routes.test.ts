import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { makePng, type Person } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { onboardingAnswers } from './onboarding.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const TODAY = todayIn('UTC');
const person = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  dateOfBirth: '1948-04-02',
  dateOfDeath: '2026-09-10',
  relationshipToUser: 'parent',
};

/** Add Loved One, as its page sends it: the form's fields and a photo. */
async function addLovedOne(admin: Person) {
  const form = new FormData();
  for (const [key, value] of Object.entries(person)) form.set(key, value);
  const png = await makePng();
  form.set('photo', new File([png as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' }));
  const response = await t.request('POST', '/api/loved-ones', { cookie: admin.cookie, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { lovedOne: { id: string } }).lovedOne.id;
}

const countOf = async (table: typeof tasks | typeof onboardingAnswers, lovedOneId: string) => {
  const [row] = await t.deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.lovedOneId, lovedOneId));
  return row?.count ?? 0;
};

const answersUrl = (lovedOneId: string) => `/api/onboarding/loved-ones/${lovedOneId}/answers?timeZone=UTC`;

describe('Build their checklist, for a loved one added through Add Loved One', () => {
  it('starts with no answers and no tasks, prefills the questions from the profile and builds the whole checklist once the answers are saved', async () => {
    const admin = await signUpUser(t);
    const lovedOneId = await addLovedOne(admin);
    const [row] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
    expect(row?.kind).toBe('recent-loss');
    expect(await countOf(onboardingAnswers, lovedOneId)).toBe(0);
    expect(await countOf(tasks, lovedOneId)).toBe(0);

    const prefill = await t.request('GET', answersUrl(lovedOneId), { cookie: admin.cookie });
    const saved = (await prefill.json()) as { path: string; answers: Record<string, unknown> };
    expect(saved).toEqual({
      path: 'recent-loss',
      answers: {
        deceased_name: { first: 'Rosa', last: 'Diaz' },
        relationship_to_deceased: 'My parent',
        date_of_death: '2026-09-10',
      },
      completionPct: null,
    });

    const answers = { ...saved.answers, jurisdiction: { state: 'PA' }, care_status: 'Yes' };
    const response = await t.request('PUT', answersUrl(lovedOneId), {
      cookie: admin.cookie,
      json: { answers, confirm: { removeTaskIds: [] } },
    });
    expect(response.status).toBe(200);
    const expected = generateChecklist({
      path: 'recent-loss',
      answers: { ...saved.answers, jurisdiction: { state: 'PA', county: undefined }, care_status: 'Yes' },
      today: TODAY,
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ added: expected.length, removed: 0 });
    const stored = await t.deps.db
      .select({ key: tasks.key })
      .from(tasks)
      .where(eq(tasks.lovedOneId, lovedOneId));
    expect(stored.map((task) => task.key).sort()).toEqual(expected.map((task) => task.key).sort());

    // The profile keeps its name; the answers fill only the gaps (the state).
    const [after] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
    expect(after).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz', nameGiven: true, stateCode: 'PA' });

    const dashboard = await t.request('GET', `/api/dashboard?timeZone=UTC&lovedOne=${lovedOneId}`, {
      cookie: admin.cookie,
    });
    const { summary } = (await dashboard.json()) as { summary: { counts: { total: number } } };
    expect(summary.counts.total).toBe(expected.length);
  });

  it('refuses a support member (403) and anyone else (404), and no task is made', async () => {
    const admin = await signUpUser(t, { firstName: 'Ada', lastName: 'Admin' });
    const member = await signUpUser(t, { firstName: 'Sam', lastName: 'Support' });
    const stranger = await signUpUser(t, { firstName: 'Sly', lastName: 'Stranger' });
    const lovedOneId = await addLovedOne(admin);
    await t.deps.db
      .insert(lovedOneAccess)
      .values({ lovedOneId, userId: member.userId, grantedBy: admin.userId });

    const body = { answers: { relationship_to_deceased: 'My parent' }, confirm: { removeTaskIds: [] } };
    for (const [who, status] of [
      [member, 403],
      [stranger, 404],
    ] as const) {
      expect((await t.request('GET', answersUrl(lovedOneId), { cookie: who.cookie })).status).toBe(status);
      expect(
        (await t.request('PUT', answersUrl(lovedOneId), { cookie: who.cookie, json: body })).status,
      ).toBe(status);
    }
    expect(await countOf(tasks, lovedOneId)).toBe(0);
    expect(await countOf(onboardingAnswers, lovedOneId)).toBe(0);

    // The member still sees the loved one, with no right to build the checklist.
    const dashboard = await t.request('GET', `/api/dashboard?timeZone=UTC&lovedOne=${lovedOneId}`, {
      cookie: member.cookie,
    });
    const { lovedOnes: shown } = (await dashboard.json()) as {
      lovedOnes: { id: string; can: { personalise: boolean } }[];
    };
    expect(shown.find((lovedOne) => lovedOne.id === lovedOneId)?.can.personalise).toBe(false);
  });
});
