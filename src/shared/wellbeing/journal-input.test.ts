import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-days.ts';
import { latestTodayOnEarth } from '../dates/time-zones.ts';
import { journalDraftSchema, journalEntryInputSchema, matchesJournalSearch } from './journal-input.ts';

describe('journalEntryInputSchema', () => {
  it('accepts an entry for today and keeps the body exactly as written', () => {
    const body = '  First line\n\n  indented memory  ';
    const result = journalEntryInputSchema.parse({ entryDate: '2024-05-01', body, title: ' Mum ' });
    expect(result).toEqual({ entryDate: '2024-05-01', body, title: 'Mum', promptId: null });
  });

  it('refuses a day in the future and a date that does not exist', () => {
    const tomorrow = addDays(latestTodayOnEarth(), 1);
    expect(
      journalEntryInputSchema.safeParse({ entryDate: tomorrow, body: 'x' }).error?.issues[0]?.message,
    ).toBe('Please choose today or an earlier day');
    expect(journalEntryInputSchema.safeParse({ entryDate: '2023-02-29', body: 'x' }).success).toBe(false);
  });
});

describe('journalDraftSchema', () => {
  it('keeps an empty or half-written draft', () => {
    expect(journalDraftSchema.parse({ body: '' })).toEqual({
      entryDate: '',
      title: '',
      body: '',
      promptId: null,
    });
    expect(journalDraftSchema.parse({ body: '<b>half' }).body).toBe('<b>half');
  });
});

describe('matchesJournalSearch', () => {
  it('finds every word, ignoring case and accents', () => {
    expect(matchesJournalSearch('blue SCARF', 'Her scarf', 'the blue one')).toBe(true);
    expect(matchesJournalSearch('cafe', 'We met at the Café')).toBe(true);
    expect(matchesJournalSearch('garden', 'Her scarf', null)).toBe(false);
    expect(matchesJournalSearch('   ', 'anything')).toBe(true);
  });
});
