import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { SUBMISSION_KEY_HEADER, SUBMISSION_KEY_INVALID } from '#shared/validation/submission-key.ts';
import type { Db } from '../db/client.ts';
import { parseOrThrow } from './http.ts';
import { submissions } from './infra.schema.ts';

const submissionKeySchema = z.uuid(SUBMISSION_KEY_INVALID).optional();

/** The request's submission key, if it sent one; a malformed one is refused (422) before anything is made. */
export const submissionKeyOf = (c: Context): string | undefined =>
  parseOrThrow(submissionKeySchema, c.req.header(SUBMISSION_KEY_HEADER));

export type Submission = {
  userId: string;
  /** What the key makes: 'setup', 'ledger-entry', ...; a key leads only to a thing of its kind. */
  kind: string;
  key: string | undefined;
};

/** For what answers with its id alone: the id is all there is to find again. */
export const madeWithId = async (id: string) => ({ id });

/**
 * Makes something once per submission key, inside the caller's transaction (docs/decisions/080). The
 * first to claim the key makes it; the same key again, after the first has committed, finds what was
 * made by its id (`findMade`, which only the caller knows how to read and show). A second claim at the
 * same moment waits on the key's row until the first commits (or rolls back, and then it makes it
 * itself). Without a key, every call makes.
 */
export async function makeOnce<Made extends { id: string }>(
  tx: Db,
  submission: Submission,
  make: () => Promise<Made>,
  findMade: (id: string) => Promise<Made>,
): Promise<Made> {
  const { userId, kind, key } = submission;
  if (!key) return make();
  const sameKey = and(eq(submissions.userId, userId), eq(submissions.kind, kind), eq(submissions.key, key));
  const claimed = await tx
    .insert(submissions)
    .values({ userId, kind, key })
    .onConflictDoNothing()
    .returning({ key: submissions.key });
  if (claimed.length === 0) {
    const [made] = await tx.select({ id: submissions.madeId }).from(submissions).where(sameKey);
    if (!made?.id) throw new Error(`submission ${kind} ${key} was claimed but made nothing`);
    return findMade(made.id);
  }
  const made = await make();
  await tx.update(submissions).set({ madeId: made.id }).where(sameKey);
  return made;
}

/**
 * For a change made by another library's own writes, outside any transaction of ours (Better Auth
 * changing a password): whether this key already made it. Recorded by `noteMadeOnce` only once made, so
 * a refused change leaves no trace and can be sent again as it was.
 */
export async function wasMadeBefore(db: Db, submission: Submission): Promise<boolean> {
  const { userId, kind, key } = submission;
  if (!key) return false;
  const [made] = await db
    .select({ id: submissions.madeId })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.kind, kind), eq(submissions.key, key)));
  return Boolean(made?.id);
}

/** Records that this key made `id` (see `wasMadeBefore`). */
export async function noteMadeOnce(db: Db, submission: Submission, id: string): Promise<void> {
  const { userId, kind, key } = submission;
  if (!key) return;
  await db.insert(submissions).values({ userId, kind, key, madeId: id }).onConflictDoNothing();
}
