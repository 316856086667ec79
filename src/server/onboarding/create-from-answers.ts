import { and, count, eq } from 'drizzle-orm';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import { lovedOneDefaults } from '#shared/onboarding/loved-one-defaults.ts';
import { completionPct, type OnboardingAnswers } from '#shared/onboarding/onboarding-answers.ts';
import type { OnboardingPath, QuestionFlow } from '#shared/onboarding/questions.ts';
import { users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { makeOnce } from '../infra/make-once.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { onboardingAnswers } from './onboarding.schema.ts';
import { insertGeneratedTasks } from './save-generated-tasks.ts';

export type OnboardingSubmission = {
  path: OnboardingPath;
  answers: OnboardingAnswers;
  /** The user's local date, YYYY-MM-DD: due dates and "today" in the generator. */
  today: string;
  source: 'setup' | 'chat';
  /** The setup dialog's key (docs/decisions/080); the chat finds its own answers. */
  submissionKey?: string;
};

/** The chat counts its 10 questions on the recent-loss path; planning ahead asks only its own 3. */
export function flowOf(submission: Pick<OnboardingSubmission, 'path' | 'source'>): QuestionFlow {
  return submission.source === 'chat' && submission.path === 'recent-loss' ? 'chat' : submission.path;
}

/** The loved-one columns the answers decide (the spec's naming defaults and the jurisdiction). */
export function lovedOneColumnsFrom(path: OnboardingPath, answers: OnboardingAnswers) {
  const defaults = lovedOneDefaults(path, answers);
  return {
    ...defaults,
    kind: path,
    stateCode: answers.jurisdiction?.state ?? null,
    county: answers.jurisdiction?.county ?? null,
  };
}

/**
 * Holds the person's own row until the transaction ends, so two submissions at once (two tabs, a
 * double tap) take turns: the second finds what the first made instead of making it again.
 */
export async function waitForOtherSubmissions(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Setup's Continue (and a first finished chat): the loved one, its answers and its generated
 * checklist in ONE transaction. The generator is pure, so if anything fails nothing is kept and
 * the person can simply try again, instead of finding a loved one with no checklist.
 * The same setup dialog sent again (its answer lost on a weak connection, a double tap) leads back
 * to the loved one it made and the size of its checklist (makeOnce), and so does planning ahead
 * again: a person has one plan of their own (a second tab, the chat after setup), left untouched
 * rather than made twice.
 */
export async function createFromAnswers(db: Db, userId: string, submission: OnboardingSubmission) {
  const { path, answers, today, source, submissionKey } = submission;
  const generated = generateChecklist({ path, answers, today });
  return db.transaction(async (tx) => {
    if (isOwnPlan(path)) {
      // Two submissions at once would both find no plan and make two.
      await waitForOtherSubmissions(tx, userId);
      const [plan] = await tx
        .select({ id: lovedOnes.id })
        .from(lovedOnes)
        .where(and(eq(lovedOnes.adminUserId, userId), eq(lovedOnes.kind, 'planning-ahead')))
        .limit(1);
      if (plan) return { lovedOneId: plan.id, taskCount: 0 };
    }
    const made = await makeOnce(
      tx,
      { userId, kind: 'setup', key: submissionKey },
      async () => {
        const [lovedOne] = await tx
          .insert(lovedOnes)
          .values({ adminUserId: userId, ...lovedOneColumnsFrom(path, answers) })
          .returning({ id: lovedOnes.id });
        if (!lovedOne) throw new Error('loved one insert returned no row');
        await tx.insert(onboardingAnswers).values({
          lovedOneId: lovedOne.id,
          userId,
          path,
          source,
          answersJson: answers,
          completionPct: completionPct(flowOf(submission), answers),
        });
        return { id: lovedOne.id, taskCount: await insertGeneratedTasks(tx, lovedOne.id, generated) };
      },
      // Made before, by the same dialog: nothing is made now. The count is of the checklist it made,
      // which the page reports (analytics' checklist_generated) only once it hears of it.
      async (id) => {
        const [generated] = await tx
          .select({ count: count() })
          .from(tasks)
          .where(and(eq(tasks.lovedOneId, id), eq(tasks.isCustom, false)));
        return { id, taskCount: generated?.count ?? 0 };
      },
    );
    return { lovedOneId: made.id, taskCount: made.taskCount };
  });
}
