import { describe, expect, it } from 'vitest';
import { pronounWords, storyHeading } from './pronoun-words.ts';

describe('the words a memorial page uses for the person', () => {
  it('follows the pronouns the family gave', () => {
    expect(storyHeading('she')).toBe('Her story');
    expect(storyHeading('he')).toBe('His story');
    expect(pronounWords('he')).toEqual({ possessive: 'his', object: 'him' });
  });

  it('says "their" when the family gave none', () => {
    expect(storyHeading(null)).toBe('Their story');
    expect(pronounWords(null)).toEqual({ possessive: 'their', object: 'them' });
    expect(storyHeading('they')).toBe('Their story');
  });
});
