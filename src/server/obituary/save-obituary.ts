import { eq } from 'drizzle-orm';
import { OBITUARY_MESSAGES } from '../../shared/obituary/obituary-answers.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { memorialPages } from '../memorials/memorials.schema.ts';

type SaveChoice = { text: string; toProfile: boolean; toStory: boolean };

/** Writes the obituary to the profile, the memorial page's story, or both, together or not at all. */
export async function saveObituary(db: Db, lovedOneId: string, { text, toProfile, toStory }: SaveChoice) {
  return db.transaction(async (tx) => {
    const now = new Date();
    if (toStory) {
      const [page] = await tx
        .update(memorialPages)
        .set({ description: text, updatedAt: now })
        .where(eq(memorialPages.lovedOneId, lovedOneId))
        .returning({ id: memorialPages.id });
      if (!page) throw new AppError('VALIDATION_FAILED', OBITUARY_MESSAGES.noMemorialPage);
    }
    if (toProfile) {
      await tx.update(lovedOnes).set({ obituary: text, updatedAt: now }).where(eq(lovedOnes.id, lovedOneId));
    }
    return { toProfile, toStory };
  });
}
