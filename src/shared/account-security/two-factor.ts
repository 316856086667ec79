import { z } from 'zod';

/** Every text of two-step sign-in, shared by the sign-in page, the settings card and the server rules. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  codeMalformed: 'The code is 6 digits, from your authenticator app.',
  codeWrong: "That code didn't work. Codes change every 30 seconds, so please try the newest one.",
  backupCodeRequired: 'Please enter one of your backup codes.',
  backupCodeMalformed: 'A backup code is 10 letters and numbers, like abcde-12345.',
  backupCodeWrong: "That backup code didn't work. Each code works only once.",
  challengeExpired: 'Your sign-in took too long. Please sign in again with your password.',
  tooManyCodes: 'Too many wrong codes. Please sign in again with your password.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  passwordRequired: 'Please enter your password to confirm',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on.',
  enabled: 'Two-step sign-in is on.',
  disabled: 'Two-step sign-in is off.',
  backupCodesRegenerated: 'New backup codes are ready. The old ones no longer work.',
} as const;

const TOTP_CODE = /^\d{6}$/;
// Better Auth's backup codes: 10 characters from a-z, A-Z, 0-9, shown as two groups of five.
const BACKUP_CODE = /^[a-zA-Z0-9]{5}-?[a-zA-Z0-9]{5}$/;

/** Spaces and hyphens are how apps group the digits ("123 456"); they are not part of the code. */
const normaliseTotpCode = (value: string) => value.replace(/[\s-]/g, '');

/** A backup code typed with or without its hyphen, or with spaces, in its stored form `abcde-12345`. */
export function normaliseBackupCode(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : value.trim();
}

const isTotpCode = (value: string) => TOTP_CODE.test(normaliseTotpCode(value));
const isBackupCode = (value: string) => BACKUP_CODE.test(normaliseBackupCode(value));

export const totpCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .min(1, TWO_FACTOR_MESSAGES.codeRequired)
    .refine(isTotpCode, TWO_FACTOR_MESSAGES.codeMalformed)
    .transform(normaliseTotpCode),
});

export const backupCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.backupCodeRequired })
    .min(1, TWO_FACTOR_MESSAGES.backupCodeRequired)
    .refine(isBackupCode, TWO_FACTOR_MESSAGES.backupCodeMalformed)
    .transform(normaliseBackupCode),
});

export const confirmPasswordSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .min(1, TWO_FACTOR_MESSAGES.passwordRequired),
});
export type ConfirmPasswordInput = z.input<typeof confirmPasswordSchema>;

/** The setup key an authenticator app asks for when the QR code cannot be scanned. */
export function secretFromOtpauthUri(uri: string): string | null {
  try {
    const url = new URL(uri);
    if (url.protocol !== 'otpauth:') return null;
    return url.searchParams.get('secret');
  } catch {
    return null;
  }
}

/** "JBSWY3DPEHPK3PXP" as "JBSW Y3DP EHPK 3PXP": easier to copy by eye. */
export const groupSetupKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
