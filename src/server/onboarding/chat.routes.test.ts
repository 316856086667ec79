import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatSteps, nextChatStepIndex } from '#shared/onboarding/chat-flow.ts';
import { ANSWER_MESSAGES } from '#shared/onboarding/onboarding-answers.ts';
import { errorOf, insertTask, type Person } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { CHAT_NOT_STARTED_MESSAGE, CHECKLIST_CHANGES_UNCONFIRMED } from './finish-chat.ts';
import { onboardingAnswers } from './onboarding.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const answer = (person: Person, key: string, value: unknown) =>
  t.request('PUT', `/api/onboarding/chat/answers/${key}`, { cookie: person.cookie, json: { answer: value } });
const savedAnswers = async (person: Person) =>
  (await (await t.request('GET', '/api/onboarding/chat', { cookie: person.cookie })).json()) as {
    answers: Record<string, unknown>;
    lovedOneId: string | null;
  };
const finish = (person: Person, json?: { confirm: { removeTaskIds: string[] } }) =>
  t.request('POST', '/api/onboarding/chat/finish?timeZone=UTC', { cookie: person.cookie, json });
type Changes = { add: { key: string; title: string }[]; remove: { id: string; title: string }[] };
const preview = async (person: Person) => {
  const response = await t.request('POST', '/api/onboarding/chat/finish/preview?timeZone=UTC', {
    cookie: person.cookie,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { lovedOneId: string | null; changes: Changes | null };
};
const tasksOf = (lovedOneId: string) =>
  t.deps.db.select().from(tasks).where(eq(tasks.lovedOneId, lovedOneId));

describe('the chat assessment’s answers', () => {
  it('saves one answer per question (upsert), skips as null, and lists them back only to their owner', async () => {
    const user = await signUpUser(t);
    const other = await signUpUser(t);
    expect((await answer(user, 'path', 'recent-loss')).status).toBe(200);
    await answer(user, 'relationship_to_deceased', 'My parent');
    await answer(user, 'relationship_to_deceased', 'My child');
    await answer(user, 'care_status', null);
    expect((await savedAnswers(user)).answers).toEqual({
      path: 'recent-loss',
      relationship_to_deceased: 'My child',
      care_status: null,
    });
    expect((await savedAnswers(other)).answers).toEqual({});
  });

  it('refuses an option that is not offered, a future date and an unknown question', async () => {
    const user = await signUpUser(t);
    const wrongOption = await answer(user, 'care_status', 'Maybe');
    expect(wrongOption.status).toBe(422);
    expect((await errorOf(wrongOption)).message).toBe(ANSWER_MESSAGES.unknownOption);
    const future = await answer(user, 'date_of_death', '2199-01-01');
    expect((await errorOf(future)).message).toBe(ANSWER_MESSAGES.futureDate);
    expect((await answer(user, 'path', null)).status).toBe(422);
    expect((await answer(user, 'favourite_colour', 'blue')).status).toBe(404);
    expect((await savedAnswers(user)).answers).toEqual({});
  });

  it('start over deletes the saved answers of the user only', async () => {
    const user = await signUpUser(t);
    const other = await signUpUser(t);
    await answer(user, 'path', 'planning-ahead');
    await answer(other, 'path', 'recent-loss');
    const response = await t.request('DELETE', '/api/onboarding/chat/answers', { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect((await savedAnswers(user)).answers).toEqual({});
    expect((await savedAnswers(other)).answers).toEqual({ path: 'recent-loss' });
  });

  it('needs a session for every chat route', async () => {
    for (const [method, path] of [
      ['GET', '/api/onboarding/chat'],
      ['PUT', '/api/onboarding/chat/answers/path'],
      ['DELETE', '/api/onboarding/chat/answers'],
      ['POST', '/api/onboarding/chat/finish'],
      ['GET', '/api/onboarding/status'],
    ] as const) {
      const response = await t.request(method, path, {
        json: method === 'PUT' ? { answer: 'x' } : undefined,
      });
      expect(response.status).toBe(401);
    }
  });
});

describe('finishing the chat', () => {
  it('creates the loved one, answers (counted over 10) and checklist the first time, then updates them', async () => {
    const user = await signUpUser(t);
    expect((await finish(user)).status).toBe(422);
    expect((await errorOf(await finish(user))).message).toBe(CHAT_NOT_STARTED_MESSAGE);

    await answer(user, 'path', 'recent-loss');
    await answer(user, 'relationship_to_deceased', 'My parent');
    await answer(user, 'date_of_death', '2025-01-05');
    await answer(user, 'will_status', 'Yes');
    await answer(user, 'personalise', 'Yes');
    await answer(user, 'funeral_home_chosen', 'Yes');
    const first = await finish(user);
    expect(first.status).toBe(201);
    const { lovedOneId } = (await first.json()) as { lovedOneId: string };
    const [lovedOne] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
    expect(lovedOne).toMatchObject({
      firstName: 'Parent',
      nameGiven: false,
      relationshipToUser: 'parent',
      dateOfDeath: '2025-01-05',
    });
    const [stored] = await t.deps.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
    // 3 of the chat's 10 questions: 30 %.
    expect(stored).toMatchObject({ source: 'chat', completionPct: 30 });
    expect(stored?.answersJson).toEqual({
      relationship_to_deceased: 'My parent',
      date_of_death: '2025-01-05',
      will_status: 'Yes',
      funeral_home_chosen: 'Yes',
    });
    const firstTasks = await t.deps.db.select().from(tasks).where(eq(tasks.lovedOneId, lovedOneId));
    expect(firstTasks.map((task) => task.key)).not.toContain('choose-funeral-home');
    expect((await savedAnswers(user)).lovedOneId).toBe(lovedOneId);

    // Edit answers: the funeral home is not chosen after all.
    await answer(user, 'funeral_home_chosen', 'No');
    const second = await finish(user, { confirm: { removeTaskIds: [] } });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ lovedOneId, isNew: false });
    const secondTasks = await t.deps.db.select().from(tasks).where(eq(tasks.lovedOneId, lovedOneId));
    expect(secondTasks.map((task) => task.key)).toContain('choose-funeral-home');
    expect(
      await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.adminUserId, user.userId)),
    ).toHaveLength(1);
  });

  it('makes one loved one when the chat is finished several times at the same moment (two tabs, a double tap)', async () => {
    const user = await signUpUser(t);
    await answer(user, 'path', 'recent-loss');
    await answer(user, 'relationship_to_deceased', 'My parent');
    const sent = await Promise.all([0, 1, 2].map(() => finish(user)));
    // One makes the checklist; the others find it made and, unconfirmed, change nothing.
    expect(sent.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const made = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.adminUserId, user.userId));
    expect(made).toHaveLength(1);
    expect((await savedAnswers(user)).lovedOneId).toBe(made[0]?.id);
  });

  it('asks their name first on a recent loss, names the loved one by it, and keeps it when edited answers skip it', async () => {
    const user = await signUpUser(t);
    await answer(user, 'path', 'recent-loss');
    const { answers } = await savedAnswers(user);
    expect(chatSteps(answers)[nextChatStepIndex(answers)]?.key).toBe('deceased_name');

    const named = await answer(user, 'deceased_name', { first: ' Rose', last: 'Lane ' });
    expect(await named.json()).toEqual({
      questionKey: 'deceased_name',
      answer: { first: 'Rose', last: 'Lane' },
    });
    await answer(user, 'relationship_to_deceased', 'My parent');
    await answer(user, 'personalise', 'No');
    const { lovedOneId } = (await (await finish(user)).json()) as { lovedOneId: string };
    const nameOf = async () => {
      const [row] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
      return { firstName: row?.firstName, lastName: row?.lastName, nameGiven: row?.nameGiven };
    };
    expect(await nameOf()).toEqual({ firstName: 'Rose', lastName: 'Lane', nameGiven: true });
    const [stored] = await t.deps.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
    expect(stored).toMatchObject({ completionPct: 20 });

    // Edit answers: the name is skipped this time; the name given stands.
    await answer(user, 'deceased_name', null);
    expect((await finish(user, { confirm: { removeTaskIds: [] } })).status).toBe(200);
    expect(await nameOf()).toEqual({ firstName: 'Rose', lastName: 'Lane', nameGiven: true });
  });

  it('refuses a name without a first name in the chat', async () => {
    const user = await signUpUser(t);
    const response = await answer(user, 'deceased_name', { first: '', last: 'Lane' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(ANSWER_MESSAGES.firstNameRequired);
  });

  it('planning ahead counts its own 3 questions and ignores answers left from the other path', async () => {
    const user = await signUpUser(t);
    await answer(user, 'relationship_to_deceased', 'My parent');
    await answer(user, 'path', 'planning-ahead');
    await answer(user, 'planning_reason', 'Peace of mind');
    await answer(user, 'healthcare_directive', 'No');
    await answer(user, 'will_status', 'In progress');
    await answer(user, 'personalise', 'No');
    await answer(user, 'veteran', 'Yes');
    const { lovedOneId } = (await (await finish(user)).json()) as { lovedOneId: string };
    const [lovedOne] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
    expect(lovedOne).toMatchObject({ kind: 'planning-ahead', firstName: 'My', lastName: 'Plans' });
    const [stored] = await t.deps.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
    expect(stored).toMatchObject({ completionPct: 100 });
    expect(stored?.answersJson).toEqual({
      planning_reason: 'Peace of mind',
      healthcare_directive: 'No',
      will_status: 'In progress',
    });
  });

  it('planning ahead in the chat after setup changes the one plan setup made, once confirmed', async () => {
    const user = await signUpUser(t);
    const setup = await t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
      cookie: user.cookie,
      json: { path: 'planning-ahead', answers: { will_status: 'Yes' } },
    });
    const { lovedOneId: planId } = (await setup.json()) as { lovedOneId: string };
    await answer(user, 'path', 'planning-ahead');
    await answer(user, 'planning_reason', 'Age/life stage');
    await answer(user, 'will_status', 'No');

    const { lovedOneId: previewed, changes } = await preview(user);
    expect(previewed).toBe(planId);
    expect(changes!.add.length).toBeGreaterThan(0);
    expect((await finish(user)).status).toBe(409);
    const confirmed = await finish(user, {
      confirm: { removeTaskIds: changes!.remove.map((task) => task.id) },
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ lovedOneId: planId, isNew: false });

    const plans = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.kind, 'planning-ahead'));
    expect(plans).toHaveLength(1);
    const [stored] = await t.deps.db
      .select()
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.lovedOneId, planId));
    expect(stored?.answersJson).toEqual({ planning_reason: 'Age/life stage', will_status: 'No' });
    expect((await tasksOf(planId)).map((task) => task.key)).toEqual(
      expect.arrayContaining(changes!.add.map((task) => task.key)),
    );
  });

  it('after Start over, shows what new answers would add and remove, and changes nothing until confirmed', async () => {
    const user = await signUpUser(t);
    for (const [key, value] of [
      ['path', 'recent-loss'],
      ['relationship_to_deceased', 'My parent'],
      ['personalise', 'Yes'],
      ['funeral_home_chosen', 'No'],
      ['service', 'Yes'],
    ] as const) {
      await answer(user, key, value);
    }
    const { lovedOneId } = (await (await finish(user)).json()) as { lovedOneId: string };
    const before = await tasksOf(lovedOneId);
    const byKey = (key: string) => before.find((task) => task.key === key)!;
    // Started work and the person's own task are never offered for removal.
    await t.deps.db
      .update(tasks)
      .set({ status: 'in_progress' })
      .where(eq(tasks.id, byKey('plan-service').id));
    const custom = await insertTask(t, { lovedOneId, title: 'Call the vicar', isCustom: true });

    expect((await t.request('DELETE', '/api/onboarding/chat/answers', { cookie: user.cookie })).status).toBe(
      200,
    );
    for (const [key, value] of [
      ['path', 'recent-loss'],
      ['relationship_to_deceased', 'My parent'],
      ['personalise', 'Yes'],
      ['funeral_home_chosen', 'Yes'],
      ['service', 'No'],
      ['veteran', 'Yes'],
    ] as const) {
      await answer(user, key, value);
    }
    const { changes, lovedOneId: previewed } = await preview(user);
    expect(previewed).toBe(lovedOneId);
    const removeIds = changes!.remove.map((task) => task.id);
    expect(changes!.remove).toContainEqual({
      id: byKey('choose-funeral-home').id,
      title: 'Choose a funeral home',
    });
    expect(removeIds).not.toContain(byKey('plan-service').id);
    expect(removeIds).not.toContain(custom.id);
    expect(changes!.add.length).toBeGreaterThan(0);
    expect(changes!.add.map((task) => task.key)).toContain('va-benefits');

    // Finishing without confirming is refused and changes nothing; so does previewing.
    const unconfirmed = await finish(user);
    expect(unconfirmed.status).toBe(409);
    expect((await errorOf(unconfirmed)).message).toBe(CHECKLIST_CHANGES_UNCONFIRMED);
    const untouched = await tasksOf(lovedOneId);
    expect(untouched.map((task) => task.id).sort()).toEqual(
      [...before.map((task) => task.id), custom.id].sort(),
    );

    const confirmed = await finish(user, {
      confirm: { removeTaskIds: changes!.remove.map((task) => task.id) },
    });
    expect(confirmed.status).toBe(200);
    const after = await tasksOf(lovedOneId);
    const afterIds = after.map((task) => task.id);
    for (const removed of changes!.remove) expect(afterIds).not.toContain(removed.id);
    expect(afterIds).toEqual(expect.arrayContaining([byKey('plan-service').id, custom.id]));
    expect(after).toHaveLength(before.length + 1 - changes!.remove.length + changes!.add.length);
  });

  it('removes only the tasks the person confirmed, even if the answers would remove more', async () => {
    const user = await signUpUser(t);
    for (const [key, value] of [
      ['path', 'recent-loss'],
      ['personalise', 'Yes'],
      ['funeral_home_chosen', 'No'],
    ] as const) {
      await answer(user, key, value);
    }
    const { lovedOneId } = (await (await finish(user)).json()) as { lovedOneId: string };
    await answer(user, 'funeral_home_chosen', 'Yes');
    const { changes } = await preview(user);
    expect(changes!.remove.length).toBeGreaterThan(0);
    expect((await finish(user, { confirm: { removeTaskIds: [] } })).status).toBe(200);
    const afterIds = (await tasksOf(lovedOneId)).map((task) => task.id);
    for (const kept of changes!.remove) expect(afterIds).toContain(kept.id);
  });
});
