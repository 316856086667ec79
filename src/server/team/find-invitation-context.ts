import { fullName } from '#shared/team/person-name.ts';
import type { Db } from '../db/client.ts';
import type { InvitationContext } from './create-invitation.ts';
import { getLovedOneSummary } from './get-loved-one-summary.ts';
import { findPerson } from './team-people.ts';

/** What the invitation mail and its re-issues say about who invites whom, for whom. */
export async function findInvitationContext(
  db: Db,
  input: {
    appUrl: string;
    lovedOneId: string;
    inviter: { id: string; email: string; name: string };
    ipAddress: string;
  },
): Promise<InvitationContext> {
  const [lovedOne, person] = await Promise.all([
    getLovedOneSummary(db, input.lovedOneId, null),
    findPerson(db, input.inviter.id),
  ]);
  return {
    appUrl: input.appUrl,
    lovedOne: { id: lovedOne.id, name: lovedOne.name, kind: lovedOne.kind },
    inviter: { ...input.inviter, name: person ? fullName(person) : input.inviter.name },
    ipAddress: input.ipAddress,
  };
}
