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
};

const WORDS: Record<ProfileKind, KindWords> = {
  // The spec's words for a loss, verbatim.
  'recent-loss': {
    honoring: 'Honoring',
    pageTitle: (name) => `Honoring ${name} · Harbor`,
    careNote: 'Be gentle with yourself today. Grief takes energy; small steps count.',
    teamAlone: 'No one else is on this team yet. The work that follows a loss is lighter when it is shared.',
  },
  'planning-ahead': {
    honoring: null,
    pageTitle: (name) => `${name} · Harbor`,
    careNote:
      'Take it one step at a time. Nothing here is final: you can change your plans whenever you like.',
    teamAlone:
      'No one else is on this team yet. Inviting someone you trust lets them know your wishes and help you keep them up to date.',
  },
};

export const wordsFor = (kind: ProfileKind): KindWords => WORDS[kind];

/** A memorial page remembers someone who has died, so one's own plans never get one. */
export const offersMemorial = (kind: ProfileKind): boolean => kind !== 'planning-ahead';

export const PLAN_MESSAGES = {
  noMemorial:
    'Memorial pages are for remembering someone who has died, so there isn’t one for your own plans.',
} as const;

/**
 * The user's own plan among the profiles they see: one they administer (a plan shared with them is
 * someone else's). A person has at most one.
 */
export function ownPlanOf<T extends { kind: ProfileKind; can: { edit: boolean } }>(
  lovedOnes: readonly T[],
): T | undefined {
  return lovedOnes.find((lovedOne) => lovedOne.kind === 'planning-ahead' && lovedOne.can.edit);
}
