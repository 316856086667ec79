import { isAdmin, onTeam, type Policy } from './policy.ts';

/**
 * A page's guest list holds other people's e-mail addresses: the team knows it exists, only the
 * loved one's admin opens it; for anyone else it does not exist, public page or not (decision 063).
 */
export const guestListPolicy: Policy<unknown, 'manage'> = {
  sees: onTeam,
  may: { manage: isAdmin },
  refusals: { manage: 'Only the admin can manage the guest list.' },
};
