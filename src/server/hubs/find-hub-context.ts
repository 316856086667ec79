import { eq } from 'drizzle-orm';
import { stateByCode } from '#shared/geo/us-states.ts';
import { type HubContext, writerRelationship } from '#shared/hubs/letter-values.ts';
import { offersDeathLetters, PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { onboardingAnswersSchema } from '#shared/onboarding/onboarding-answers.ts';
import { lovedOnePolicy } from '#shared/permissions/loved-one-permissions.ts';
import { isAdmin, permittedActions } from '#shared/permissions/policy.ts';
import { personName } from '#shared/team/person-name.ts';
import { profiles, users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { LOVED_ONE_NOT_FOUND, requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { findPlannerName } from '../loved-ones/planner-names.ts';
import { onboardingAnswers } from '../onboarding/onboarding.schema.ts';

/** The answer to "Did they leave a will?" after a death; null unanswered, and on one's own plans. */
async function findWillStatus(db: Db, lovedOneId: string): Promise<HubContext['lovedOne']['willStatus']> {
  const [row] = await db
    .select({ path: onboardingAnswers.path, answers: onboardingAnswers.answersJson })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.lovedOneId, lovedOneId));
  if (row?.path !== 'recent-loss') return null;
  // The answers' own rule for the question, so a stored value it would refuse reads as unanswered.
  const status = onboardingAnswersSchema.shape.will_status.safeParse(
    (row.answers as { will_status?: unknown }).will_status,
  );
  return status.success ? (status.data ?? null) : null;
}

/**
 * What the legal, financial and account hubs show and fill letters with, for a user with access
 * to the loved one; anyone else gets the same 404 as for a loved one that does not exist.
 */
export async function findHubContext(db: Db, userId: string, lovedOneId: string): Promise<HubContext> {
  const { row, viewer } = await requireLovedOne(db, userId, lovedOneId);
  const [writer] = await db
    .select({
      email: users.email,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      profileFirstName: profiles.firstName,
      profileLastName: profiles.lastName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!writer) throw notFound(LOVED_ONE_NOT_FOUND);
  const allowed = permittedActions(lovedOnePolicy, viewer, row);
  return {
    lovedOne: {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      nameGiven: row.nameGiven,
      kind: row.kind,
      plannerName: await findPlannerName(db, userId, row),
      dateOfBirth: row.dateOfBirth,
      dateOfDeath: row.dateOfDeath,
      stateCode: row.stateCode,
      stateName: row.stateCode ? (stateByCode(row.stateCode)?.name ?? null) : null,
      county: row.county,
      // The answers are the admin's own (as their prefill is): a support member reads no will answer.
      willStatus: allowed.personalise ? await findWillStatus(db, row.id) : null,
    },
    // The stored relationship is the admin's; a support member's own is unknown.
    yourRelationship: isAdmin(viewer) ? writerRelationship(row.relationshipToUser) : null,
    user: { ...personName(writer), email: writer.email },
    can: { editProfile: allowed.edit },
  };
}

/** findHubContext for filling a letter, which tells a company of a death: never for someone's own plans. */
export async function findLetterContext(db: Db, userId: string, lovedOneId: string): Promise<HubContext> {
  const context = await findHubContext(db, userId, lovedOneId);
  if (!offersDeathLetters(context.lovedOne.kind))
    throw new AppError('VALIDATION_FAILED', PLAN_MESSAGES.noLetters);
  return context;
}
