import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { ALL_OPTIONS_ANSWERS } from '#shared/checklist/sample-answers.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { ANSWER_MESSAGES } from '#shared/onboarding/onboarding-answers.ts';
import { SUBMISSION_KEY_INVALID } from '#shared/validation/submission-key.ts';
import { createTeam, errorOf, insertTask, type Person } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { inventoryItems } from '../inventory/inventory.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { taskDocuments, tasks } from '../tasks/tasks.schema.ts';
import { onboardingAnswers } from './onboarding.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const TODAY = todayIn('UTC');
const recentLoss = {
  relationship_to_deceased: 'My spouse or partner',
  date_of_death: '2025-03-10',
  jurisdiction: { state: 'TX', county: 'Travis County' },
  care_status: 'Yes',
} as const;

const setupAs = (person: Person | null, body: unknown, submissionKey?: string) =>
  t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
    cookie: person?.cookie,
    json: body,
    headers: submissionKey ? { 'Idempotency-Key': submissionKey } : {},
  });

const tasksOf = (lovedOneId: string) =>
  t.deps.db.select().from(tasks).where(eq(tasks.lovedOneId, lovedOneId)).orderBy(tasks.sortOrder);

const nameOf = async (lovedOneId: string) => {
  const [row] = await t.deps.db
    .select({ firstName: lovedOnes.firstName, lastName: lovedOnes.lastName, nameGiven: lovedOnes.nameGiven })
    .from(lovedOnes)
    .where(eq(lovedOnes.id, lovedOneId));
  return row;
};

const titleOf = async (lovedOneId: string, key: string) =>
  (await tasksOf(lovedOneId)).find((task) => task.key === key)?.title;

const countRows = async (table: typeof lovedOnes | typeof onboardingAnswers | typeof tasks) => {
  const [row] = await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
};

