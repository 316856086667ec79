import type { SignUpInput } from '#shared/validation/account.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client.ts';

/**
 * Better Auth's routes answer errors as `{ code, message }` (Harbor's own as `{ error: {...} }`);
 * both become the one ApiError the screens show.
 */
async function postAuth<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  const payload = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok) {
    const code = payload?.error?.code ?? payload?.code ?? 'HTTP_ERROR';
    // Server errors never show their internals.
    const message = response.status >= 500 ? undefined : (payload?.error?.message ?? payload?.message);
    throw new ApiError(response.status, code, message || ACCOUNT_MESSAGES.unexpected);
  }
  return payload as T;
}

/** `signedIn` is false while the address waits to be verified (the server keeps the token from the page). */
type SignUpResult = { signedIn: boolean; user: { id: string; email: string } };

export const signUp = (input: SignUpInput) =>
  postAuth<SignUpResult>('/sign-up/email', { ...input, name: `${input.firstName} ${input.lastName}` });

/** `twoFactorRedirect`: the password was right and the authenticator code is still to come. */
type SignInResult = { twoFactorRedirect?: boolean };

export const signIn = (input: { email: string; password: string }) =>
  postAuth<SignInResult>('/sign-in/email', input);

/** The second step of a sign-in (or the first code while turning two-step sign-in on). */
export const verifyTotpCode = (code: string) => postAuth<unknown>('/two-factor/verify-totp', { code });

export const verifyBackupCode = (code: string) =>
  postAuth<unknown>('/two-factor/verify-backup-code', { code });

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** Starts turning two-step sign-in on: a new setup key and backup codes, off until the first code is right. */
export const startTwoFactorSetup = (password: string) =>
  postAuth<TwoFactorSetup>('/two-factor/enable', { password });

export const regenerateBackupCodes = (password: string) =>
  postAuth<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', { password });

export const disableTwoFactor = (password: string) => postAuth<unknown>('/two-factor/disable', { password });

export const requestPasswordReset = (email: string) =>
  postAuth<unknown>('/request-password-reset', { email });

export const resetPassword = (token: string, newPassword: string) =>
  postAuth<unknown>('/reset-password', { token, newPassword });

/** Ends the session on the server; sign-out.ts decides what a failure means. */
export const signOutOnServer = () => postAuth<unknown>('/sign-out', {});
