import { OFFICIAL_LINKS } from './official-links.ts';
import { SAMHSA_HELPLINE_PHONE, telHref } from './phone.ts';
import type { ContactMethod, CrisisResource } from './types.ts';

// Crisis lines from spec part 2 §2 "Support hub" (Crisis Help). Shared by the support hub, the
// chat and any screen that needs a one-tap route to help, so the numbers live in one place.

export const CRISIS_AVAILABILITY = 'Available 24/7';

export const CALL_988_NOW = { label: 'Call 988 Now', href: 'tel:988' } as const;

export const CRISIS_RESOURCES: readonly CrisisResource[] = [
  {
    id: '988-lifeline',
    name: '988 Suicide & Crisis Lifeline',
    description:
      'Free, confidential support for anyone in emotional distress or thinking about suicide. Call or text 988. Veterans can press 1 after calling.',
    contacts: [
      { kind: 'call', label: 'Call 988', display: '988', href: 'tel:988' },
      { kind: 'text', label: 'Text 988', display: '988', href: 'sms:988' },
    ],
    website: OFFICIAL_LINKS.lifeline988,
    availability: CRISIS_AVAILABILITY,
  },
  {
    id: 'crisis-text-line',
    name: 'Crisis Text Line',
    description: 'Text HOME to 741741 to reach a trained crisis counselor by text message.',
    contacts: [
      {
        kind: 'text',
        label: 'Text HOME to 741741',
        display: '741741',
        // '?&body=' pre-fills HOME on both platforms: Android reads the query string, iOS the '&body='.
        href: 'sms:741741?&body=HOME',
      },
    ],
    website: OFFICIAL_LINKS.crisisTextLine,
    availability: CRISIS_AVAILABILITY,
  },
  {
    id: 'samhsa-helpline',
    name: 'SAMHSA National Helpline',
    description:
      'Free, confidential treatment referral and information for mental health and substance use, in English and Spanish.',
    contacts: [
      {
        kind: 'call',
        label: `Call ${SAMHSA_HELPLINE_PHONE.display}`,
        display: SAMHSA_HELPLINE_PHONE.display,
        href: SAMHSA_HELPLINE_PHONE.href,
      },
    ],
    website: OFFICIAL_LINKS.samhsaHelpline,
    availability: CRISIS_AVAILABILITY,
  },
];

/**
 * Lines for someone being hurt or threatened by another person, for the chat's safety card. Kept
 * apart from CRISIS_RESOURCES, the spec's three suicide and crisis lines, so the support hub's list
 * and every crisis reply stay as they are. No website: only official-links.ts may hold an address.
 */
export const SAFETY_RESOURCES: readonly Omit<CrisisResource, 'website'>[] = [
  {
    id: 'domestic-violence-hotline',
    name: 'National Domestic Violence Hotline',
    description:
      'Free, confidential support for anyone being hurt, threatened or controlled by a partner or family member. Call 1-800-799-7233 or text START to 88788.',
    contacts: [
      {
        kind: 'call',
        label: 'Call 1-800-799-7233',
        display: '1-800-799-7233',
        href: telHref('1-800-799-7233'),
      },
      {
        kind: 'text',
        label: 'Text START to 88788',
        display: '88788',
        // As for HOME to 741741: '?&body=' pre-fills START on Android and on iOS.
        href: 'sms:88788?&body=START',
      },
    ],
    availability: CRISIS_AVAILABILITY,
  },
  {
    id: 'childhelp-hotline',
    name: 'Childhelp National Child Abuse Hotline',
    description:
      'For a child or young person being hurt, and for any adult worried about a child. Call 1-800-422-4453.',
    contacts: [
      {
        kind: 'call',
        label: 'Call 1-800-422-4453',
        display: '1-800-422-4453',
        href: telHref('1-800-422-4453'),
      },
    ],
    availability: CRISIS_AVAILABILITY,
  },
];

export const EMERGENCY_NOTE: { text: string; prompt: string; contact: ContactMethod } = {
  text: 'If you or someone else is in immediate danger or having a medical emergency, call 911.',
  /** The note in one short line beside its button, where a phone's first screen must also hold 988. */
  prompt: 'Someone in danger right now, or a medical emergency?',
  contact: { kind: 'call', label: 'Call 911', display: '911', href: 'tel:911' },
};
