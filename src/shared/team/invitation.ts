import { z } from 'zod';
import { isValidEmail, normaliseEmail } from '../validation/email-address.ts';
import { checkFreeText } from '../validation/free-text.ts';
import { checkName } from '../validation/names.ts';
import { newPasswordField } from '../validation/password.ts';

/** Days an invitation (and a re-issued link) stays usable. */
export const INVITATION_VALID_DAYS = 14;
const INVITATION_MESSAGE_MAX = 1000;
/** The spec's 'invite_support_member' operation: 5 attempts in 15 minutes, per admin. */
export const INVITE_RATE_LIMIT = {
  name: 'invite_support_member',
  points: 5,
  windowSeconds: 15 * 60,
} as const;

export const INVITATION_MESSAGES = {
  missingTitle: 'Missing information',
  missing: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address.',
  selfInvite: 'You cannot invite yourself to the family & friends team',
  rateLimited: 'Too many invitation attempts. Please try again later.',
  alreadyPending: 'An invitation is already waiting for this email address.',
  alreadyMember: 'This person is already on the family & friends team.',
  sent: 'Invitation sent!',
  created: 'Invitation created',
  createdDescription:
    "We couldn't confirm the email was sent. You can copy the invitation link and share it yourself.",
  deleted: 'Invitation deleted',
  deleteFailed: 'Failed to delete invitation. Please try again.',
} as const;

/** The spec's 21 invitation relationships, in its order; stored as the key, shown as the label. */
export const INVITATION_RELATIONSHIPS = [
  'spouse',
  'partner',
  'child',
  'parent',
  'sibling',
  'grandchild',
  'grandparent',
  'aunt_uncle',
  'cousin',
  'nephew_niece',
  'close_friend',
  'friend',
  'neighbor',
  'colleague',
  'caregiver',
  'attorney',
  'accountant',
  'funeral_director',
  'clergy',
  'support_group',
  'other',
] as const;

type InvitationRelationship = (typeof INVITATION_RELATIONSHIPS)[number];

const RELATIONSHIP_LABELS: Record<InvitationRelationship, string> = {
  spouse: 'Spouse',
  partner: 'Partner',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
  grandchild: 'Grandchild',
  grandparent: 'Grandparent',
  aunt_uncle: 'Aunt / Uncle',
  cousin: 'Cousin',
  nephew_niece: 'Nephew / Niece',
  close_friend: 'Close friend',
  friend: 'Friend',
  neighbor: 'Neighbor',
  colleague: 'Colleague',
  caregiver: 'Caregiver',
  attorney: 'Attorney',
  accountant: 'Accountant',
  funeral_director: 'Funeral director',
  clergy: 'Clergy',
  support_group: 'Support group',
  other: 'Other',
};

const isInvitationRelationship = (value: string): value is InvitationRelationship =>
  (INVITATION_RELATIONSHIPS as readonly string[]).includes(value);

/** A stored relationship as people read it; unknown values (older rows) are shown as typed. */
export const relationshipLabel = (value: string | null | undefined): string =>
  value ? (isInvitationRelationship(value) ? RELATIONSHIP_LABELS[value] : value) : '';

// Required fields share one message ('Missing information' / 'Please fill in all required fields').
const requiredText = z
  .string({ error: INVITATION_MESSAGES.missing })
  .trim()
  .min(1, INVITATION_MESSAGES.missing);

const invitedName = requiredText.transform((value, ctx) => {
  const verdict = checkName(value);
  if (!verdict.ok) {
    ctx.addIssue({ code: 'custom', message: verdict.message, params: { suspicious: verdict.suspicious } });
    return z.NEVER;
  }
  return verdict.value;
});

export const inviteMemberSchema = z.object({
  firstName: invitedName,
  lastName: invitedName,
  email: requiredText.transform(normaliseEmail).refine(isValidEmail, INVITATION_MESSAGES.invalidEmail),
  relationship: z
    .union([z.enum(INVITATION_RELATIONSHIPS), z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null)),
  personalMessage: z
    .string()
    .nullish()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? '';
      if (!trimmed) return null;
      const problem = checkFreeText(trimmed, INVITATION_MESSAGE_MAX);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return trimmed;
    }),
});

