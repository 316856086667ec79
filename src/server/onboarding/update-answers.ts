import { eq, sql } from 'drizzle-orm';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import {
  completionPct,
  hasFirstName,
  type OnboardingAnswers,
} from '#shared/onboarding/onboarding-answers.ts';
import type { OnboardingPath } from '#shared/onboarding/questions.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { flowOf, lovedOneColumnsFrom, type OnboardingSubmission } from './create-from-answers.ts';
import { onboardingAnswers } from './onboarding.schema.ts';
import { answersNamedAs, type ProfileName, retitleTasksFor } from './retitle-generated-tasks.ts';
import { regenerateTasks } from './save-generated-tasks.ts';

type NameColumns = { kind: string; firstName: string; lastName: string; nameGiven: boolean };

const nameKey = (answer: unknown): string | null =>
  hasFirstName(answer) ? `${answer.first.trim()} ${answer.last?.trim() ?? ''}` : null;

/** The name the answers saved before carried, to tell a newly typed name from one carried over. */
async function previousNameKey(tx: Db, lovedOneId: string): Promise<string | null> {
  const [row] = await tx
    .select({ answers: onboardingAnswers.answersJson })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
  return nameKey((row?.answers as { deceased_name?: unknown } | undefined)?.deceased_name);
}

/**
 * The name the profile has once new answers are saved. A skipped name changes nothing, so a name the
 * user gave is never replaced by a relationship stand-in. An answered name fills a stand-in; over a
 * given name it wins only when it was typed anew, as re-personalising re-sends the saved answers and
 * must not undo a rename made on the profile since.
 */
function nameAfter(profile: ProfileName, columns: NameColumns, isNewName: boolean): ProfileName {
  // Planning ahead's 'My Plans' is no answer about a name: it never renames the record.
  if (columns.kind !== 'recent-loss' || !columns.nameGiven) return profile;
  if (profile.nameGiven && !isNewName) return profile;
  return { firstName: columns.firstName, lastName: columns.lastName, nameGiven: true };
}

/**
 * The profile's name now and once these answers are saved; `lock` holds the row until the
 * transaction ends, so a rename on the profile meanwhile waits rather than being lost.
 */
export async function findNamesForAnswers(
  db: Db,
  lovedOneId: string,
  path: OnboardingPath,
  answers: OnboardingAnswers,
  lock = false,
) {
  const select = db
    .select({ firstName: lovedOnes.firstName, lastName: lovedOnes.lastName, nameGiven: lovedOnes.nameGiven })
    .from(lovedOnes)
    .where(eq(lovedOnes.id, lovedOneId));
  const [before] = lock ? await select.for('update') : await select;
  if (!before) throw notFound(LOVED_ONE_NOT_FOUND);
  const isNewName = nameKey(answers.deceased_name) !== (await previousNameKey(db, lovedOneId));
  return { before, after: nameAfter(before, lovedOneColumnsFrom(path, answers), isNewName) };
}

/**
 * New answers for an existing loved one (Edit answers, re-personalise): the answers row is
 * replaced and the checklist regenerated, keeping custom and touched tasks (and, with
 * `confirmedRemovals`, every task the person did not confirm removing).
 */
export async function updateAnswers(
  db: Db,
  userId: string,
  lovedOneId: string,
  submission: OnboardingSubmission,
  confirmedRemovals?: ReadonlySet<string>,
) {
  const { path, answers, today, source } = submission;
  const pct = completionPct(flowOf(submission), answers);
  const columns = lovedOneColumnsFrom(path, answers);
  return db.transaction(async (tx) => {
    // Read before the answers row is replaced: a name is new against the answers saved before.
    const names = await findNamesForAnswers(tx, lovedOneId, path, answers, true);
    await tx
      .insert(onboardingAnswers)
      .values({ lovedOneId, userId, path, source, answersJson: answers, completionPct: pct })
      .onConflictDoUpdate({
        target: onboardingAnswers.lovedOneId,
        // The source stays: a chat's loved one remains the one its chat updates.
        set: { userId, path, answersJson: answers, completionPct: pct, updatedAt: new Date() },
      });
    // Only gaps are filled: a date or place the user has set on the profile is theirs to change.
    await tx
      .update(lovedOnes)
      .set({
        stateCode: sql`coalesce(${lovedOnes.stateCode}, ${columns.stateCode})`,
        // The county belongs to its state: it is only filled together with a missing state.
        county: sql`case when ${lovedOnes.stateCode} is null then ${columns.county} else ${lovedOnes.county} end`,
        dateOfDeath: sql`coalesce(${lovedOnes.dateOfDeath}, ${columns.dateOfDeath}::date)`,
        relationshipToUser: sql`coalesce(${lovedOnes.relationshipToUser}, ${columns.relationshipToUser})`,
        ...names.after,
      })
      .where(eq(lovedOnes.id, lovedOneId));
    // The tasks speak of the person by the name the profile keeps, which a rename there may have set.
    const generated = generateChecklist({ path, answers: answersNamedAs(answers, names.after), today });
    const result = await regenerateTasks(tx, lovedOneId, generated, confirmedRemovals);
    // Regenerating leaves touched tasks as they are: a new name still reaches their titles.
    if (path === 'recent-loss') await retitleTasksFor(tx, lovedOneId, answers, names.before, names.after);
    return { lovedOneId, completionPct: pct, ...result };
  });
}
