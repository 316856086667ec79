import { AsyncLocalStorage } from 'node:async_hooks';

const admission = new AsyncLocalStorage<{ reason: 'invitation'; isAddressProven: boolean }>();

/**
 * During the private preview, creating an account needs the preview cookie. An accepted invitation is
 * the other way in: the invitation feature checks its token, then creates the account inside this
 * call, which lifts only the preview gate (names, e-mail, password policy and rate limits still apply).
 * It cannot be reached from a request: only server code holding a checked invitation calls it.
 */
export function withInvitationAdmission<T>(
  run: () => Promise<T>,
  options: { isAddressProven: boolean },
): Promise<T> {
  return admission.run({ reason: 'invitation', ...options }, run);
}

export const isAdmittedByInvitation = () => admission.getStore()?.reason === 'invitation';

/**
 * Whether the account being created comes from a token the invitation mail carried, which already
 * proves the address: its "verify your email" mail would only confuse someone already signed in.
 */
export const isAddressProvenByInvitation = () => admission.getStore()?.isAddressProven === true;
