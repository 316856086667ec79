import type { Db } from '../db/client.ts';
import type { Storage } from '../infra/storage.ts';
import { prepareAvatar } from './avatar-image.ts';
import { AVATAR_EXTENSIONS, avatarKey, setAvatarUrl } from './profile.repository.ts';

/** Stores the uploaded image as the person's one avatar; returns its versioned URL. */
export async function replaceAvatar(deps: { db: Db; storage: Storage }, userId: string, upload: Uint8Array) {
  const { db, storage } = deps;
  const avatar = await prepareAvatar(upload);
  // The new one is stored before the old goes: a failed upload (a full disk) keeps the old avatar.
  const key = avatarKey(userId, avatar.extension);
  await storage.put(key, avatar.bytes, avatar.contentType);
  // One avatar per person: an older one in another format must not linger.
  for (const extension of AVATAR_EXTENSIONS) {
    if (extension !== avatar.extension) await storage.delete(avatarKey(userId, extension));
  }
  const stored = await storage.get(key);
  const version = encodeURIComponent(stored?.etag.replaceAll('"', '') ?? Date.now().toString());
  const avatarUrl = `/api/account/avatars/${userId}/avatar.${avatar.extension}?v=${version}`;
  await setAvatarUrl(db, userId, avatarUrl);
  return avatarUrl;
}
