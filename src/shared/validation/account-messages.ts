// The account and password texts, apart from their schemas (account.ts, password.ts): the app's
// sign-in and sign-out calls show them on every page, and only the forms need zod (issue 20).

import { countOf } from '../text/plural.ts';

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long',
  upper: 'Password must contain at least one uppercase letter',
  lower: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  tooLong: 'Password must be less than 128 characters',
  required: 'Password is required',
  mustMeetRequirements: 'Password must meet security requirements',
} as const;

/** Every text the auth and settings screens and their server rules say, in one place. */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordMustMeetRequirements: PASSWORD_MESSAGES.mustMeetRequirements,
  passwordRequired: PASSWORD_MESSAGES.required,
  emailExists: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  tooManySignups: 'Too many signup attempts. Please try again later.',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  tooManyResets: 'Too many password reset attempts. Please try again later.',
  previewRequired: 'Harbor is in private preview. Please enter your passcode on the welcome page first.',
  emailNotVerified: 'Please verify your email first. We sent you a new verification link.',
  signedUp: "Account created! You're signed in and ready to go.",
  verifyTitle: 'Verify your email',
  resetSentTitle: 'Password reset email sent',
  resetSentDescription: 'Please check your email for reset instructions.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Sign in to get a new one.',
  passwordFieldsRequired: 'Please fill in all password fields',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordUpdated: 'Password updated successfully',
  profileUpdated: 'Profile updated successfully!',
  avatarUpdated: 'Avatar updated successfully!',
  accountDeleted: 'Account deleted successfully',
  sessionExpiredDelete: 'Your session has expired. Please log in again to delete your account.',
  /** A change whose answer was lost: it may have been made, and this device may be signed out by it. */
  passwordChangeUnheard:
    'Harbor didn’t answer, so we can’t tell whether your password changed. If you’re asked to sign in, try your new password first.',
  /** A change sent after a lost answer finds this device signed out: the first one was made. */
  passwordChangedSignedOut:
    'Your password was changed, and this device was signed out with the others. Please sign in with your new password.',
  sessionExpiredPassword: 'Your session has expired. Please log in again to change your password.',
  deletePasswordRequired: 'Please enter your password to confirm',
  deletionImpactFailed:
    'We couldn’t check whether anyone else shares the loved ones you manage. Deleting your account deletes them for everyone on their teams, so you may want to check again first.',
} as const;

/**
 * What deleting the account takes from one loved one's team, in the delete dialog (decision 076): not
 * only their access but what they added (tasks done, expenses and receipts, notes), deleted with it.
 */
export function teamLossOnDelete(membersLosingAccess: number, hasLiveMemorial: boolean): string {
  const people = countOf(membersLosingAccess, 'other person', 'other people');
  const memorial = hasLiveMemorial ? ' Its live memorial page will be taken down.' : '';
  return `${people} on the team will lose it and everything they added to it.${memorial}`;
}
