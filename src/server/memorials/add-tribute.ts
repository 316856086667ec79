import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { heldTributesPath, memorialPath } from '#shared/memorials/memorial-links.ts';
import type { tributeSchema } from '#shared/memorials/memorial-schemas.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { enqueueMail } from '../infra/mail.ts';
import { type MailContext, withUnsubscribe } from '../notifications/mail-context.ts';
import { wantsNotice } from '../notifications/notification-preferences.repository.ts';
import type { MemorialAccess } from './memorial-access.ts';
import { toTributeView } from './memorial-view.ts';
import { memorialTributes } from './memorials.schema.ts';

type TributeFields = Pick<z.output<typeof tributeSchema>, 'authorName' | 'message'>;

function tributeMail(access: MemorialAccess, tribute: TributeFields, isHeld: boolean, appUrl: string) {
  const name = `${access.lovedOne.firstName} ${access.lovedOne.lastName}`.trim();
  const link = `${appUrl}${isHeld ? heldTributesPath(access.page.slug) : memorialPath(access.page.slug)}`;
  const state = isHeld
    ? 'It is waiting for your approval. Publish or hide it here (you may be asked to sign in first):'
    : 'It is already shown on the page. You can hide or delete it there at any time:';
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
 * Saves the tribute (held when the admin chose 'hold for approval') and, unless the admin turned these
 * notices off, e-mails them in the same transaction, so they hear of no tribute that was not saved.
 */
export async function addTribute(
  db: Db,
  access: MemorialAccess,
  tribute: TributeFields,
  author: { userId: string | null },
  mail: MailContext,
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
      .select({ userId: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, access.lovedOne.adminUserId));
    if (admin && (await wantsNotice(tx, admin.userId, 'tribute')))
      await enqueueMail(
        tx,
        withUnsubscribe(mail, admin, 'tribute', tributeMail(access, tribute, isHeld, mail.appUrl)),
      );
    // No actor: the feed would show the account's name, which the author may not have signed with.
    // A published tribute shows the name it was signed with; a held one none, as it may be spam.
    await recordActivity(tx, {
      lovedOneId: access.lovedOne.id,
      kind: 'tribute_received',
      label: isHeld ? null : tribute.authorName,
    });
    return toTributeView(row!);
  });
}
