import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { heldTributesPath, memorialPath } from '#shared/memorials/memorial-links.ts';
import type { tributeSchema } from '#shared/memorials/memorial-schemas.ts';
import { fullName } from '#shared/team/person-name.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import type { Logger } from '../infra/logger.ts';
import { enqueueMail } from '../infra/mail.ts';
import type { Storage } from '../infra/storage.ts';
import { type MailContext, withUnsubscribe } from '../notifications/mail-context.ts';
import { wantsNotice } from '../notifications/notification-preferences.repository.ts';
import type { MemorialAccess } from './memorial-access.ts';
import { storeGalleryPhoto } from './memorial-images.ts';
import { toTributeView } from './memorial-view.ts';
import { memorialTributes } from './memorials.schema.ts';

type TributeFields = Pick<z.output<typeof tributeSchema>, 'authorName' | 'message'>;

function tributeMail(
  access: MemorialAccess,
  tribute: TributeFields,
  isHeld: boolean,
  hasPhoto: boolean,
  appUrl: string,
) {
  const name = fullName(access.lovedOne);
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
      ...(hasPhoto ? ['It comes with a photo.', ''] : []),
      state,
      '',
      link,
    ].join('\n'),
  };
}

type FileDeps = { db: Db; storage: Storage; logger: Logger };

/**
 * Saves the tribute (held when the admin chose 'hold for approval') and, unless the admin turned these
 * notices off, e-mails them in the same transaction, so they hear of no tribute that was not saved. A
 * photo is stored first; if the tribute then fails, its files go.
 */
export async function addTribute(
  deps: FileDeps,
  access: MemorialAccess,
  tribute: TributeFields,
  author: { userId: string | null },
  mail: MailContext,
  photo: Uint8Array | null = null,
) {
  const isHeld = access.page.moderation === 'hold';
  const stored = photo ? await storeGalleryPhoto(deps.storage, access.page.id, photo) : null;
  const photoKeys = stored && { photoWebKey: stored.webKey, photoThumbnailKey: stored.thumbnailKey };
  try {
    return await saveTribute(deps.db, access, tribute, author, mail, isHeld, photoKeys);
  } catch (error) {
    await deleteFilesAfterCommit(deps, [photoKeys?.photoWebKey, photoKeys?.photoThumbnailKey]);
    throw error;
  }
}

function saveTribute(
  db: Db,
  access: MemorialAccess,
  tribute: TributeFields,
  author: { userId: string | null },
  mail: MailContext,
  isHeld: boolean,
  photoKeys: { photoWebKey: string; photoThumbnailKey: string } | null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memorialTributes)
      .values({
        memorialPageId: access.page.id,
        authorUserId: author.userId,
        authorName: tribute.authorName,
        message: tribute.message,
        status: isHeld ? 'held' : 'published',
        ...photoKeys,
      })
      .returning();
    const [admin] = await tx
      .select({ userId: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, access.lovedOne.adminUserId));
    if (admin && (await wantsNotice(tx, admin.userId, 'tribute')))
      await enqueueMail(
        tx,
        withUnsubscribe(
          mail,
          admin,
          'tribute',
          tributeMail(access, tribute, isHeld, photoKeys !== null, mail.appUrl),
        ),
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
