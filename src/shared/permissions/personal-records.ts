import type { Policy, Viewer } from './policy.ts';

/**
 * A journal entry, a mood check-in or a support-chat conversation: what a person writes for
 * themselves. Grief is private, so team roles count for nothing here; only the owner sees the
 * record, and to anyone else, an admin of a shared loved one included, it does not exist (404).
 */
type PersonalRecord = { ownerId: string };

export type PersonalRecordAction = 'read' | 'edit' | 'delete';

const ownerOnly = (viewer: Viewer, record: PersonalRecord) =>
  viewer.userId !== null && viewer.userId === record.ownerId;

export const personalRecordPolicy: Policy<PersonalRecord, PersonalRecordAction> = {
  sees: ownerOnly,
  // Seeing it means it is yours, and what is yours you may read, change and delete.
  may: { read: ownerOnly, edit: ownerOnly, delete: ownerOnly },
  refusals: {
    read: 'Only the person who wrote this can read it.',
    edit: 'Only the person who wrote this can change it.',
    delete: 'Only the person who wrote this can delete it.',
  },
};

/** Personal records belong to no loved one, so the viewer carries no team role. */
export const personalViewer = (userId: string | null): Viewer => ({ userId, role: null });
