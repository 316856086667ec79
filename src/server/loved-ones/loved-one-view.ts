import { lovedOnePolicy } from '#shared/permissions/loved-one-permissions.ts';
import { permittedActions } from '#shared/permissions/policy.ts';
import type { TeamViewer } from './loved-one-access.ts';
import { photoUrlOf } from './loved-one-photo.ts';
import type { lovedOnes } from './loved-ones.schema.ts';

type LovedOneRow = typeof lovedOnes.$inferSelect;

/**
 * What the browser may see of a loved one (never the storage key or the admin's user id) and what
 * the viewer may do with it. `plannerName` names someone else's plans (findPlannerName); it is null
 * for the planner and for a loss.
 */
export function toLovedOneView(row: LovedOneRow, viewer: TeamViewer, plannerName: string | null = null) {
  return {
    id: row.id,
    kind: row.kind,
    firstName: row.firstName,
    lastName: row.lastName,
    nameGiven: row.nameGiven,
    plannerName,
    relationshipToUser: row.relationshipToUser,
    dateOfBirth: row.dateOfBirth,
    dateOfDeath: row.dateOfDeath,
    obituary: row.obituary,
    memorialWebsiteUrl: row.memorialWebsiteUrl,
    stateCode: row.stateCode,
    county: row.county,
    photoUrl: photoUrlOf(row),
    can: permittedActions(lovedOnePolicy, viewer, row),
  };
}
