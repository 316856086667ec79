import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  listPlaceholders,
  PLACEHOLDERS,
  PROFILE_PLACEHOLDERS,
  templateFileName,
  templateSegments,
} from './fill-template.ts';
import { LETTER_TEMPLATES } from './letter-templates.ts';

const PROFILE_VALUES = {
  "Deceased's Full Name": 'Ada Lovelace',
  'Date of Death': 'March 3, 2026',
  'Your Name': 'Byron',
  'Your Relationship': 'daughter and executor',
  "Today's Date": 'April 1, 2026',
};

describe('fillTemplate', () => {
  const body =
    "Dear [Institution Name],\n[Deceased's Full Name] died on [Date of Death]. Ref [Case Number]. [Your Name], [Your Name]";

  it('fills known placeholders, every occurrence, and keeps unknown ones bracketed', () => {
    expect(
      fillTemplate(body, {
        'Institution Name': 'First Bank',
        "Deceased's Full Name": 'Ada Lovelace',
        'Date of Death': 'March 3, 2026',
        'Your Name': 'Byron',
      }),
    ).toBe('Dear First Bank,\nAda Lovelace died on March 3, 2026. Ref [Case Number]. Byron, Byron');
  });

  it('keeps known placeholders bracketed when their value is missing or blank', () => {
    expect(fillTemplate(body, { 'Institution Name': '   ' })).toBe(body);
    expect(fillTemplate(body, { 'Institution Name': '' })).toBe(body);
    expect(fillTemplate(body, {})).toBe(body);
  });

  it('trims the space around a value', () => {
    expect(fillTemplate('Dear [Your Name],', { 'Your Name': '  Byron \n' })).toBe('Dear Byron,');
  });

  it('inserts values literally, without re-reading them as placeholders or patterns', () => {
    expect(fillTemplate('[Your Name]', { 'Your Name': '$& [Date of Death] $1' })).toBe(
      '$& [Date of Death] $1',
    );
  });

  it('ignores keys that are not placeholders, even inherited ones', () => {
    const values = { constructor: 'x', 'Case Number': '42' } as Record<string, string>;
    expect(fillTemplate('[constructor] [Case Number] [toString]', values)).toBe(
      '[constructor] [Case Number] [toString]',
    );
  });

  it('matches placeholder names exactly, not by case or surrounding space', () => {
    expect(fillTemplate('[your name] [ Your Name ]', { 'Your Name': 'Byron' })).toBe(
      '[your name] [ Your Name ]',
    );
  });

  it('never reads a placeholder across a line break or through nested brackets', () => {
    expect(fillTemplate('[Your\nName]', { 'Your Name': 'Byron' })).toBe('[Your\nName]');
    expect(fillTemplate('[[Your Name]]', { 'Your Name': 'Byron' })).toBe('[Byron]');
  });

  it('leaves a body without placeholders, or an empty one, unchanged', () => {
    expect(fillTemplate('No brackets here.', PROFILE_VALUES)).toBe('No brackets here.');
    expect(fillTemplate('', PROFILE_VALUES)).toBe('');
  });

  it('fills the profile placeholders in a real letter and leaves the rest for the user', () => {
    for (const template of LETTER_TEMPLATES) {
      const left = listPlaceholders(fillTemplate(template.body, PROFILE_VALUES));
      for (const name of Object.keys(PROFILE_VALUES))
        expect(left, `${template.id}: ${name}`).not.toContain(name);
    }
  });
});

describe('listPlaceholders', () => {
  it('lists each bracketed name once, in order of first appearance, known or not', () => {
    expect(listPlaceholders('[Your Name] wrote to [Case Number] about [Your Name].')).toEqual([
      'Your Name',
      'Case Number',
    ]);
  });

  it('reads [a] and [b] as two placeholders and skips empty brackets', () => {
    expect(listPlaceholders('[Your Name] and [Your Email] []')).toEqual(['Your Name', 'Your Email']);
  });

  it('finds nothing in plain or empty text', () => {
    expect(listPlaceholders('Dear Sir or Madam,')).toEqual([]);
    expect(listPlaceholders('')).toEqual([]);
  });
});

describe('templateSegments', () => {
  it('splits a body into text and the placeholders still to fill', () => {
    expect(templateSegments('Hi [Your Name], re [Case Number].', { 'Your Name': 'Ann' })).toEqual([
      { kind: 'text', text: 'Hi Ann, re ' },
      { kind: 'placeholder', name: 'Case Number', text: '[Case Number]' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('gives adjacent placeholders their own segments, with no empty text between them', () => {
    expect(templateSegments('[Your Name][Your Email]')).toEqual([
      { kind: 'placeholder', name: 'Your Name', text: '[Your Name]' },
      { kind: 'placeholder', name: 'Your Email', text: '[Your Email]' },
    ]);
  });

  it('keeps a placeholder whose value is blank as a gap to fill', () => {
    expect(templateSegments('To [Your Name]', { 'Your Name': ' ' })).toEqual([
      { kind: 'text', text: 'To ' },
      { kind: 'placeholder', name: 'Your Name', text: '[Your Name]' },
    ]);
  });

  it('returns no segments for an empty body and one text segment when all is filled', () => {
    expect(templateSegments('')).toEqual([]);
    expect(templateSegments('[Your Name] here', { 'Your Name': 'Ann' })).toEqual([
      { kind: 'text', text: 'Ann here' },
    ]);
  });

  it('reads back as the filled letter, with a gap for each placeholder left, for every template', () => {
    for (const values of [{}, PROFILE_VALUES]) {
      for (const template of LETTER_TEMPLATES) {
        const segments = templateSegments(template.body, values);
        const filled = fillTemplate(template.body, values);
        expect(segments.map((segment) => segment.text).join(''), template.id).toBe(filled);
        const gaps = segments.flatMap((segment) => (segment.kind === 'placeholder' ? [segment.name] : []));
        expect([...new Set(gaps)], template.id).toEqual(listPlaceholders(filled));
      }
    }
  });
});

describe('placeholder lists', () => {
  it('only names profile placeholders that letters may use', () => {
    for (const name of PROFILE_PLACEHOLDERS) expect(PLACEHOLDERS, name).toContain(name);
  });

  it('never asks for a whole account number, only its last 4 digits (Before Sending checklist)', () => {
    for (const name of PLACEHOLDERS.filter((placeholder) => /account number/i.test(placeholder))) {
      expect(name).toMatch(/last 4 digits/);
    }
  });
});

describe('templateFileName', () => {
  it('names the download after the title with underscores (spec part 2 §2 Account Management Hub)', () => {
    expect(templateFileName('Bank Account Closure Letter')).toBe('Bank_Account_Closure_Letter.txt');
  });

  it('supports a PDF name', () => {
    expect(templateFileName('Credit Card Notification', 'pdf')).toBe('Credit_Card_Notification.pdf');
  });

  it('collapses runs of whitespace and trims the ends', () => {
    expect(templateFileName('  Employer \t Notification\nLetter ')).toBe('Employer_Notification_Letter.txt');
  });

  it('drops characters file systems refuse, and keeps accented letters', () => {
    expect(templateFileName(' A/B: "C"  D ')).toBe('AB_C_D.txt');
    expect(templateFileName('Lettre à la banque? <draft>|*')).toBe('Lettre_à_la_banque_draft.txt');
  });

  it('falls back to Letter when nothing usable is left', () => {
    expect(templateFileName('  ')).toBe('Letter.txt');
    expect(templateFileName('/:*?"<>|', 'pdf')).toBe('Letter.pdf');
  });
});
