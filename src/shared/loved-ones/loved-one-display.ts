// Only a type from the setup rules: their module carries the setup answers, which the first view leaves out.
import type { LOVED_ONE_RELATIONSHIPS } from '../onboarding/loved-one-defaults.ts';

// How a loved one is named and spoken of, apart from the profile's schema (loved-one-profile.ts):
// every page shows these, and only the forms need zod (issue 20).

export const RELATIONSHIP_LABELS: Record<(typeof LOVED_ONE_RELATIONSHIPS)[number], string> = {
  parent: 'Parent',
  spouse: 'Spouse',
  partner: 'Partner',
  child: 'Child',
  sibling: 'Sibling',
  grandparent: 'Grandparent',
  grandchild: 'Grandchild',
  aunt_uncle: 'Aunt or uncle',
  cousin: 'Cousin',
  friend: 'Friend',
  other: 'Other',
};

export const LOVED_ONE_MESSAGES = {
  requiredFields: 'Please fill in all required fields and upload a photo',
  /** Under each empty field, once the form has said requiredFields above them all (issue 21). */
  fieldRequired: 'Required',
  photoRequired: 'Add a photo of them',
  signedOut: 'You must be logged in to create a loved one profile',
  alreadyExists: 'This loved one already exists',
  duplicateTitle: 'Duplicate profile',
  duplicate: 'A profile with the same details already exists',
  created: 'Loved one profile created successfully!',
  createFailed: (message: string) => `Failed to create loved one profile: ${message}`,
  updated: 'Profile updated successfully!',
  updateFailed: 'Error updating profile',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidDate: 'Please enter a real date',
  futureDeath: "The date of passing can't be in the future",
  deathBeforeBirth: "The date of passing can't be before the date of birth",
  futureBirth: "The date of birth can't be in the future",
  invalidUrl: 'Please enter a valid web address starting with http:// or https://',
  notImage: 'Please select an image file.',
  loadFailed: 'Error loading dashboard: Please try refreshing the page.',
} as const;

/**
 * How a loved one is named to one viewer. `plannerName` is the planner's own name, which the server
 * sends only with someone else's plans: the spec's "My Plans" is the planner's word for them, and
 * read by anyone else it would name the reader's plans (decision 078).
 */
export type NamedLovedOne = {
  firstName: string;
  lastName: string;
  nameGiven: boolean;
  plannerName?: string | null;
};

/** How a sentence speaks of a loved one whose name was not given yet: "the estate of your loved one". */
export const UNNAMED_LOVED_ONE = 'your loved one';

/** The spec's name for one's own plans, which reads right only to the planner (see givenName). */
export const PLANNING_AHEAD_NAME = { firstName: 'My', lastName: 'Plans' } as const;
const PLAN_NAME = `${PLANNING_AHEAD_NAME.firstName} ${PLANNING_AHEAD_NAME.lastName}`;

/**
 * The heading of a profile: the name, or the relationship ("Your parent") when no name was given,
 * so the stand-in setup stored as the first name never reads as a name.
 */
export function lovedOneHeading(lovedOne: NamedLovedOne & { relationshipToUser: string | null }): string {
  const name = givenName(lovedOne);
  if (name) return name;
  const label = RELATIONSHIP_LABELS[lovedOne.relationshipToUser as keyof typeof RELATIONSHIP_LABELS];
  return label ? `Your ${label.toLowerCase()}` : 'Your loved one';
}

/**
 * The name to show or to put in a mail, or null while the relationship stands in for a name not
 * given yet: "Honoring Parent" or "Parent's affairs" would read the stand-in as a name. Someone
 * else's plans still under the spec's "My Plans" are "{planner}’s plans"; a name the planner gave
 * them is shown as it is.
 */
export function givenName(lovedOne: NamedLovedOne): string | null {
  if (!lovedOne.nameGiven) return null;
  const name = `${lovedOne.firstName} ${lovedOne.lastName}`.trim();
  if (lovedOne.plannerName && name === PLAN_NAME) return `${lovedOne.plannerName}’s plans`;
  return name || null;
}

/**
 * The first name to speak of someone who has died by ("Why Rose loved it", "Rose’s profile"), or null
 * while the relationship stands in for a name not given yet.
 */
export const givenFirstName = (lovedOne: { firstName: string; nameGiven: boolean }): string | null =>
  lovedOne.nameGiven ? lovedOne.firstName : null;
