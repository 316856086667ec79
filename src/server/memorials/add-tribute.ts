import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { tributeSchema } from '#shared/memorials/memorial-schemas.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import type { MemorialAccess } from './memorial-access.ts';
import { toTributeView } from './memorial-view.ts';
import { memorialTributes } from './memorials.schema.ts';

type TributeFields = Pick<z.output<typeof tributeSchema>, 'authorName' | 'message'>;

function tributeMail(access: MemorialAccess, tribute: TributeFields, isHeld: boolean, appUrl: string) {
  const name = `${access.lovedOne.firstName} ${access.lovedOne.lastName}`.trim();
  const link = `${appUrl}/memorial/${access.page.slug}`;
  const state = isHeld
    ? 'It is waiting for your approval: open the page, then Customize → Tributes, to publish or hide it.'
    : 'It is already shown on the page. You can hide or delete it there at any time.';
  return {
    subject: `A new tribute for ${name}`,
    text: [
      `${tribute.authorName} left a tribute on ${name}'s memorial page:`,
      '',
      tribute.message,
      '',
      state,
      '',
      link,
    ].join('\n'),
  };
}

/**
 * Saves the tribute (held when the admin chose 'hold for approval') and e-mails the admin in the
 * same transaction, so the admin hears about every tribute that exists and about no other.
 */
export async function addTribute(
  db: Db,
  access: MemorialAccess,
  tribute: TributeFields,
  author: { userId: string | null; appUrl: string },
) {
  const isHeld = access.page.moderation === 'hold';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memorialTributes)
      .values({
        memorialPageId: access.page.id,
        authorUserId: author.userId,
        authorName: tribute.authorName,
        message: tribute.message,
        status: isHeld ? 'held' : 'published',
      })
      .returning();
    const [admin] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, access.lovedOne.adminUserId));
    if (admin)
      await enqueueMail(tx, { to: admin.email, ...tributeMail(access, tribute, isHeld, author.appUrl) });
    // A held tribute may be spam until the admin approves it: the feed names only published authors.
    await recordActivity(tx, {
      lovedOneId: access.lovedOne.id,
      kind: 'tribute_received',
      actorUserId: author.userId,
      label: isHeld ? null : tribute.authorName,
    });
    return toTributeView(row!);
  });
}
