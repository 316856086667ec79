import { and, eq } from 'drizzle-orm';
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
      `${tribute.authorName} left a tribute on ${name}’s memorial page:`,
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
 * photo is stored first; if the tribute then fails, its files go. The same tribute sent again with its
 * submission key (its answer lost on the way, a double tap) leads to the one saved: nothing is stored,
 * mailed or told to the team again.
 */
export async function addTribute(
  deps: FileDeps,
  access: MemorialAccess,
  tribute: TributeFields,
  author: { userId: string | null; submissionKey?: string },
  mail: MailContext,
  photo: Uint8Array | null = null,
) {
  const sent = author.submissionKey && (await findTributeSent(deps.db, access.page.id, author.submissionKey));
  if (sent) return toTributeView(sent);
  const isHeld = access.page.moderation === 'hold';
  const stored = photo ? await storeGalleryPhoto(deps.storage, access.page.id, photo) : null;
  const photoKeys = stored && { photoWebKey: stored.webKey, photoThumbnailKey: stored.thumbnailKey };
  const ownFiles = [photoKeys?.photoWebKey, photoKeys?.photoThumbnailKey];
  try {
    const saved = await saveTribute(deps.db, access, tribute, author, mail, isHeld, photoKeys);
    // Its twin, sent at the same moment, was saved first: this one's photo has no row.
    if (saved.isTwin) await deleteFilesAfterCommit(deps, ownFiles);
    return saved.view;
  } catch (error) {
    await deleteFilesAfterCommit(deps, ownFiles);
    throw error;
  }
}

/** The tribute this page saved under that key, if any: a key is the visitor's own, and one page's. */
async function findTributeSent(db: Db, memorialPageId: string, submissionKey: string) {
  const [row] = await db
    .select()
    .from(memorialTributes)
    .where(
      and(
        eq(memorialTributes.memorialPageId, memorialPageId),
        eq(memorialTributes.submissionKey, submissionKey),
      ),
    );
  return row;
}

function saveTribute(
  db: Db,
  access: MemorialAccess,
  tribute: TributeFields,
  author: { userId: string | null; submissionKey?: string },
  mail: MailContext,
  isHeld: boolean,
  photoKeys: { photoWebKey: string; photoThumbnailKey: string } | null,
) {
  return db.transaction(async (tx) => {
    // A twin with the same key at the same moment waits here for the first to commit, then adds nothing.
    const [row] = await tx
      .insert(memorialTributes)
      .values({
        memorialPageId: access.page.id,
        authorUserId: author.userId,
        authorName: tribute.authorName,
        message: tribute.message,
        status: isHeld ? 'held' : 'published',
        submissionKey: author.submissionKey ?? null,
        ...photoKeys,
      })
      .onConflictDoNothing({ target: [memorialTributes.memorialPageId, memorialTributes.submissionKey] })
      .returning();
    if (!row) {
      const twin = author.submissionKey && (await findTributeSent(tx, access.page.id, author.submissionKey));
      if (!twin) throw new Error('tribute insert returned no row');
      return { view: toTributeView(twin), isTwin: true };
    }
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
    return { view: toTributeView(row), isTwin: false };
  });
}
