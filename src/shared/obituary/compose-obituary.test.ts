import { describe, expect, it } from 'vitest';
import { ageAtDeath, composeObituary } from './compose-obituary.ts';
import { EMPTY_ANSWERS, type ObituaryAnswers } from './obituary-answers.ts';
import { prefilledAnswers } from './obituary-start.ts';
import { serviceSentences } from './service-sentences.ts';

const answers = (overrides: Partial<ObituaryAnswers>): ObituaryAnswers => ({
  ...EMPTY_ANSWERS,
  fullName: 'Eleanor Mae Hart',
  ...overrides,
});

const FULL: Partial<ObituaryAnswers> = {
  knownAs: 'Nell',
  pronouns: 'she',
  birthDate: '1948-03-14',
  birthPlace: 'Dayton, Ohio',
  deathDate: '2026-10-01',
  deathPlace: 'Springfield',
  survivedBy: 'her husband Tom, and their children Anna and Ben',
  predeceasedBy: 'her sister Ruth',
  work: 'a nurse at St. Mary’s Hospital for 30 years',
  faith: 'St. Mark’s Lutheran Church',
  passions: 'her garden, the Chicago Cubs and Sunday dinners',
  serviceDetails: 'A funeral service will be held on December 4, 2026, at 2:00 PM at Grace Chapel',
  charity: 'the Springfield Food Bank',
};

describe('composeObituary', () => {
  it('writes every answer into plain paragraphs, naming her', () => {
    expect(composeObituary(answers(FULL))).toBe(
      [
        'Eleanor Mae Hart died on October 1, 2026, in Springfield, at the age of 78. Family and friends knew her as Nell. She was born on March 14, 1948, in Dayton, Ohio.',
        'Nell worked as a nurse at St. Mary’s Hospital for 30 years. She was part of St. Mark’s Lutheran Church. She loved her garden, the Chicago Cubs and Sunday dinners.',
        'Nell is survived by her husband Tom, and their children Anna and Ben. She was preceded in death by her sister Ruth.',
        'A funeral service will be held on December 4, 2026, at 2:00 PM at Grace Chapel. Instead of flowers, the family welcomes donations in her memory to the Springfield Food Bank.',
      ].join('\n\n'),
    );
  });

  it('speaks of him, and of them when no pronouns were chosen, with verbs that agree', () => {
    const his = composeObituary(answers({ ...FULL, fullName: 'Tom Hart', knownAs: 'Tom', pronouns: 'he' }));
    expect(his).toContain('He was born on March 14, 1948');
    expect(his).toContain('Tom is survived by');
    expect(his).toContain('donations in his memory');
    const theirs = composeObituary(answers({ ...FULL, knownAs: '', pronouns: null }));
    expect(theirs).toContain('They were born on March 14, 1948');
    expect(theirs).toContain('They were part of');
    expect(theirs).toContain('Eleanor is survived by');
    expect(theirs).toContain('They were preceded in death by');
    expect(theirs).toContain('donations in their memory');
  });

  it('with only a name, writes one whole sentence and nothing dangling', () => {
    expect(composeObituary(answers({}))).toBe('Eleanor Mae Hart died.');
  });

  it('leaves no gaps or doubled punctuation when answers are missing or typed with their own', () => {
    const draft = composeObituary(
      answers({
        deathPlace: '  Springfield,  ',
        passions: 'gardening.',
        survivedBy: 'her son Ben;',
        charity: 'the Food Bank.',
        serviceDetails: 'A private burial will follow!',
      }),
    );
    expect(draft).toBe(
      [
        'Eleanor Mae Hart died in Springfield.',
        'Eleanor loved gardening.',
        'Eleanor is survived by her son Ben.',
        'A private burial will follow! Instead of flowers, the family welcomes donations in their memory to the Food Bank.',
      ].join('\n\n'),
    );
    expect(draft).not.toMatch(/,\s*[.,;]|\.\.| {2,}| ,|;\./);
  });

  it('never calls them "the deceased", and does not repeat a nickname that is their first name', () => {
    const draft = composeObituary(answers({ ...FULL, knownAs: 'Eleanor' }));
    expect(draft).not.toMatch(/deceased/i);
    expect(draft).not.toContain('knew her as');
    expect(draft.split('\n\n')[1]).toMatch(/^Eleanor worked as/);
  });

  it('leaves the age out when a date is missing or they are the wrong way round', () => {
    expect(ageAtDeath('1948-03-14', '2026-03-13')).toBe(77);
    expect(ageAtDeath('1948-03-14', '2026-03-14')).toBe(78);
    expect(ageAtDeath('2026-03-14', '1948-03-14')).toBeNull();
    expect(composeObituary(answers({ deathDate: '2026-10-01' }))).toBe(
      'Eleanor Mae Hart died on October 1, 2026.',
    );
  });
});

describe('prefilled answers', () => {
  const start = {
    lovedOne: {
      firstName: 'Eleanor',
      lastName: 'Hart',
      nameGiven: true,
      dateOfBirth: '1948-03-14',
      dateOfDeath: '2026-10-01',
      obituary: null,
    },
    memorial: {
      slug: 'eleanor-hart',
      pronouns: 'she' as const,
      charityName: 'the Food Bank',
      description: null,
      events: [
        {
          kind: 'visitation' as const,
          title: null,
          eventDate: '2026-12-03',
          startTime: '17:00',
          place: 'Grace Chapel, 12 Elm Street',
        },
        {
          kind: 'service' as const,
          title: 'A celebration of life',
          eventDate: '2026-12-04',
          startTime: null,
          place: null,
        },
        { kind: 'burial' as const, title: null, eventDate: null, startTime: null, place: null },
      ],
    },
    writer: 'templates' as const,
  };

  it('takes the name, dates, pronouns, gatherings and charity from the record', () => {
    expect(prefilledAnswers(start)).toMatchObject({
      fullName: 'Eleanor Hart',
      knownAs: 'Eleanor',
      pronouns: 'she',
      birthDate: '1948-03-14',
      deathDate: '2026-10-01',
      charity: 'the Food Bank',
      serviceDetails:
        'A visitation will be held on December 3, 2026, at 5:00 PM, at Grace Chapel, 12 Elm Street. A celebration of life will be held on December 4, 2026.',
    });
  });

  it('never offers the relationship standing in for a name, and needs no memorial page', () => {
    const answers = prefilledAnswers({
      ...start,
      lovedOne: { ...start.lovedOne, firstName: 'Parent', lastName: '', nameGiven: false },
      memorial: null,
    });
    expect(answers).toMatchObject({
      fullName: '',
      knownAs: '',
      pronouns: null,
      serviceDetails: '',
      charity: '',
    });
  });

  it('writes nothing for a gathering with no date, time or place', () => {
    expect(
      serviceSentences([{ kind: 'reception', title: null, eventDate: null, startTime: null, place: ' ' }]),
    ).toBe('');
  });
});
