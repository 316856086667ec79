import { and, eq, isNotNull } from 'drizzle-orm';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { latestTodayOnEarth } from '#shared/dates/time-zones.ts';
import { type OnboardingAnswers, onboardingAnswersSchema } from '#shared/onboarding/onboarding-answers.ts';
import type { Db } from '../db/client.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { onboardingAnswers } from './onboarding.schema.ts';

/** The name on a profile; nameGiven is false while the relationship stands in for it (decision 038). */
export type ProfileName = { firstName: string; lastName: string; nameGiven: boolean };

/** The answers a checklist is made from, speaking of the person by the name on their profile. */
export function answersNamedAs<T extends { deceased_name?: unknown }>(answers: T, name: ProfileName): T {
  return {
    ...answers,
    deceased_name: name.nameGiven ? { first: name.firstName, last: name.lastName } : undefined,
  };
}

const UNNAMED: ProfileName = { firstName: '', lastName: '', nameGiven: false };

/**
 * After the name changes, every generated task whose title is still the one the old name gave
 * ("Secure Rose’s home"), or the one made without a name ("Secure their home", as every checklist was
 * made before names reached the titles), takes the name the profile now has. A title made from other
 * answers or older wording stays as it is. The titles come from the answers the checklist was made
 * from, so nothing but the name can make them differ.
 */
export async function retitleTasksFor(
  db: Db,
  lovedOneId: string,
  answers: OnboardingAnswers,
  before: ProfileName,
  after: ProfileName,
) {
  const today = latestTodayOnEarth();
  // Most saves keep the name, and a stand-in is no name: one checklist per distinct name, not three.
  const checklists = new Map<string, Map<string, string>>();
  const titlesBy = (name: ProfileName) => {
    const nameKey = name.nameGiven ? `${name.firstName}\n${name.lastName}` : '';
    let titles = checklists.get(nameKey);
    if (!titles) {
      const checklist = generateChecklist({
        path: 'recent-loss',
        answers: answersNamedAs(answers, name),
        today,
      });
      titles = new Map(checklist.map((task) => [task.key, task.title]));
      checklists.set(nameKey, titles);
    }
    return titles;
  };
  const [newTitles, oldTitles, unnamedTitles] = [titlesBy(after), titlesBy(before), titlesBy(UNNAMED)];
  const generated = await db
    .select({ id: tasks.id, key: tasks.key, title: tasks.title })
    .from(tasks)
    .where(and(eq(tasks.lovedOneId, lovedOneId), isNotNull(tasks.key)));
  for (const { id, key, title } of generated) {
    if (key === null) continue;
    const named = newTitles.get(key);
    const isAsMade = oldTitles.get(key) === title || unnamedTitles.get(key) === title;
    if (named !== undefined && named !== title && isAsMade)
      await db.update(tasks).set({ title: named, updatedAt: new Date() }).where(eq(tasks.id, id));
  }
}

/** retitleTasksFor after a save on the profile, from the stored answers; one's own plans name no one. */
export async function retitleGeneratedTasks(
  db: Db,
  lovedOneId: string,
  before: ProfileName,
  after: ProfileName,
) {
  const [stored] = await db
    .select({ path: onboardingAnswers.path, answers: onboardingAnswers.answersJson })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
  if (stored?.path !== 'recent-loss') return;
  // Answers saved under older rules must not stand in the way of the save itself.
  const parsed = onboardingAnswersSchema.safeParse(stored.answers);
  if (parsed.success) await retitleTasksFor(db, lovedOneId, parsed.data, before, after);
}
