import type { OnboardingPath } from '../onboarding/questions.ts';

// A 'planning-ahead' profile is the user's own wishes, made while they are alive: nothing on it may
// speak as if someone had died. The words and offers that differ by kind are chosen here, once.

export type ProfileKind = OnboardingPath;

type KindWords = {
  /** The line above the name on the main dashboard; none for one's own plans. */
  honoring: string | null;
  pageTitle: (name: string) => string;
  /** The sidebar's note to the person using the dashboard. */
  careNote: string;
  /** The Family & Friends tab while no one else has been asked. */
  teamAlone: string;
  /** The profile tab's obituary card while nothing is written. */
  noObituary: string;
};

const WORDS: Record<ProfileKind, KindWords> = {
  // The spec's words for a loss, verbatim.
  'recent-loss': {
    honoring: 'Honoring',
    pageTitle: (name) => `Honoring ${name} · Harbor`,
    careNote: 'Be gentle with yourself today. Grief takes energy; small steps count.',
    teamAlone: 'No one else is on this team yet. The work that follows a loss is lighter when it is shared.',
    noObituary: 'No obituary has been written yet.',
  },
  'planning-ahead': {
    honoring: null,
    pageTitle: (name) => `${name} · Harbor`,
    careNote:
      'Take it one step at a time. Nothing here is final: you can change your plans whenever you like.',
    teamAlone:
      'No one else is on this team yet. Inviting someone you trust lets them know your wishes and help you keep them up to date.',
    noObituary: 'Nothing written yet. Some people like to write their own, in their own words.',
  },
};

/** Someone else's plans, to the rest of the planner's team: the plans, and the right to change them, are the planner's. */
const plannersTeamWords = (plannerName: string): KindWords => ({
  ...WORDS['planning-ahead'],
  careNote: `Thank you for helping ${plannerName}. Nothing here is final: they can change their plans whenever they like.`,
  noObituary: 'Nothing written yet.',
});

/** The words for a profile of `kind`; `plannerName` is the server's, sent only with someone else's plans. */
export const wordsFor = (kind: ProfileKind, plannerName: string | null = null): KindWords =>
  isOwnPlan(kind) && plannerName ? plannersTeamWords(plannerName) : WORDS[kind];

/** The user's own wishes rather than someone who has died: every rule below that differs by kind asks this. */
export const isOwnPlan = (kind: ProfileKind): boolean => kind === 'planning-ahead';

/** A memorial page remembers someone who has died, so one's own plans never get one. */
export const offersMemorial = (kind: ProfileKind): boolean => !isOwnPlan(kind);

/**
 * A loved one's admin may hand it to someone on the team (decision 076); one's own plans are the
 * planner's alone, and the new admin would be left holding someone else's "My Plans".
 */
export const canBeHandedOver = (kind: ProfileKind): boolean => !isOwnPlan(kind);

/**
 * The hubs' letters tell a bank or a company of a death, so someone's own plans get none: they would
 * announce the planner's death under their own name (decision 079).
 */
export const offersDeathLetters = (kind: ProfileKind): boolean => !isOwnPlan(kind);

/**
 * The profile's questions about a death (date of passing, who they were to you, a memorial website)
 * are never asked of one's own plans.
 */
export const asksAboutDeath = (kind: ProfileKind): boolean => !isOwnPlan(kind);

export const PLAN_MESSAGES = {
  /** Read by the planner and by their team alike, so it names no one's plans as the reader's. */
  noMemorial: 'Memorial pages are for remembering someone who has died, so plans made ahead don’t have one.',
  noObituary: 'An obituary is written after a death, so plans made ahead don’t have one.',
  /** Where a plan's wishes for a service live instead of a memorial hub. */
  wishesInChecklist: 'Wishes for a service or gathering are kept in the plan’s checklist.',
  notHandedOver: 'Your own plans stay yours, so they can’t be handed over to someone else.',
  noDeathDetails: 'Your own plans don’t have a date of passing, a relationship to you or a memorial website.',
  noLetters:
    'These letters tell a company of a death, so they aren’t written for someone’s own plans. What the person settling the estate will need is the list of accounts in the estate inventory.',
} as const;

type ProfileFacts = {
  kind: ProfileKind;
  hasPhoto: boolean;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  relationshipToUser: string | null;
};

/** A detail a profile may still be missing, in the order the profile's form asks for them. */
export type ProfileDetail = 'photo' | 'dateOfBirth' | 'dateOfDeath' | 'relationship';

/**
 * What the dashboard's "Needs details" is waiting for (nothing: "Complete"): a loved one's profile
 * needs their photo, both dates and who they were to you; one's own plan needs only a date of birth,
 * as it asks nothing else.
 */
export function missingProfileDetails(profile: ProfileFacts): ProfileDetail[] {
  if (!asksAboutDeath(profile.kind)) return profile.dateOfBirth ? [] : ['dateOfBirth'];
  const present: Record<ProfileDetail, boolean> = {
    photo: profile.hasPhoto,
    dateOfBirth: Boolean(profile.dateOfBirth),
    dateOfDeath: Boolean(profile.dateOfDeath),
    relationship: Boolean(profile.relationshipToUser),
  };
  return (Object.keys(present) as ProfileDetail[]).filter((detail) => !present[detail]);
}

/** What an edit of one's own plan may not carry, or null when it carries none of it. */
export function deathDetailsIn(
  kind: ProfileKind,
  profile: {
    dateOfDeath: string | null;
    relationshipToUser: string | null;
    memorialWebsiteUrl: string | null;
  },
): string | null {
  if (asksAboutDeath(kind)) return null;
  const { dateOfDeath, relationshipToUser, memorialWebsiteUrl } = profile;
  const carriesAny = [dateOfDeath, relationshipToUser, memorialWebsiteUrl].some((detail) => detail !== null);
  return carriesAny ? PLAN_MESSAGES.noDeathDetails : null;
}

/**
 * The user's own plan among the profiles they see: one they administer (a plan shared with them is
 * someone else's). A person has at most one.
 */
export function ownPlanOf<T extends { kind: ProfileKind; can: { edit: boolean } }>(
  lovedOnes: readonly T[],
): T | undefined {
  return lovedOnes.find((lovedOne) => isOwnPlan(lovedOne.kind) && lovedOne.can.edit);
}
