import { describe, expect, it } from 'vitest';
import { CALL_988_NOW, CRISIS_RESOURCES, EMERGENCY_NOTE } from '../hubs/crisis-resources.ts';
import { POISON_CONTROL } from './crisis-message.ts';
import { HELP_LINE_NUMBERS, isHelpLineHref, isHelpLineNumber } from './help-line-numbers.ts';

describe('help line numbers', () => {
  it('holds 911, 988, 741741, the SAMHSA helpline and Poison Control', () => {
    for (const digits of ['911', '988', '741741', '18006624357', '18002221222']) {
      expect(HELP_LINE_NUMBERS.has(digits), digits).toBe(true);
    }
  });

  it('takes every line from the crisis resources, so a line added there is a help line here', () => {
    const hrefs = [
      ...CRISIS_RESOURCES.flatMap((resource) => resource.contacts.map((contact) => contact.href)),
      EMERGENCY_NOTE.contact.href,
      CALL_988_NOW.href,
      POISON_CONTROL.href,
    ];
    for (const href of hrefs) expect(isHelpLineHref(href), href).toBe(true);
  });

  it('knows a help line however it is written, and no other number', () => {
    for (const number of ['1-800-662-4357', '(800) 662-4357', '+1 800 662 4357', '988', '741741']) {
      expect(isHelpLineNumber(number), number).toBe(true);
    }
    for (const number of ['555-867-5309', '1-800-273-8255', '838255', '112', '8675309']) {
      expect(isHelpLineNumber(number), number).toBe(false);
    }
    expect(isHelpLineHref('sms:741741?&body=HOME')).toBe(true);
    expect(isHelpLineHref('tel:+15558675309')).toBe(false);
  });
});
