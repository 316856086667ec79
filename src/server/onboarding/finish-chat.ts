import { and, desc, eq } from 'drizzle-orm';
import { generateChecklist } from '#shared/checklist/generate-checklist.ts';
import { isOwnPlan, type ProfileKind } from '#shared/loved-ones/profile-kind.ts';
import { chatOnboardingAnswers } from '#shared/onboarding/chat-flow.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { listChatAnswers } from './chat-answers.repository.ts';
import { createFromAnswers, waitForOtherSubmissions } from './create-from-answers.ts';
import { onboardingAnswers } from './onboarding.schema.ts';
import { answersNamedAs } from './retitle-generated-tasks.ts';
import { previewRegeneration } from './save-generated-tasks.ts';
import { findNamesForAnswers, updateAnswers } from './update-answers.ts';

export const CHAT_NOT_STARTED_MESSAGE = 'Please answer the first question before finishing.';
export const CHECKLIST_CHANGES_UNCONFIRMED = 'Please review the changes to your checklist first.';

/**
 * The loved one the chat's answers go to: the one an earlier finished chat of this user created for
 * this path, if any. Planning ahead always goes to the person's one plan, however it was made, so
 * answers given in the chat after setup are never dropped (decision 077).
 */
export async function findChatLovedOneId(db: Db, userId: string, path?: string): Promise<string | null> {
  // The chat saves only the paths it offers (chat-flow.ts), so a saved path is a kind of profile.
  const kind = path as ProfileKind | undefined;
  const [row] = await db
    .select({ id: lovedOnes.id })
    .from(onboardingAnswers)
    .innerJoin(lovedOnes, eq(lovedOnes.id, onboardingAnswers.lovedOneId))
    .where(
      and(
        eq(lovedOnes.adminUserId, userId),
        kind && isOwnPlan(kind) ? undefined : eq(onboardingAnswers.source, 'chat'),
        kind ? eq(lovedOnes.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(onboardingAnswers.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/** The person's confirmation of a preview: the tasks they saw listed for removal. */
type ChecklistChangeConfirmation = { removeTaskIds: readonly string[] };

function chatSubmission(answers: Awaited<ReturnType<typeof listChatAnswers>>, today: string) {
  const chat = chatOnboardingAnswers(answers);
  if (!chat) throw new AppError('VALIDATION_FAILED', CHAT_NOT_STARTED_MESSAGE);
  return { ...chat, today, source: 'chat' as const };
}

/**
 * What finishing would do: nothing to review for a first checklist (`lovedOneId` null); for a
 * checklist the chat made before (after Start over or Edit answers), the tasks it would add and
 * the untouched generated tasks it would remove.
 */
export async function previewChatFinish(db: Db, userId: string, today: string) {
  const submission = chatSubmission(await listChatAnswers(db, userId), today);
  const existingId = await findChatLovedOneId(db, userId, submission.path);
  if (!existingId) return { lovedOneId: null, changes: null };
  const { path, answers } = submission;
  // The titles it lists speak of the person by the name the profile would have.
  const { after } = await findNamesForAnswers(db, existingId, path, answers);
  const generated = generateChecklist({ path, answers: answersNamedAs(answers, after), today });
  return { lovedOneId: existingId, changes: await previewRegeneration(db, existingId, generated) };
}

/**
 * Finishing the chat does what setup's Continue does, from the answers saved on the server
 * (never from what the browser re-sends): the first time it creates the loved one, answers and
 * checklist. A checklist made before changes only with the person's confirmation of the preview
 * (Start over promises the checklist stays), and loses only the tasks they saw listed.
 */
export async function finishChat(
  db: Db,
  userId: string,
  today: string,
  confirmation?: ChecklistChangeConfirmation,
) {
  const submission = chatSubmission(await listChatAnswers(db, userId), today);
  return db.transaction(async (tx) => {
    // Finishing twice at once would otherwise find no checklist twice and make two loved ones.
    await waitForOtherSubmissions(tx, userId);
    const existingId = await findChatLovedOneId(tx, userId, submission.path);
    if (existingId) {
      if (!confirmation) throw new AppError('CONFLICT', CHECKLIST_CHANGES_UNCONFIRMED);
      await updateAnswers(tx, userId, existingId, submission, new Set(confirmation.removeTaskIds));
      return { lovedOneId: existingId, isNew: false };
    }
    const created = await createFromAnswers(tx, userId, submission);
    return { lovedOneId: created.lovedOneId, isNew: true };
  });
}
