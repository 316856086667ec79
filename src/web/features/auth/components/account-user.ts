import type { SignedInSession } from '#shared/first-view/first-view-state.ts';

export type AccountUser = SignedInSession['user'];

/** The person's name as they gave it at sign-up, or the account's name. */
export const fullName = (user: AccountUser) => `${user.firstName} ${user.lastName}`.trim() || user.name;
