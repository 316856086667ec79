import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { ALL_OPTIONS_ANSWERS, ALL_OPTIONS_TODAY } from '#shared/checklist/sample-answers.ts';
import { createTeam, insertTask } from '#test/factories/team.ts';
import { runMigration } from '#test/migration-file.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { tasks } from './tasks.schema.ts';

// A checklist about someone who has died never calls them "your loved one" (the product rule). Tasks
// are stored with the words they were made with, so migration 0036 changes the untouched ones.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const rowOf = async (id: string) => {
  const [row] = await t.deps.db.select().from(tasks).where(eq(tasks.id, id));
  return row;
};

describe('migration 0036: tasks without "your loved one"', () => {
  it('says "them" in the stored care and funeral-home tasks, and leaves a title the family wrote alone', async () => {
    const { lovedOne } = await createTeam(t);
    const care = await insertTask(t, {
      lovedOneId: lovedOne.id,
      key: 'arrange-care',
      title: 'Arrange for your loved one to be taken into care',
    });
    const home = await insertTask(t, {
      lovedOneId: lovedOne.id,
      key: 'choose-funeral-home',
      title: 'Choose a funeral home',
      description:
        'A funeral home takes your loved one into its care, files the death certificate and helps with arrangements.',
    });
    const rewritten = await insertTask(t, {
      lovedOneId: lovedOne.id,
      title: 'Call Dr. Patel about taking Mum into care',
      isCustom: true,
    });

    await runMigration(t, '0036_tasks_without_your_loved_one.sql');

    // As the checklist is made today.
    const made = generateChecklist({
      path: 'recent-loss',
      answers: ALL_OPTIONS_ANSWERS,
      today: ALL_OPTIONS_TODAY,
    });
    const madeCare = made.find((task) => task.key === 'arrange-care');
    expect(madeCare).toBeDefined();
    expect((await rowOf(care.id))?.title).toBe(madeCare?.title);
    expect((await rowOf(home.id))?.description).toBe(
      'A funeral home takes them into its care, files the death certificate and helps with arrangements.',
    );
    expect((await rowOf(rewritten.id))?.title).toBe('Call Dr. Patel about taking Mum into care');
  });
});
