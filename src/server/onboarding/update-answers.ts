import { eq, sql } from 'drizzle-orm';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { completionPct, hasFirstName } from '#shared/onboarding/onboarding-answers.ts';
import type { Db } from '../db/client.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { flowOf, lovedOneColumnsFrom, type OnboardingSubmission } from './create-from-answers.ts';
import { onboardingAnswers } from './onboarding.schema.ts';
import { answersNamedAs } from './retitle-generated-tasks.ts';
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
 * The name columns new answers may write. A skipped name writes nothing, so a name the user
 * gave is never replaced by a relationship stand-in. An answered name fills a stand-in; over a
 * given name it wins only when it was typed anew, as re-personalising re-sends the saved answers
 * and must not undo a rename made on the profile since.
 */
function nameColumnsFor(columns: NameColumns, isNewName: boolean) {
  // Planning ahead's 'My Plans' is no answer about a name: it never renames the record.
  if (columns.kind !== 'recent-loss' || !columns.nameGiven) return {};
  const keepGiven = sql`${lovedOnes.nameGiven} and not ${isNewName}`;
  return {
    firstName: sql`case when ${keepGiven} then ${lovedOnes.firstName} else ${columns.firstName} end`,
    lastName: sql`case when ${keepGiven} then ${lovedOnes.lastName} else ${columns.lastName} end`,
    nameGiven: true,
  };
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
    const isNewName = nameKey(answers.deceased_name) !== (await previousNameKey(tx, lovedOneId));
    await tx
      .insert(onboardingAnswers)
      .values({ lovedOneId, userId, path, source, answersJson: answers, completionPct: pct })
      .onConflictDoUpdate({
        target: onboardingAnswers.lovedOneId,
        // The source stays: a chat's loved one remains the one its chat updates.
        set: { userId, path, answersJson: answers, completionPct: pct, updatedAt: new Date() },
      });
    // Only gaps are filled: a date or place the user has set on the profile is theirs to change.
    const [name] = await tx
      .update(lovedOnes)
      .set({
        stateCode: sql`coalesce(${lovedOnes.stateCode}, ${columns.stateCode})`,
        // The county belongs to its state: it is only filled together with a missing state.
        county: sql`case when ${lovedOnes.stateCode} is null then ${columns.county} else ${lovedOnes.county} end`,
        dateOfDeath: sql`coalesce(${lovedOnes.dateOfDeath}, ${columns.dateOfDeath}::date)`,
        relationshipToUser: sql`coalesce(${lovedOnes.relationshipToUser}, ${columns.relationshipToUser})`,
        ...nameColumnsFor(columns, isNewName),
      })
      .where(eq(lovedOnes.id, lovedOneId))
      .returning({
        firstName: lovedOnes.firstName,
        lastName: lovedOnes.lastName,
        nameGiven: lovedOnes.nameGiven,
      });
    if (!name) throw new Error('loved one update returned no row');
    // The tasks speak of the person by the name the profile keeps, which a rename there may have set.
    const generated = generateChecklist({ path, answers: answersNamedAs(answers, name), today });
    const result = await regenerateTasks(tx, lovedOneId, generated, confirmedRemovals);
    return { lovedOneId, completionPct: pct, ...result };
  });
}
