/** Each kind of mail a person can turn off on its own; every such mail carries a link for its kind. */
export const NOTIFICATION_KINDS = ['digest', 'assignment', 'completion', 'anniversary', 'tribute'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
