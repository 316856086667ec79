import { describe, expect, it } from 'vitest';
import { CALL_988_NOW, CRISIS_RESOURCES, EMERGENCY_NOTE } from '../hubs/crisis-resources.ts';
import { splitPhoneNumbers } from './phone-numbers.ts';

/** The linked pieces only, as [visible text, href]. */
const links = (text: string) =>
  splitPhoneNumbers(text)
    .filter((part) => part.href)
    .map((part) => [part.text, part.href]);

describe('splitPhoneNumbers', () => {
  it('links a 10-digit US number written the usual ways, dialled with +1', () => {
    for (const written of [
      '1-800-772-1213',
      '800-772-1213',
      '(800) 772-1213',
      '(800)772-1213',
      '800.772.1213',
      '800 772 1213',
      '+1 800 772 1213',
      '+1-800-772-1213',
      '+1 (800) 772-1213',
      '1 (800) 772-1213',
    ]) {
      expect(links(`Call ${written} today`), written).toEqual([[written, 'tel:+18007721213']]);
    }
  });

  it('keeps every character of the text, in order, around the links', () => {
    const text = 'Notify Social Security (1-800-772-1213), TTY 1-800-325-0778.';
    const parts = splitPhoneNumbers(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts).toEqual([
      { text: 'Notify Social Security (' },
      { text: '1-800-772-1213', href: 'tel:+18007721213' },
      { text: '), TTY ' },
      { text: '1-800-325-0778', href: 'tel:+18003250778' },
      { text: '.' },
    ]);
  });

  it('gives text without a number back whole, and nothing for no text', () => {
    expect(splitPhoneNumbers('Check the loft boxes first')).toEqual([{ text: 'Check the loft boxes first' }]);
    expect(splitPhoneNumbers('')).toEqual([]);
  });

  it('links the crisis numbers in the phrasings that can only mean them', () => {
    expect(links('If you are in danger, call 911.')).toEqual([['911', 'tel:911']]);
    expect(links('Dial 911 now')).toEqual([['911', 'tel:911']]);
    expect(links('CALL 911')).toEqual([['911', 'tel:911']]);
    expect(links('Please call 988.')).toEqual([['988', 'tel:988']]);
    expect(links('Text 988 any time')).toEqual([['988', 'sms:988']]);
    expect(links('you can call or text 988 any time')).toEqual([['988', 'tel:988']]);
    expect(links('text or call 988')).toEqual([['988', 'tel:988']]);
    expect(links('The 988 Lifeline also helps')).toEqual([['988', 'tel:988']]);
    expect(links('Text HOME to 741741 to reach a counselor')).toEqual([['741741', 'sms:741741?&body=HOME']]);
    expect(links('text home to 741741')).toEqual([['741741', 'sms:741741?&body=HOME']]);
  });

  it('uses the crisis resources’ own hrefs', () => {
    const [lifeline, textLine, samhsa] = CRISIS_RESOURCES;
    const crisisList = [
      `${lifeline!.name}: call or text 988 (available 24/7)`,
      'Crisis Text Line: text HOME to 741741 (available 24/7)',
      `SAMHSA National Helpline: call ${samhsa!.contacts[0]!.display} (available 24/7)`,
      'Emergency: call 911 if you or someone else is in immediate danger',
    ].join('\n');
    expect(links(crisisList)).toEqual([
      ['988', CALL_988_NOW.href],
      ['988', lifeline!.contacts[0]!.href],
      ['741741', textLine!.contacts[0]!.href],
      ['1-800-662-4357', samhsa!.contacts[0]!.href],
      ['911', EMERGENCY_NOTE.contact.href],
    ]);
    expect(links('text 988')).toEqual([['988', lifeline!.contacts[1]!.href]]);
  });

  it('never links a short number outside those phrasings', () => {
    for (const text of [
      '911 words',
      'page 988',
      'and 988 is there any time',
      'Room 911, 988 Main Street',
      'text 911',
      'recall 911',
      'call 9110',
      'call 988-5',
      'call 911.5 times',
      'send 741741',
      'text HOME to 7417410',
      'text HOME to 741741741',
      'the 1988 Lifeline Act',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('never links digits in web addresses, dates, amounts or longer runs', () => {
    for (const text of [
      'https://example.com/800-772-1213',
      'https://example.com/call-911',
      'see https://example.com/?phone=(800)%20772-1213 for more',
      'www.example.com/800.772.1213',
      'ssa.gov/800-772-1213',
      'example.com?phone=800-772-1213',
      'Born 2026-10-12, died 10/12/2026',
      'They left $1,800,772 in the account',
      'An amount of $800-772-1213',
      'Account 8007721213',
      'Account 18007721213',
      'Account 9800-772-1213',
      'Account 800-772-12134',
      'Reference 12-800-772-1213',
      'Reference 800-772-1213-55',
      'Card 4111 1111 1111 1111',
      'SSN 123-45-6789',
      'Invalid 100-772-1213 and 800-172-1213',
      'Mixed 800-772.1213',
      'name@800-772-1213',
      'From abroad +44 800 772 1213',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('links a number next to a web address or a date, but not inside it', () => {
    expect(links('Call 800-772-1213 or see https://www.ssa.gov/benefits/survivors/')).toEqual([
      ['800-772-1213', 'tel:+18007721213'],
    ]);
    expect(links('By 2026-10-12 call 800-772-1213.')).toEqual([['800-772-1213', 'tel:+18007721213']]);
  });

  it('leaves a number the caller does not link in the text as it is, and links the others', () => {
    const only988 = (href: string) => href === 'tel:988';
    const text = 'Call my friend at 555-867-5309, or call 988.';
    expect(splitPhoneNumbers(text, only988)).toEqual([
      { text: 'Call my friend at 555-867-5309, or call ' },
      { text: '988', href: 'tel:988' },
      { text: '.' },
    ]);
    expect(splitPhoneNumbers('Call (212) 555-0100', only988)).toEqual([{ text: 'Call (212) 555-0100' }]);
  });
});
