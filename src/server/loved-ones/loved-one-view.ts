import { lovedOnePolicy } from '#shared/permissions/loved-one-permissions.ts';
import { permittedActions } from '#shared/permissions/policy.ts';
import type { TeamViewer } from './loved-one-access.ts';
import { photoUrlOf } from './loved-one-photo.ts';
import type { lovedOnes } from './loved-ones.schema.ts';

type LovedOneRow = typeof lovedOnes.$inferSelect;

/**
 * What the browser may see of a loved one (never the storage key or the admin's user id) and what
 * the viewer may do with it.
 */
export function toLovedOneView(row: LovedOneRow, viewer: TeamViewer) {
  return {
    id: row.id,
    kind: row.kind,
    firstName: row.firstName,
    lastName: row.lastName,
    nameGiven: row.nameGiven,
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
