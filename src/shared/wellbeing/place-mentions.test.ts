import { describe, expect, it } from 'vitest';
import { splitPlaceMentions } from './place-mentions.ts';

describe('splitPlaceMentions', () => {
  it('finds the places a reply names, in any case, and keeps every character', () => {
    const text = 'Write it in your grief journal; the Support hub lists counsellors.';
    const parts = splitPlaceMentions(text);
    expect(parts).toEqual([
      { text: 'Write it in your ' },
      { text: 'grief journal', place: 'grief-journal' },
      { text: '; the ' },
      { text: 'Support hub', place: 'support-hub' },
      { text: ' lists counsellors.' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('leaves text without a place name whole', () => {
    expect(splitPlaceMentions('I am here.')).toEqual([{ text: 'I am here.' }]);
    expect(splitPlaceMentions('')).toEqual([]);
  });
});
