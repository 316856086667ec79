import {
  CALL_988_NOW,
  CRISIS_RESOURCES,
  EMERGENCY_NOTE,
  SAFETY_RESOURCES,
} from '../hubs/crisis-resources.ts';
import { telHref } from '../hubs/phone.ts';
import { POISON_CONTROL } from './crisis-message.ts';

// The only numbers a chat answer may offer to call or text: the lines Harbor itself shows on the crisis
// card and in the support hub. A model can make up a number that looks real, and a wrong number in a
// crisis is worse than none, so any other number in an answer is neither linked nor let through.
//
// They are the crisis resources' lines (the crisis lines, the lines for someone in danger, 911, "Call 988
// now"), and Poison Control, kept beside the crisis replies' words.

/** A number as its digits alone, as dialled from a US phone: 10-digit numbers with their leading 1. */
function dialledDigits(number: string): string {
  return telHref(number).replace(/\D/g, '');
}

/** The number a tel: or sms: link calls or texts ('sms:741741?&body=HOME' → '741741'). */
function digitsOfHref(href: string): string {
  return dialledDigits(href.replace(/^(?:tel|sms):/i, '').split('?')[0] ?? '');
}

/** The digits of each help line, as `dialledDigits` gives them. */
export const HELP_LINE_NUMBERS: ReadonlySet<string> = new Set(
  [
    ...[...CRISIS_RESOURCES, ...SAFETY_RESOURCES].flatMap((resource) =>
      resource.contacts.map((contact) => contact.href),
    ),
    EMERGENCY_NOTE.contact.href,
    CALL_988_NOW.href,
    POISON_CONTROL.href,
  ].map(digitsOfHref),
);

/** Whether a tel: or sms: link calls or texts one of Harbor's help lines. */
export const isHelpLineHref = (href: string) => HELP_LINE_NUMBERS.has(digitsOfHref(href));

/** Whether a number as written in text ('1-800-662-4357', '988') is one of Harbor's help lines. */
export const isHelpLineNumber = (number: string) => HELP_LINE_NUMBERS.has(dialledDigits(number));
