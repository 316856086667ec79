import {
  type PersonalRecordAction,
  personalRecordPolicy,
  personalViewer,
} from '#shared/permissions/personal-records.ts';
import { notFound } from '../infra/app-error.ts';
import { authorize } from '../infra/authorize.ts';

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
