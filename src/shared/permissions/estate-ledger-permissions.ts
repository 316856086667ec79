import { LEDGER_MESSAGES } from '../estate-accounting/ledger.ts';
import { isAdmin, onTeam, type Policy } from './policy.ts';

/**
 * The estate account is the executor's to keep: the whole team reads it, as it reads the inventory and
 * the expenses it draws on, and only the admin records, changes or removes an entry.
 */
export const estateLedgerPolicy: Policy<Record<string, never>, 'record' | 'change' | 'remove'> = {
  sees: onTeam,
  may: { record: isAdmin, change: isAdmin, remove: isAdmin },
  refusals: {
    record: LEDGER_MESSAGES.onlyAdmin,
    change: LEDGER_MESSAGES.onlyAdmin,
    remove: LEDGER_MESSAGES.onlyAdmin,
  },
};
