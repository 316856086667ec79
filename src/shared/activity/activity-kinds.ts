/**
 * What the team sees in a loved one's activity feed. Private things (journal, moods, chats) have no
 * kind here, so they can never be recorded.
 */
export const ACTIVITY_KINDS = [
  'task_created',
  'task_assigned',
  'task_completed',
  'task_reopened',
  'member_joined',
  'document_added',
  'memorial_published',
  'memorial_made_private',
  'memorial_photo_added',
  'tribute_received',
  'inventory_item_added',
  'expense_added',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
