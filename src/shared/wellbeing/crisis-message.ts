import { CRISIS_RESOURCES, EMERGENCY_NOTE } from '../hubs/crisis-resources.ts';
import type { ContactMethod, CrisisResource } from '../hubs/types.ts';

// The crisis numbers as plain chat text. The numbers themselves live once, in the support hub's
// crisis resources; this file only words them for a message, so the chat, the offline companion
// and the model's system prompt can never disagree with the crisis card.

// '988' twice (call and text) reads better as one phrase: 'call or text 988'.
function describeContacts(contacts: readonly ContactMethod[]): string {
  const displays = new Set(contacts.map((contact) => contact.display));
  const first = contacts[0];
  if (first && contacts.length > 1 && displays.size === 1) {
    return `${contacts.map((contact) => contact.kind).join(' or ')} ${first.display}`;
  }
  return contacts
    .map((contact) => contact.label.charAt(0).toLowerCase() + contact.label.slice(1))
    .join(' or ');
}

function describeCrisisResource(resource: CrisisResource): string {
  return `${resource.name}: ${describeContacts(resource.contacts)} (${resource.availability.toLowerCase()})`;
}

/** One line per crisis line, then 911 — the four ways to reach help a crisis reply must show. */
export const CRISIS_RESOURCE_LINES: readonly string[] = [
  ...CRISIS_RESOURCES.map(describeCrisisResource),
  `Emergency: ${EMERGENCY_NOTE.contact.label.toLowerCase()} if you or someone else is in immediate danger`,
];

export const formatCrisisResourceList = (bullet = '• ') =>
  CRISIS_RESOURCE_LINES.map((line) => `${bullet}${line}`).join('\n');

/**
 * What any crisis reply must contain, checked by tests against every reply the companion can
 * give and against the system prompt. If the support hub's numbers change, this list is the
 * place to change too — on purpose, so the change is seen.
 */
export const REQUIRED_CRISIS_CONTACTS = ['988', 'HOME to 741741', '1-800-662-4357', '911'] as const;

/** Poison Control (America's Poison Centers), for an overdose taken or under way. */
export const POISON_CONTROL: ContactMethod = {
  kind: 'call',
  label: 'Call Poison Control',
  display: '1-800-222-1222',
  href: 'tel:+18002221222',
};

/** The emergency level's words: an act under way. Short sentences, the action first. */
export const EMERGENCY_REPLY_LINES: readonly string[] = [
  'Please call 911 now.',
  `If you took pills or anything else, call Poison Control at ${POISON_CONTROL.display}. Or call 911.`,
  'Unlock the door. Tell someone near you. Stay with them.',
  'You matter. Help can reach you now.',
];

export const includesEveryCrisisContact = (text: string) =>
  REQUIRED_CRISIS_CONTACTS.every((contact) => text.includes(contact));
