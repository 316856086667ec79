import { describe, expect, it } from 'vitest';
import {
  getJournalPrompt,
  isJournalPromptId,
  JOURNAL_PROMPT_IDS,
  JOURNAL_PROMPTS,
  journalPromptAt,
  journalPromptForDate,
  journalPromptIdSchema,
} from './journal-prompts.ts';

describe('journal prompts', () => {
  it('offers about twenty prompts with unique kebab-case ids', () => {
    expect(JOURNAL_PROMPTS.length).toBeGreaterThanOrEqual(18);
    expect(JOURNAL_PROMPTS.length).toBeLessThanOrEqual(24);
    expect(new Set(JOURNAL_PROMPT_IDS).size).toBe(JOURNAL_PROMPTS.length);
    for (const prompt of JOURNAL_PROMPTS) {
      expect(prompt.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(prompt.text.length).toBeGreaterThan(10);
    }
  });

  it('leaves each prompt open for the writer to continue', () => {
    for (const prompt of JOURNAL_PROMPTS) expect(prompt.text.endsWith('…')).toBe(true);
  });

  it("includes the issue's example 'A memory I want to keep…'", () => {
    expect(getJournalPrompt('a-memory-to-keep').text).toBe('A memory I want to keep…');
  });

  it('accepts known ids only', () => {
    expect(isJournalPromptId('what-i-miss-most')).toBe(true);
    expect(isJournalPromptId('nope')).toBe(false);
    expect(journalPromptIdSchema.safeParse('what-i-miss-most').success).toBe(true);
    const result = journalPromptIdSchema.safeParse('nope');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please choose one of the suggested prompts');
  });

  it('gives the same prompt all day and the next one tomorrow', () => {
    expect(journalPromptForDate('2025-03-01')).toEqual(journalPromptForDate('2025-03-01'));
    const today = JOURNAL_PROMPTS.indexOf(journalPromptForDate('2025-03-01'));
    const tomorrow = JOURNAL_PROMPTS.indexOf(journalPromptForDate('2025-03-02'));
    expect(tomorrow).toBe((today + 1) % JOURNAL_PROMPTS.length);
    expect(() => journalPromptForDate('not a date')).toThrow();
  });

  it('cycles through the list for any whole number', () => {
    expect(journalPromptAt(0)).toBe(JOURNAL_PROMPTS[0]);
    expect(journalPromptAt(JOURNAL_PROMPTS.length)).toBe(JOURNAL_PROMPTS[0]);
    expect(journalPromptAt(-1)).toBe(JOURNAL_PROMPTS.at(-1));
  });
});
