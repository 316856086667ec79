import { describe, expect, it } from 'vitest';
import { CRISIS_RESOURCES, SAFETY_RESOURCES } from '../hubs/crisis-resources.ts';
import { splitPhoneNumbers } from './phone-numbers.ts';

// The help lines texted with a word, as the phone number reader links them.

/** The lines texted with a word among the linked pieces, as [visible text, href]. */
const links = (text: string) =>
  splitPhoneNumbers(text)
    .filter((part) => part.href?.includes('body='))
    .map((part) => [part.text, part.href]);

describe('splitPhoneNumbers, for the lines texted with a word', () => {
  it('links the National Domestic Violence Hotline’s text line, with START ready to send', () => {
    expect(links('Call 1-800-799-7233 or text START to 88788.')).toEqual([
      ['88788', 'sms:88788?&body=START'],
    ]);
    // As the model is given the line, and however a sentence begins or breaks.
    expect(links('National Domestic Violence Hotline: 1-800-799-7233, or text START to 88788')).toEqual([
      ['88788', 'sms:88788?&body=START'],
    ]);
    expect(links('Text start to\n88788 any time')).toEqual([['88788', 'sms:88788?&body=START']]);
  });

  it('links the Crisis Text Line the same way, and both lines in one answer', () => {
    expect(links('You can text HOME to 741741, or if someone is hurting you, text START to 88788.')).toEqual([
      ['741741', 'sms:741741?&body=HOME'],
      ['88788', 'sms:88788?&body=START'],
    ]);
  });

  it('keeps every character of the text, in order, around the links', () => {
    const text = 'Or text START to 88788. You deserve to be safe.';
    const parts = splitPhoneNumbers(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts).toEqual([
      { text: 'Or text START to ' },
      { text: '88788', href: 'sms:88788?&body=START' },
      { text: '. You deserve to be safe.' },
    ]);
    expect(splitPhoneNumbers('')).toEqual([]);
  });

  it('links no other short code, no other word, and no help line’s code without its words', () => {
    for (const text of [
      'text STOP to 12345',
      'text START to 12345',
      'text HOME to 88788',
      'text START to 741741',
      'text START to 887880',
      'text START to 88788-1',
      'text START to 88788/help',
      'start to 88788',
      'The code 88788 again',
      'text 88788',
      'text 988',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('takes every line texted with a word from the crisis resources, so one added there is linked here', () => {
    const texted = [...CRISIS_RESOURCES, ...SAFETY_RESOURCES]
      .flatMap((resource) => resource.contacts)
      .filter((contact) => contact.href.includes('body='));
    expect(texted.map((contact) => contact.href)).toEqual(['sms:741741?&body=HOME', 'sms:88788?&body=START']);
    for (const contact of texted) {
      expect(links(`Please ${contact.label.toLowerCase()} now.`), contact.label).toEqual([
        [contact.display, contact.href],
      ]);
    }
  });
});
