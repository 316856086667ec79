import {
  type PersonalRecordAction,
  personalRecordPolicy,
  personalViewer,
} from '#shared/permissions/personal-records.ts';
import { notFound } from '../infra/app-error.ts';
import { authorize, authorizeRemoval } from '../infra/authorize.ts';

/**
 * The journal entry, check-in or conversation if the asker owns it. A missing row and another
 * person's row get the same 404 with the record's own message, so an id reveals nothing.
 */
export function requireOwnRecord<Row extends { userId: string }>(
  row: Row | undefined,
  viewerId: string,
  action: PersonalRecordAction,
  notFoundMessage: string,
): Row {
  if (!row) throw notFound(notFoundMessage);
  authorize(personalRecordPolicy, personalViewer(viewerId), action, { ownerId: row.userId }, notFoundMessage);
  return row;
}

/**
 * The record to delete if the asker owns it; nothing when it is gone already or another person's,
 * the same quiet answer for both, so an id still reveals nothing (decision 081).
 */
export function ownRecordToDelete<Row extends { userId: string }>(row: Row | undefined, viewerId: string) {
  if (!row) return undefined;
  return (
    authorizeRemoval(personalRecordPolicy, personalViewer(viewerId), 'delete', { ownerId: row.userId }) && row
  );
}
