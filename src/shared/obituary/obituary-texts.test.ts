import { describe, expect, it } from 'vitest';
import { introOf, labelOf, OBITUARY_STEPS, OBITUARY_TEXTS } from './obituary-texts.ts';

const THEY = /\b(they|their|them)\b/i;

describe('the Obituary Writer’s questions, once the name they went by is answered (decision 038)', () => {
  it('say the name in every label and introduction that spoke of "them"', () => {
    for (const step of OBITUARY_STEPS) {
      if (THEY.test(step.intro)) expect(introOf(step, 'Nell'), step.id).toContain('Nell');
      for (const question of step.questions) {
        // The question that asks for the name itself.
        if (question.key === 'knownAs') continue;
        if (THEY.test(question.label)) expect(labelOf(question, 'Nell'), question.key).toContain('Nell');
      }
    }
    expect(OBITUARY_TEXTS.pronounsLabel('Nell')).toBe('How should the obituary speak of Nell?');
  });

  it('keep their words while no name is answered', () => {
    const family = OBITUARY_STEPS.find((step) => step.id === 'family')!;
    expect(introOf(family, null)).toBe(family.intro);
    expect(family.questions.map((question) => labelOf(question, null))).toEqual([
      'Who survives them',
      'Who died before them',
    ]);
    expect(OBITUARY_TEXTS.pronounsLabel(null)).toBe('How should the obituary speak of them?');
  });
});

describe('where a saved obituary now is', () => {
  it('says it as one sentence, naming whose profile', () => {
    const both = { toProfile: true, toStory: true };
    expect(OBITUARY_TEXTS.savedWhere('Eleanor', both)).toBe(
      'It is on Eleanor’s profile and in the memorial page’s story.',
    );
    expect(OBITUARY_TEXTS.savedWhere('Eleanor', { toProfile: true, toStory: false })).toBe(
      'It is on Eleanor’s profile.',
    );
    expect(OBITUARY_TEXTS.savedWhere(null, { toProfile: false, toStory: true })).toBe(
      'It is in the memorial page’s story.',
    );
    expect(OBITUARY_TEXTS.savedWhere(null, { toProfile: true, toStory: false })).toBe(
      'It is on their profile.',
    );
  });
});
