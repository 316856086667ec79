import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { findLovedOneRole, isUuid } from '../loved-ones/loved-one-access.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { teamJoinLinks, teamJoinRequests } from './team.schema.ts';
import { getLovedOneSummary } from './team-people.ts';

const newJoinKey = () => randomBytes(32).toString('base64url');

export const joinUrl = (appUrl: string, lovedOneId: string, key: string) =>
  `${appUrl}/join/${encodeURIComponent(lovedOneId)}?key=${encodeURIComponent(key)}`;

/** The admin's link, created on first use so every loved one has one without a migration step. */
export async function getJoinLink(db: Db, lovedOneId: string) {
  await db.insert(teamJoinLinks).values({ lovedOneId, joinKey: newJoinKey() }).onConflictDoNothing();
  const [link] = await db.select().from(teamJoinLinks).where(eq(teamJoinLinks.lovedOneId, lovedOneId));
  return link!;
}

/** A new key: every copy of the old link stops working. */
export async function resetJoinLink(db: Db, lovedOneId: string) {
  await getJoinLink(db, lovedOneId);
  const [link] = await db
    .update(teamJoinLinks)
    .set({ joinKey: newJoinKey(), updatedAt: new Date() })
    .where(eq(teamJoinLinks.lovedOneId, lovedOneId))
    .returning();
  return link!;
}

export async function setJoinLinkEnabled(db: Db, lovedOneId: string, isEnabled: boolean) {
  await getJoinLink(db, lovedOneId);
  const [link] = await db
    .update(teamJoinLinks)
    .set({ isEnabled, updatedAt: new Date() })
    .where(eq(teamJoinLinks.lovedOneId, lovedOneId))
    .returning();
  return link!;
}

/** The loved one behind an enabled link with this key; anything else is one and the same "not valid". */
export async function findJoinTarget(db: Db, lovedOneId: string, key: string) {
  if (!isUuid(lovedOneId)) throw notFound(TEAM_MESSAGES.invalidJoinLink);
  const [link] = await db
    .select({ lovedOneId: teamJoinLinks.lovedOneId })
    .from(teamJoinLinks)
    .where(
      and(
        eq(teamJoinLinks.lovedOneId, lovedOneId),
        eq(teamJoinLinks.joinKey, key),
        eq(teamJoinLinks.isEnabled, true),
      ),
    );
  if (!link) throw notFound(TEAM_MESSAGES.invalidJoinLink);
  return getLovedOneSummary(db, lovedOneId);
}

export type JoinStatus = 'member' | 'pending' | 'none';

export async function findJoinStatus(db: Db, lovedOneId: string, userId: string): Promise<JoinStatus> {
  if (await findLovedOneRole(db, userId, lovedOneId)) return 'member';
  const [request] = await db
    .select({ id: teamJoinRequests.id })
    .from(teamJoinRequests)
    .where(
      and(
        eq(teamJoinRequests.lovedOneId, lovedOneId),
        eq(teamJoinRequests.userId, userId),
        eq(teamJoinRequests.status, 'pending'),
      ),
    );
  return request ? 'pending' : 'none';
}

/** Asking twice is the same as asking once. */
export async function requestToJoin(db: Db, lovedOneId: string, userId: string): Promise<JoinStatus> {
  const status = await findJoinStatus(db, lovedOneId, userId);
  if (status !== 'none') return status;
  await db.insert(teamJoinRequests).values({ lovedOneId, userId }).onConflictDoNothing();
  return 'pending';
}

/** Approving grants support_member access in the same transaction that closes the request. */
export async function decideJoinRequest(
  db: Db,
  input: { lovedOneId: string; requestId: string; adminUserId: string; approve: boolean },
): Promise<void> {
  if (!isUuid(input.requestId)) throw notFound('Request not found');
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(teamJoinRequests)
      .set({
        status: input.approve ? 'approved' : 'declined',
        decidedByUserId: input.adminUserId,
        decidedAt: new Date(),
      })
      .where(
        and(
          eq(teamJoinRequests.id, input.requestId),
          eq(teamJoinRequests.lovedOneId, input.lovedOneId),
          eq(teamJoinRequests.status, 'pending'),
        ),
      )
      .returning({ userId: teamJoinRequests.userId });
    if (!request) throw notFound('Request not found');
    if (input.approve) {
      const granted = await tx
        .insert(lovedOneAccess)
        .values({
          lovedOneId: input.lovedOneId,
          userId: request.userId,
          role: 'support_member',
          grantedBy: input.adminUserId,
        })
        .onConflictDoNothing()
        .returning({ id: lovedOneAccess.id });
      if (granted.length > 0) {
        await recordActivity(tx, {
          lovedOneId: input.lovedOneId,
          kind: 'member_joined',
          actorUserId: input.adminUserId,
          subjectUserId: request.userId,
        });
      }
    }
  });
}
