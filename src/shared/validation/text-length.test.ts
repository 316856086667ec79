import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from './account-messages.ts';
import { checkFreeText, FREE_TEXT_MESSAGES } from './check-free-text.ts';
import { passwordProblems } from './password.ts';
import { exceedsCharacters } from './text-length.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('counting characters', () => {
  it('counts an emoji (two UTF-16 units) as one character', () => {
    expect(exceedsCharacters('\u{1F56F}'.repeat(10), 10)).toBe(false);
    expect(exceedsCharacters('\u{1F56F}'.repeat(11), 10)).toBe(true);
    expect(exceedsCharacters(`${'a'.repeat(9)}\u{1F56F}`, 10)).toBe(false);
  });

  it('counts a lone surrogate as one character', () => {
    expect(exceedsCharacters('\uD800'.repeat(10), 10)).toBe(false);
    expect(exceedsCharacters('\uD800'.repeat(11), 10)).toBe(true);
  });

  it('refuses a million-character text from its length, without walking or copying it', () => {
    // Spreading a string into an array is what made a 100 MB tribute exhaust the heap.
    const iterate = vi.spyOn(String.prototype, Symbol.iterator);
    expect(checkFreeText('x'.repeat(1_000_000))).toBe(FREE_TEXT_MESSAGES.tooLong(5000));
    expect(passwordProblems(`Aa1!${'x'.repeat(1_000_000)}`)).toEqual([PASSWORD_MESSAGES.tooLong]);
    expect(iterate).not.toHaveBeenCalled();
  });
});