describe('POST /api/onboarding/setup', () => {
  it('creates the loved one with the naming defaults, the answers with completion_pct and the checklist', async () => {
    const user = await signUpUser(t);
    const response = await setupAs(user, { path: 'recent-loss', answers: recentLoss });
    expect(response.status).toBe(201);
    const { lovedOneId, taskCount } = (await response.json()) as { lovedOneId: string; taskCount: number };

    const [lovedOne] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
    expect(lovedOne).toMatchObject({
      adminUserId: user.userId,
      kind: 'recent-loss',
      firstName: 'Spouse',
      lastName: '',
      nameGiven: false,
      relationshipToUser: 'spouse',
      dateOfDeath: '2025-03-10',
      stateCode: 'TX',
      county: 'Travis County',
    });
    const [answers] = await t.deps.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
    // 4 of the 7 recent-loss questions answered: 57 %.
    expect(answers).toMatchObject({
      userId: user.userId,
      path: 'recent-loss',
      source: 'setup',
      completionPct: 57,
    });
    expect(answers?.answersJson).toEqual(recentLoss);

    const stored = await tasksOf(lovedOneId);
    const expected = generateChecklist({ path: 'recent-loss', answers: recentLoss, today: TODAY });
    expect(taskCount).toBe(expected.length);
    expect(stored.map((task) => [task.key, task.title, task.dueDate])).toEqual(
      expected.map((task) => [task.key, task.title, task.dueDate]),
    );
    for (const task of stored) {
      expect(task).toMatchObject({
        status: 'pending',
        isPersonalized: true,
        isCustom: false,
        createdByUserId: null,
      });
    }
    expect(stored.some((task) => task.description?.includes('Travis County'))).toBe(true);
  });

  it("names an unanswered recent loss 'Loved One' and planning ahead 'My Plans'", async () => {
    const user = await signUpUser(t);
    const loss = (await (await setupAs(user, { path: 'recent-loss', answers: {} })).json()) as {
      lovedOneId: string;
    };
    const plans = (await (
      await setupAs(user, { path: 'planning-ahead', answers: { will_status: 'No' } })
    ).json()) as { lovedOneId: string };
    const rows = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.adminUserId, user.userId));
    expect(rows.find((row) => row.id === loss.lovedOneId)).toMatchObject({
      firstName: 'Loved One',
      lastName: '',
    });
    expect(rows.find((row) => row.id === plans.lovedOneId)).toMatchObject({
      firstName: 'My',
      lastName: 'Plans',
      kind: 'planning-ahead',
      dateOfDeath: null,
    });
    const [planAnswers] = await t.deps.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.lovedOneId, plans.lovedOneId));
    expect(planAnswers?.completionPct).toBe(33);
    expect((await tasksOf(plans.lovedOneId)).length).toBeGreaterThan(0);
  });

  it('keeps one plan per person: planning ahead again leads back to the first, untouched', async () => {
    const user = await signUpUser(t);
    const first = (await (
      await setupAs(user, { path: 'planning-ahead', answers: { will_status: 'No' } })
    ).json()) as { lovedOneId: string };
    const tasksBefore = (await tasksOf(first.lovedOneId)).length;
    const again = await setupAs(user, { path: 'planning-ahead', answers: { will_status: 'Yes' } });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ lovedOneId: first.lovedOneId, taskCount: 0 });
    const plans = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.kind, 'planning-ahead'));
    expect(plans).toHaveLength(1);
    expect((await tasksOf(first.lovedOneId)).length).toBe(tasksBefore);
    // Someone else's plan is theirs alone.
    const other = await signUpUser(t);
    const theirs = (await (await setupAs(other, { path: 'planning-ahead', answers: {} })).json()) as {
      lovedOneId: string;
    };
    expect(theirs.lovedOneId).not.toBe(first.lovedOneId);
  });

  it('makes one plan when planning ahead is sent several times at the same moment', async () => {
    const user = await signUpUser(t);
    const sent = await Promise.all(
      [0, 1, 2].map(() => setupAs(user, { path: 'planning-ahead', answers: { will_status: 'No' } })),
    );
    const ids = await Promise.all(
      sent.map(async (r) => ((await r.json()) as { lovedOneId: string }).lovedOneId),
    );
    expect(new Set(ids).size).toBe(1);
    const plans = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.kind, 'planning-ahead'));
    expect(plans).toHaveLength(1);
  });

  it('makes one loved one when the same setup dialog sends its Continue again, at once or later', async () => {
    const user = await signUpUser(t);
    const submissionKey = '0b7f2f6e-4c1d-4e8a-9a57-3d2c1b0a9f8e';
    const sent = await Promise.all(
      [0, 1, 2].map(() => setupAs(user, { path: 'recent-loss', answers: recentLoss }, submissionKey)),
    );
    const bodies = (await Promise.all(sent.map((r) => r.json()))) as {
      lovedOneId: string;
      taskCount: number;
    }[];
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((b) => b.lovedOneId)).size).toBe(1);
    // One made the checklist; the others found it made, and each says how long it is.
    const made = (await tasksOf(bodies[0]!.lovedOneId)).length;
    expect(made).toBeGreaterThan(0);
    expect(bodies.map((b) => b.taskCount)).toEqual([made, made, made]);
    // Sent again after its answer was lost: still the same one, and the checklist's size for the page to
    // report, as the first answer would have (a task added by hand since is not part of it).
    await t.request('POST', '/api/tasks', {
      cookie: user.cookie,
      json: { lovedOneId: bodies[0]!.lovedOneId, title: 'Cancel the newspaper', category: 'Other' },
    });
    const later = (await (
      await setupAs(user, { path: 'recent-loss', answers: recentLoss }, submissionKey)
    ).json()) as { lovedOneId: string; taskCount: number };
    expect(later).toEqual({ lovedOneId: bodies[0]?.lovedOneId, taskCount: made });
    expect(await countRows(lovedOnes)).toBe(1);
    expect(await countRows(onboardingAnswers)).toBe(1);

    // Another key is another loss, and another person's key is theirs alone.
    const another = await setupAs(
      user,
      { path: 'recent-loss', answers: recentLoss },
      '5c1e8d2a-7b3f-4a6e-8d9c-1f2e3a4b5c6d',
    );
    const other = await signUpUser(t);
    const theirs = await setupAs(other, { path: 'recent-loss', answers: recentLoss }, submissionKey);
    const ids = [((await another.json()) as { lovedOneId: string }).lovedOneId];
    ids.push(((await theirs.json()) as { lovedOneId: string }).lovedOneId);
    expect(ids).not.toContain(later.lovedOneId);
    expect(await countRows(lovedOnes)).toBe(3);
  });

  it('refuses a submission key that is not a uuid, making nothing', async () => {
    const user = await signUpUser(t);
    const response = await setupAs(user, { path: 'recent-loss', answers: recentLoss }, 'again');
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(SUBMISSION_KEY_INVALID);
    expect(await countRows(lovedOnes)).toBe(0);
  });

  it('names the loved one as answered to "What was their name?", trimmed', async () => {
    const user = await signUpUser(t);
    const response = await setupAs(user, {
      path: 'recent-loss',
      answers: { deceased_name: { first: ' Rose ', last: 'Lane ' }, ...recentLoss },
    });
    expect(response.status).toBe(201);
    const { lovedOneId } = (await response.json()) as { lovedOneId: string };
    expect(await nameOf(lovedOneId)).toEqual({ firstName: 'Rose', lastName: 'Lane', nameGiven: true });
    const [answers] = await t.deps.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
    // 5 of the 7 recent-loss questions answered, their name among them: 71 %.
    expect(answers).toMatchObject({ completionPct: 71 });
    expect(answers?.answersJson).toMatchObject({ deceased_name: { first: 'Rose', last: 'Lane' } });
  });

  it('lets the relationship stand in when their name is skipped or left blank', async () => {
    const user = await signUpUser(t);
    const skipped = (await (await setupAs(user, { path: 'recent-loss', answers: recentLoss })).json()) as {
      lovedOneId: string;
    };
    const blank = (await (
      await setupAs(user, {
        path: 'recent-loss',
        answers: { ...recentLoss, deceased_name: { first: ' ', last: '' } },
      })
    ).json()) as { lovedOneId: string };
    for (const { lovedOneId } of [skipped, blank]) {
      expect(await nameOf(lovedOneId)).toEqual({ firstName: 'Spouse', lastName: '', nameGiven: false });
    }
  });

  it('refuses a last name without a first name, and a name the profile would refuse', async () => {
    const user = await signUpUser(t);
    const lastOnly = await setupAs(user, {
      path: 'recent-loss',
      answers: { deceased_name: { first: '', last: 'Lane' } },
    });
    expect(lastOnly.status).toBe(422);
    expect((await errorOf(lastOnly)).message).toBe(ANSWER_MESSAGES.firstNameRequired);
    const tooLong = await setupAs(user, {
      path: 'recent-loss',
      answers: { deceased_name: { first: 'R'.repeat(51), last: '' } },
    });
    expect(tooLong.status).toBe(422);
    expect(await countRows(lovedOnes)).toBe(0);
  });

  it('leaves nothing behind when a step fails part-way through', async () => {
    const user = await signUpUser(t);
    // A failure at the last step (the tasks insert), after the loved one and answers were written.
    await t.deps.db.execute(sql`
      create function fail_task_insert() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`);
    await t.deps.db.execute(sql`
      create trigger fail_task_insert before insert on tasks for each row execute function fail_task_insert()`);
    const response = await setupAs(user, { path: 'recent-loss', answers: recentLoss });
    expect(response.status).toBe(500);
    expect(await countRows(lovedOnes)).toBe(0);
    expect(await countRows(onboardingAnswers)).toBe(0);
    expect(await countRows(tasks)).toBe(0);
  });

  it('refuses answers that are not offered, a date in the future and a county of another state', async () => {
    const user = await signUpUser(t);
    const cases = [
      [{ care_status: 'Maybe' }, ANSWER_MESSAGES.unknownOption],
      [{ date_of_death: '2199-01-01' }, ANSWER_MESSAGES.futureDate],
      [{ jurisdiction: { state: 'TX', county: 'Cook County' } }, ANSWER_MESSAGES.unknownCounty],
    ] as const;
    for (const [answers, message] of cases) {
      const response = await setupAs(user, { path: 'recent-loss', answers });
      expect(response.status).toBe(422);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect(await countRows(lovedOnes)).toBe(0);
  });

  it('needs a session', async () => {
    const response = await setupAs(null, { path: 'recent-loss', answers: {} });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/onboarding/status', () => {
  it('says whether the user has a loved one, owned or through an access grant', async () => {
    const { admin, member, stranger } = await createTeam(t);
    for (const [person, expected] of [
      [admin, true],
      [member, true],
      [stranger, false],
    ] as const) {
      const response = await t.request('GET', '/api/onboarding/status', { cookie: person.cookie });
      expect(await response.json()).toEqual({ hasLovedOne: expected });
    }
  });
});

describe('re-personalising (PUT /api/onboarding/loved-ones/:id/answers)', () => {
  it('replaces only untouched generated tasks; custom, started, assigned and noted tasks stay', async () => {
    const user = await signUpUser(t);
    const created = (await (
      await setupAs(user, { path: 'recent-loss', answers: ALL_OPTIONS_ANSWERS })
    ).json()) as { lovedOneId: string };
    const before = await tasksOf(created.lovedOneId);
    const byKey = (key: string) => before.find((task) => task.key === key)!;
    // The new answers drop these four tasks; each has been touched in a different way.
    const started = byKey('printed-programs');
    const assigned = byKey('livestream-service');
    const noted = byKey('flowers-or-donations');
    const untouched = byKey('plan-reception');
    await t.deps.db.update(tasks).set({ status: 'in_progress' }).where(eq(tasks.id, started.id));
    await t.deps.db.update(tasks).set({ assignedToUserId: user.userId }).where(eq(tasks.id, assigned.id));
    await t.deps.db.update(tasks).set({ notes: 'Asked Aunt May' }).where(eq(tasks.id, noted.id));
    const custom = await insertTask(t, {
      lovedOneId: created.lovedOneId,
      title: 'Call the vicar',
      isCustom: true,
    });

    const newAnswers = {
      ...ALL_OPTIONS_ANSWERS,
      printed_programs: 'No',
      livestream: 'No',
      flowers: 'No',
      food: 'No',
    };
    const url = `/api/onboarding/loved-ones/${created.lovedOneId}/answers`;
    // The preview lists the one untouched task the answers drop; nothing changes until confirmed.
    const preview = await t.request('POST', `${url}/preview?timeZone=UTC`, {
      cookie: user.cookie,
      json: { answers: newAnswers },
    });
    expect(await preview.json()).toEqual({
      changes: { add: [], remove: [{ id: untouched.id, title: untouched.title }] },
    });
    const unconfirmed = await t.request('PUT', `${url}?timeZone=UTC`, {
      cookie: user.cookie,
      json: { answers: newAnswers },
    });
    expect(unconfirmed.status).toBe(409);
    expect((await tasksOf(created.lovedOneId)).map((task) => task.id)).toContain(untouched.id);

    const response = await t.request('PUT', `${url}?timeZone=UTC`, {
      cookie: user.cookie,
      json: { answers: newAnswers, confirm: { removeTaskIds: [untouched.id] } },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ removed: 1, added: 0, kept: 4 });

    const after = await tasksOf(created.lovedOneId);
    const ids = after.map((task) => task.id);
    expect(ids).toEqual(expect.arrayContaining([started.id, assigned.id, noted.id, custom.id]));
    expect(ids).not.toContain(untouched.id);
    expect(after.find((task) => task.id === noted.id)?.notes).toBe('Asked Aunt May');
    const [answers] = await t.deps.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.lovedOneId, created.lovedOneId));
    expect(answers?.answersJson).toMatchObject({ food: 'No' });
  });

  it('keeps a pending task that holds a document or a linked inventory item: new answers never take them', async () => {
    const user = await signUpUser(t);
    const created = (await (
      await setupAs(user, { path: 'recent-loss', answers: ALL_OPTIONS_ANSWERS })
    ).json()) as { lovedOneId: string };
    const before = await tasksOf(created.lovedOneId);
    const byKey = (key: string) => before.find((task) => task.key === key)!;
    const withDocument = byKey('printed-programs');
    const withItem = byKey('livestream-service');
    await t.deps.db.insert(taskDocuments).values({
      taskId: withDocument.id,
      lovedOneId: created.lovedOneId,
      fileName: 'quote from the printer.pdf',
      contentType: 'application/pdf',
      sizeBytes: 3,
      storageKey: `task-documents/${created.lovedOneId}/${withDocument.id}/quote.pdf`,
    });
    await t.deps.db.insert(inventoryItems).values({
      lovedOneId: created.lovedOneId,
      kind: 'other',
      institution: 'Stream service',
      taskId: withItem.id,
    });

    const newAnswers = {
      ...ALL_OPTIONS_ANSWERS,
      printed_programs: 'No',
      livestream: 'No',
      flowers: 'No',
      food: 'No',
    };
    const url = `/api/onboarding/loved-ones/${created.lovedOneId}/answers`;
    const preview = await t.request('POST', `${url}/preview?timeZone=UTC`, {
      cookie: user.cookie,
      json: { answers: newAnswers },
    });
    const { changes } = (await preview.json()) as { changes: { remove: { id: string }[] } };
    expect(changes.remove.map((task) => task.id)).not.toContain(withDocument.id);
    expect(changes.remove.map((task) => task.id)).not.toContain(withItem.id);
    // Even named in a confirmation, they stay.
    const response = await t.request('PUT', `${url}?timeZone=UTC`, {
      cookie: user.cookie,
      json: {
        answers: newAnswers,
        confirm: { removeTaskIds: [...changes.remove.map((task) => task.id), withDocument.id, withItem.id] },
      },
    });
    expect(response.status).toBe(200);
    const ids = (await tasksOf(created.lovedOneId)).map((task) => task.id);
    expect(ids).toEqual(expect.arrayContaining([withDocument.id, withItem.id]));
    expect(
      await t.deps.db.select().from(taskDocuments).where(eq(taskDocuments.taskId, withDocument.id)),
    ).toHaveLength(1);
  });

  it('adds the tasks new answers call for and prefills from the saved answers', async () => {
    const user = await signUpUser(t);
    const created = (await (await setupAs(user, { path: 'recent-loss', answers: recentLoss })).json()) as {
      lovedOneId: string;
    };
    const before = await tasksOf(created.lovedOneId);
    const response = await t.request('PUT', `/api/onboarding/loved-ones/${created.lovedOneId}/answers`, {
      cookie: user.cookie,
      json: { answers: { ...recentLoss, veteran: 'Yes' }, confirm: { removeTaskIds: [] } },
    });
    const result = (await response.json()) as { added: number };
    expect(result.added).toBeGreaterThan(0);
    expect((await tasksOf(created.lovedOneId)).length).toBe(before.length + result.added);

    const prefill = await t.request('GET', `/api/onboarding/loved-ones/${created.lovedOneId}/answers`, {
      cookie: user.cookie,
    });
    expect(await prefill.json()).toEqual({
      path: 'recent-loss',
      answers: { ...recentLoss, veteran: 'Yes' },
      completionPct: 57,
    });
  });

  it('never replaces a name the user gave with a stand-in, and takes a name the answers now carry', async () => {
    const user = await signUpUser(t);
    const { lovedOneId } = (await (
      await setupAs(user, { path: 'recent-loss', answers: recentLoss })
    ).json()) as {
      lovedOneId: string;
    };
    const repersonalise = (answers: unknown) =>
      t.request('PUT', `/api/onboarding/loved-ones/${lovedOneId}/answers?timeZone=UTC`, {
        cookie: user.cookie,
        json: { answers, confirm: { removeTaskIds: [] } },
      });
    // Renamed on the profile after a skipped name.
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: 'Rose', lastName: 'Lane', nameGiven: true })
      .where(eq(lovedOnes.id, lovedOneId));
    expect((await repersonalise({ ...recentLoss, relationship_to_deceased: 'My parent' })).status).toBe(200);
    expect(await nameOf(lovedOneId)).toEqual({ firstName: 'Rose', lastName: 'Lane', nameGiven: true });

    expect(
      (await repersonalise({ ...recentLoss, deceased_name: { first: 'Rosemary', last: 'Lane' } })).status,
    ).toBe(200);
    expect(await nameOf(lovedOneId)).toEqual({ firstName: 'Rosemary', lastName: 'Lane', nameGiven: true });

    // Renamed again on the profile: re-sending the saved answers (with the old name) keeps it.
    await t.deps.db.update(lovedOnes).set({ firstName: 'Rosie' }).where(eq(lovedOnes.id, lovedOneId));
    await repersonalise({ ...recentLoss, deceased_name: { first: 'Rosemary', last: 'Lane' }, veteran: 'No' });
    expect(await nameOf(lovedOneId)).toEqual({ firstName: 'Rosie', lastName: 'Lane', nameGiven: true });
    // The checklist speaks of them by the name the profile keeps, not the one the answers re-sent.
    expect(await titleOf(lovedOneId, 'secure-home')).toBe('Secure Rosie’s home, car and valuables');
  });

  it('names a loved one still under a stand-in once the answers carry their name', async () => {
    const user = await signUpUser(t);
    const { lovedOneId } = (await (
      await setupAs(user, { path: 'recent-loss', answers: recentLoss })
    ).json()) as {
      lovedOneId: string;
    };
    const response = await t.request('PUT', `/api/onboarding/loved-ones/${lovedOneId}/answers?timeZone=UTC`, {
      cookie: user.cookie,
      json: {
        answers: { ...recentLoss, deceased_name: { first: 'Rose', last: '' } },
        confirm: { removeTaskIds: [] },
      },
    });
    expect(response.status).toBe(200);
    expect(await nameOf(lovedOneId)).toEqual({ firstName: 'Rose', lastName: '', nameGiven: true });
    expect(await titleOf(lovedOneId, 'secure-home')).toBe('Secure Rose’s home, car and valuables');
  });
});

