import type { Db } from '../db/client.ts';
import { AppError } from '../infra/app-error.ts';
import { NOT_AUTHENTICATED } from '../infra/http.ts';
import { findOrCreateProfile } from './profile.repository.ts';

/** A session whose user is gone (deleted in another tab) is answered as signed out. */
export async function getProfile(db: Db, userId: string) {
  const profile = await findOrCreateProfile(db, userId);
  if (!profile) throw new AppError('UNAUTHENTICATED', NOT_AUTHENTICATED);
  return profile;
}
