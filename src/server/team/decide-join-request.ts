import { and, eq } from 'drizzle-orm';
import { recordActivity } from '../activity/record-activity.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { lovedOneAccess } from '../loved-ones/loved-ones.schema.ts';
import { teamJoinRequests } from './team.schema.ts';

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
