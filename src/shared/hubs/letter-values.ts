import { DISPLAY_DATE, formatIsoDate } from '../dates/display-formats.ts';
import { givenName } from '../loved-ones/loved-one-display.ts';
import type { ProfileKind } from '../loved-ones/profile-kind.ts';
import type { OnboardingAnswers } from '../onboarding/onboarding-answers.ts';
import { isIsoDate } from '../validation/dates.ts';
import type { PlaceholderValues } from './fill-template.ts';

/** What the hubs know about the loved one and the signed-in user (GET /api/hubs/:id/context). */
export type HubContext = {
  lovedOne: {
    id: string;
    firstName: string;
    lastName: string;
    /** False while the relationship stands in for the name: letters and headings then leave it out. */
    nameGiven: boolean;
    /** A loss, or someone's own plans: the hubs then say they are read ahead (HUB_LABELS.readingAhead). */
    kind: ProfileKind;
    /** The planner's name on someone else's own plans, null otherwise (givenName). */
    plannerName: string | null;
    dateOfBirth: string | null;
    dateOfDeath: string | null;
    stateCode: string | null;
    stateName: string | null;
    county: string | null;
    /**
     * The answer to "Did they leave a will?" ('Yes', 'No', 'Not sure'), for the admin whose answers they are;
     * null unanswered, on one's own plans, and for a support member.
     */
    willStatus: NonNullable<OnboardingAnswers['will_status']> | null;
  };
  /**
   * The user's relationship to the loved one, e.g. 'child' when the loved one is their parent.
   * Only the admin told Harbor their relationship, so it is null for support members.
   */
  yourRelationship: string | null;
  user: { firstName: string; lastName: string; email: string };
  /** Whether this user may change the profile (the loved-one policy): only they are offered "Add their name". */
  can: { editProfile: boolean };
};

// The profile stores who the loved one was to the admin ('parent'); a letter needs the reverse,
// who the writer is to the loved one ("I am Ada's child"). 'other' tells us nothing, so it stays
// a placeholder for the writer to fill in.
const WRITER_RELATIONSHIP: Readonly<Record<string, string>> = {
  parent: 'child',
  spouse: 'spouse',
  partner: 'partner',
  child: 'parent',
  sibling: 'sibling',
  grandparent: 'grandchild',
  grandchild: 'grandparent',
  aunt_uncle: 'niece or nephew',
  cousin: 'cousin',
  friend: 'friend',
};

/** The writer's side of a stored relationship, or null when it cannot be said. */
export function writerRelationship(relationshipToUser: string | null): string | null {
  if (!relationshipToUser || !Object.hasOwn(WRITER_RELATIONSHIP, relationshipToUser)) return null;
  return WRITER_RELATIONSHIP[relationshipToUser] ?? null;
}

/** The spec's long date format (DISPLAY_DATE); '' for a missing or malformed date. */
export function letterDate(isoDate: string | null): string {
  return isoDate && isIsoDate(isoDate) ? formatIsoDate(isoDate, DISPLAY_DATE) : '';
}

/**
 * The placeholders Harbor can fill for this loved one and user. `today` is the writer's own
 * calendar date (YYYY-MM-DD) so a letter written late at night is not dated tomorrow.
 */
export function letterValues(context: HubContext, today: string): PlaceholderValues {
  const { lovedOne, user } = context;
  return {
    "Deceased's Full Name": givenName(lovedOne) ?? '',
    "Deceased's Date of Birth": letterDate(lovedOne.dateOfBirth),
    'Date of Death': letterDate(lovedOne.dateOfDeath),
    'Your Name': `${user.firstName} ${user.lastName}`.trim(),
    'Your Email': user.email,
    'Your Relationship': context.yourRelationship ?? '',
    "Today's Date": letterDate(today),
  };
}

/** "Travis County, Texas", "Texas" or null: where the loved one lived, for the state notice. */
export function placeOf(lovedOne: HubContext['lovedOne']): string | null {
  if (!lovedOne.stateName) return null;
  return lovedOne.county ? `${lovedOne.county}, ${lovedOne.stateName}` : lovedOne.stateName;
}
