import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { checkName } from '#shared/validation/names.ts';
import type { Db } from '../db/client.ts';
import { invalidField } from '../infra/app-error.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { findOrCreateProfile, updateProfileNames } from './profile.repository.ts';

/** Both names checked (a suspicious one is logged), saved, and the profile read back. */
export async function updateProfile(
  db: Db,
  userId: string,
  body: { firstName: string; lastName: string },
  ipAddress: string,
) {
  const names: string[] = [];
  for (const [field, required] of [
    ['firstName', ACCOUNT_MESSAGES.firstNameRequired],
    ['lastName', ACCOUNT_MESSAGES.lastNameRequired],
  ] as const) {
    const value = body[field];
    if (value.trim() === '') throw invalidField(field, required);
    const verdict = checkName(value);
    if (!verdict.ok) {
      if (verdict.suspicious) {
        await logSecurityEvent(db, {
          type: 'suspicious_profile_update',
          userId,
          ipAddress,
          details: { reason: 'suspicious name content' },
        });
      }
      throw invalidField(field, verdict.message);
    }
    names.push(verdict.value);
  }
  await updateProfileNames(db, userId, { firstName: names[0]!, lastName: names[1]! });
  return findOrCreateProfile(db, userId);
}