export type InviteMemberInput = z.input<typeof inviteMemberSchema>;
export type InviteMember = z.output<typeof inviteMemberSchema>;

/** The token travels in a URL: 32 random bytes as base64url are 43 characters. */
export const invitationTokenSchema = z
  .string({ error: 'No invitation token provided' })
  .trim()
  .min(1, 'No invitation token provided')
  .max(200, 'Invalid invitation link');

export const INVITATION_STATE_MESSAGES = {
  missing: 'No invitation token provided',
  invalid: 'Invalid invitation link',
  expired: 'Invitation has expired',
  accepted: 'Invitation already accepted',
} as const;

export const INVITATION_SIGN_UP_MESSAGES = {
  nameRequiredTitle: 'Name required',
  nameRequired: 'Please enter your first and last name',
  passwordsDiffer: "Passwords don't match",
  passwordRequired: 'Password required',
  accountExistsTitle: 'Account exists',
  accountExists: 'This email already has an account. Please sign in instead.',
  wrongPasswordTitle: 'Wrong password',
  wrongPassword: 'Please check your password and try again, or create a new account.',
  welcome: 'Welcome!',
  createFailed: 'Failed to create account',
  signInFailed: 'Failed to sign in',
  acceptFailed: 'Failed to accept invitation',
  validateFailed: 'Failed to validate invitation',
  tooManyAttempts: 'Too many signup attempts. Please try again later.',
  invitedAddress:
    'This invitation was sent to this address, so your account uses it. To join with another address, ask for an invitation sent to that one.',
} as const;

const invitationName = z
  .string({ error: INVITATION_SIGN_UP_MESSAGES.nameRequired })
  .trim()
  .min(1, INVITATION_SIGN_UP_MESSAGES.nameRequired)
  .transform((value, ctx) => {
    const verdict = checkName(value);
    if (!verdict.ok) {
      ctx.addIssue({ code: 'custom', message: verdict.message });
      return z.NEVER;
    }
    return verdict.value;
  });

/**
 * The invitation page's sign-up form: the one password policy, confirmation, no passcode. No
 * address: the account is always the invited one (shown read-only), which the invitation mail has
 * proved the invitee reads; another address could only join unverified and dead-end (decision 031).
 */
export const invitationSignUpSchema = z
  .object({
    token: invitationTokenSchema,
    firstName: invitationName,
    lastName: invitationName,
    password: newPasswordField,
    confirmPassword: z.string({ error: INVITATION_SIGN_UP_MESSAGES.passwordsDiffer }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: INVITATION_SIGN_UP_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

export type InvitationSignUpInput = z.input<typeof invitationSignUpSchema>;

/** The invitation page's sign-in form (the token is added when sending). */
export const invitationSignInSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .transform(normaliseEmail)
    .pipe(z.string().min(1, 'Email is required').refine(isValidEmail, 'Please enter a valid email address')),
  password: z
    .string({ error: INVITATION_SIGN_UP_MESSAGES.passwordRequired })
    .min(1, INVITATION_SIGN_UP_MESSAGES.passwordRequired),
});

export type InvitationSignInInput = z.input<typeof invitationSignInSchema>;

/**
 * The words an invitation or a join link uses for someone's own plans: the person asking is the
 * planner, alive, so nothing speaks of a loss or names "My Plans" (decision 077).
 */
export const OWN_PLAN_TEAM_WORDS = {
  invitation: (inviterName: string) =>
    `${inviterName} has invited you to their team on Harbor, where they are writing down their own plans and wishes.`,
  about: 'Harbor helps people put their affairs in order and share their wishes with the people they trust.',
  subject: (inviterName: string) => `${inviterName} would like to share their plans with you on Harbor`,
  joinTitle: (adminName: string | null) => (adminName ? `Join ${adminName}’s team` : 'Join their team'),
  joinAbout: (adminName: string | null) =>
    `${adminName ?? 'They'} shared this link so the people they trust can see their plans and wishes. They will approve your request before you see anything.`,
  joinPending: 'Your request is waiting for approval. You will see their plans once it is approved.',
} as const;
