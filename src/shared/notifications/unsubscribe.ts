import type { NotificationKind } from './notification-kinds.ts';

/** What the unsubscribe page names, for the kind of mail the link came from. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  digest: 'the weekly digest',
  assignment: 'notices when a task is assigned to you',
  completion: 'notices when a task you assigned is completed',
  anniversary: 'anniversary notes',
  tribute: 'notices when someone leaves a tribute on a memorial page',
};

export const INVALID_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid. You can choose what Harbor sends you in Account Settings.';
