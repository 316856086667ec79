import * as crisisResources from '../hubs/crisis-resources.ts';
import { telHref } from '../hubs/phone.ts';
import { POISON_CONTROL } from './crisis-message.ts';

// The only numbers a chat answer may offer to call or text: the lines Harbor itself shows on the crisis
// card and in the support hub. A model can make up a number that looks real, and a wrong number in a
// crisis is worse than none, so any other number in an answer is neither linked nor let through.
//
// Every tel: and sms: link that the crisis resources module exports is on the list, found by walking
// its exports rather than naming them here, so a line added there (a new hotline) is on it without a
// change here. Poison Control lives beside the crisis replies' words and is added by name.

/** A number as its digits alone, as dialled from a US phone: 10-digit numbers with their leading 1. */
function dialledDigits(number: string): string {
  return telHref(number).replace(/\D/g, '');
}

/** The number a tel: or sms: link calls or texts ('sms:741741?&body=HOME' → '741741'). */
function digitsOfHref(href: string): string {
  return dialledDigits(href.replace(/^(?:tel|sms):/i, '').split('?')[0] ?? '');
}

/** Every tel: and sms: link anywhere inside a value: the exports' objects, arrays and their fields. */
function linksIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'href' && typeof inner === 'string' && /^(?:tel|sms):/i.test(inner)
      ? [inner]
      : linksIn(inner, seen),
  );
}

/** The digits of each help line, as `dialledDigits` gives them. */
export const HELP_LINE_NUMBERS: ReadonlySet<string> = new Set(
  [...linksIn(Object.values(crisisResources)), POISON_CONTROL.href].map(digitsOfHref),
);

/** Whether a tel: or sms: link calls or texts one of Harbor's help lines. */
export const isHelpLineHref = (href: string) => HELP_LINE_NUMBERS.has(digitsOfHref(href));

/** Whether a number as written in text ('1-800-662-4357', '988') is one of Harbor's help lines. */
export const isHelpLineNumber = (number: string) => HELP_LINE_NUMBERS.has(dialledDigits(number));