describe('auto-seeding (POST /api/onboarding/loved-ones/:id/seed)', () => {
  async function lovedOneWithAnswers(completionPct: number) {
    const team = await createTeam(t);
    await t.deps.db.insert(onboardingAnswers).values({
      lovedOneId: team.lovedOne.id,
      userId: team.admin.userId,
      path: 'recent-loss',
      answersJson: ALL_OPTIONS_ANSWERS,
      completionPct,
    });
    return team;
  }
  const seedAs = (person: Person, lovedOneId: string) =>
    t.request('POST', `/api/onboarding/loved-ones/${lovedOneId}/seed?timeZone=UTC`, {
      cookie: person.cookie,
    });

  it('generates the checklist once, even for two requests at the same time', async () => {
    const { admin, member, lovedOne } = await lovedOneWithAnswers(100);
    const responses = await Promise.all([seedAs(admin, lovedOne.id), seedAs(member, lovedOne.id)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const stored = await tasksOf(lovedOne.id);
    const expected = generateChecklist({ path: 'recent-loss', answers: ALL_OPTIONS_ANSWERS, today: TODAY });
    expect(stored).toHaveLength(expected.length);
    expect(new Set(stored.map((task) => task.key)).size).toBe(expected.length);

    const again = await seedAs(admin, lovedOne.id);
    expect(await again.json()).toEqual({ outcome: 'has-tasks' });
    expect(await tasksOf(lovedOne.id)).toHaveLength(expected.length);
  });

  it('does nothing under 100 % or when there are tasks already', async () => {
    const { admin, lovedOne } = await lovedOneWithAnswers(67);
    expect(await (await seedAs(admin, lovedOne.id)).json()).toEqual({ outcome: 'incomplete' });
    expect(await tasksOf(lovedOne.id)).toHaveLength(0);
    await t.deps.db.update(onboardingAnswers).set({ completionPct: 100 });
    await insertTask(t, { lovedOneId: lovedOne.id, title: 'Mine', isCustom: true });
    expect(await (await seedAs(admin, lovedOne.id)).json()).toEqual({ outcome: 'has-tasks' });
    expect(await tasksOf(lovedOne.id)).toHaveLength(1);
  });
});

describe('permission matrix for a loved one’s onboarding routes', () => {
  it('lets the admin and the team do what their role allows, 403 to a member for the admin’s answers, 404 to everyone else', async () => {
    const { admin, member, stranger, lovedOne } = await createTeam(t);
    const url = `/api/onboarding/loved-ones/${lovedOne.id}`;
    const cases: { person: Person | null; method: string; path: string; json?: unknown; expected: number }[] =
      [];
    for (const [person, answers, seed] of [
      [admin, 200, 200],
      [member, 403, 200],
      [stranger, 404, 404],
      [null, 401, 401],
    ] as const) {
      cases.push({ person, method: 'GET', path: `${url}/answers`, expected: answers });
      const confirmed = { answers: {}, confirm: { removeTaskIds: [] } };
      cases.push({ person, method: 'PUT', path: `${url}/answers`, json: confirmed, expected: answers });
      const preview = { answers: {} };
      cases.push({
        person,
        method: 'POST',
        path: `${url}/answers/preview`,
        json: preview,
        expected: answers,
      });
      cases.push({ person, method: 'POST', path: `${url}/seed`, expected: seed });
    }
    for (const person of [admin, stranger]) {
      cases.push({
        person,
        method: 'GET',
        path: '/api/onboarding/loved-ones/not-a-uuid/answers',
        expected: 404,
      });
      cases.push({
        person,
        method: 'GET',
        path: '/api/onboarding/loved-ones/00000000-0000-4000-8000-000000000000/answers',
        expected: 404,
      });
    }
    for (const { person, method, path, json, expected } of cases) {
      const response = await t.request(method, path, { cookie: person?.cookie, json });
      expect(`${method} ${path} as ${person?.email ?? 'nobody'}: ${response.status}`).toBe(
        `${method} ${path} as ${person?.email ?? 'nobody'}: ${expected}`,
      );
    }
    // A refused write changed nothing.
    expect(await countRows(onboardingAnswers)).toBe(1);
  });
});
