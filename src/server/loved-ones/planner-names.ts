import { givenName } from '#shared/loved-ones/loved-one-display.ts';
import { isOwnPlan, type ProfileKind } from '#shared/loved-ones/profile-kind.ts';
import { fullName } from '#shared/team/person-name.ts';
import type { Db } from '../db/client.ts';
import { findPeople } from '../team/team-people.ts';
import { lovedOnes } from './loved-ones.schema.ts';

type PlanFacts = { id: string; kind: ProfileKind; adminUserId: string };

/** The columns findNameReadBy needs, for a select that names a loved one to someone. */
export const namingColumns = {
  id: lovedOnes.id,
  firstName: lovedOnes.firstName,
  lastName: lovedOnes.lastName,
  nameGiven: lovedOnes.nameGiven,
  kind: lovedOnes.kind,
  adminUserId: lovedOnes.adminUserId,
};

/**
 * The planner's name for each of someone else's plans among `candidates`, by loved-one id, for
 * givenName to say "{planner}’s plans" where the planner reads "My Plans" (decision 078). The
 * database is asked only when there is such a plan; `viewerUserId` is null for someone not on the
 * team (an invitee, or no one signed in).
 */
export async function findPlannerNames(
  db: Db,
  viewerUserId: string | null,
  candidates: readonly PlanFacts[],
): Promise<Map<string, string>> {
  const othersPlans = candidates.filter(
    (candidate) => isOwnPlan(candidate.kind) && candidate.adminUserId !== viewerUserId,
  );
  if (othersPlans.length === 0) return new Map();
  const people = await findPeople(
    db,
    othersPlans.map((plan) => plan.adminUserId),
  );
  return new Map(
    othersPlans.flatMap((plan) => {
      const planner = people.get(plan.adminUserId);
      const name = planner ? fullName(planner) : '';
      return name ? [[plan.id, name] as const] : [];
    }),
  );
}

/** findPlannerNames for one loved one: the planner's name, or null when the viewer is the planner or it is no plan. */
export async function findPlannerName(
  db: Db,
  viewerUserId: string | null,
  lovedOne: PlanFacts,
): Promise<string | null> {
  return (await findPlannerNames(db, viewerUserId, [lovedOne])).get(lovedOne.id) ?? null;
}

/** The loved one's name (givenName) as `readerUserId` reads it. */
export async function findNameReadBy(
  db: Db,
  readerUserId: string | null,
  lovedOne: PlanFacts & { firstName: string; lastName: string; nameGiven: boolean },
): Promise<string | null> {
  return givenName({ ...lovedOne, plannerName: await findPlannerName(db, readerUserId, lovedOne) });
}

/**
 * The name a report or a download about the estate is titled with: the loved one's name, and on
 * someone's own plans the planner's own name, for the planner and their team alike ("Estate of My
 * Plans" names no one). Null while no name was given.
 */
export async function findEstateName(
  db: Db,
  lovedOne: PlanFacts & { firstName: string; lastName: string; nameGiven: boolean },
): Promise<string | null> {
  // Asked as no one on the team, the planner's name is given for their plans whoever reads them.
  return (await findPlannerName(db, null, lovedOne)) ?? givenName({ ...lovedOne, plannerName: null });
}
