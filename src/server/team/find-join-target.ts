import { and, eq } from 'drizzle-orm';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { getLovedOneSummary } from './get-loved-one-summary.ts';
import { teamJoinLinks } from './team.schema.ts';

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
  return getLovedOneSummary(db, lovedOneId, null);
}
