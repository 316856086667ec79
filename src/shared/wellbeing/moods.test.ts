import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageSchema,
  describeMoods,
  isIsoDate,
  JOURNAL_BODY_MAX_LENGTH,
  JOURNAL_TITLE_MAX_LENGTH,
  journalEntrySchema,
  LOW_MOOD_NOTE,
  latestLowCheckIns,
  lowMoodNoteLevel,
  MOOD_NOTE_MAX_LENGTH,
  MOOD_SCALE,
  MOOD_TAG_IDS,
  MOOD_TAGS,
  type MoodPoint,
  moodEntrySchema,
  moodEntrySchemaFor,
  moodLevel,
  mostlyLowForTwoWeeks,
  WELLBEING_MESSAGES,
} from './moods.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('mood scale', () => {
  it('runs 1 to 5 with words and a lucide icon name, no emoji', () => {
    expect(MOOD_SCALE.map((level) => level.value)).toEqual([1, 2, 3, 4, 5]);
    for (const level of MOOD_SCALE) {
      expect(level.label).toMatch(/^[A-Z][a-z ]+$/);
      expect(level.icon).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(`${level.label}${level.description}`).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    expect(moodLevel(1).icon).toBe('CloudRain');
    expect(moodLevel(5).label).toBe('Good');
  });

  it('offers feeling tags and day tags with unique kebab-case ids', () => {
    expect(new Set(MOOD_TAG_IDS).size).toBe(MOOD_TAGS.length);
    for (const id of [
      'sad',
      'anxious',
      'numb',
      'angry',
      'guilty',
      'grateful',
      'peaceful',
      'lonely',
      'tired',
      'hopeful',
    ]) {
      expect(MOOD_TAGS.find((tag) => tag.id === id)?.group).toBe('feeling');
    }
    expect(MOOD_TAGS.find((tag) => tag.id === 'slept-badly')?.group).toBe('day');
    expect(MOOD_TAGS.find((tag) => tag.id === 'anniversary')?.group).toBe('day');
    for (const id of MOOD_TAG_IDS) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });
});

describe('journalEntrySchema', () => {
  it('accepts a body alone and fills the optional fields with null', () => {
    expect(journalEntrySchema.parse({ body: 'Today I found her recipe book.' })).toEqual({
      title: null,
      body: 'Today I found her recipe book.',
      promptId: null,
    });
  });

  it('keeps the body exactly as written, apostrophes, quotes and blank lines included', () => {
    const body = '  Mum\'s garden.\n\n"I\'ll water it," I said & meant it <3  ';
    expect(journalEntrySchema.parse({ body }).body).toBe(body);
  });

  it('trims the title, and treats a blank title as none', () => {
    expect(journalEntrySchema.parse({ title: '  Sunday  ', body: 'x' }).title).toBe('Sunday');
    expect(journalEntrySchema.parse({ title: '   ', body: 'x' }).title).toBeNull();
  });

  it(`refuses a title longer than ${JOURNAL_TITLE_MAX_LENGTH} characters`, () => {
    expect(
      journalEntrySchema.safeParse({ title: 'a'.repeat(JOURNAL_TITLE_MAX_LENGTH), body: 'x' }).success,
    ).toBe(true);
    const result = journalEntrySchema.safeParse({
      title: 'a'.repeat(JOURNAL_TITLE_MAX_LENGTH + 1),
      body: 'x',
    });
    expect(firstMessage(result)).toBe(WELLBEING_MESSAGES.journalTitleTooLong);
    expect(WELLBEING_MESSAGES.journalTitleTooLong).toBe('Please keep the title to 120 characters or fewer');
  });

  it('asks for something to be written', () => {
    for (const body of [undefined, '', '   \n  ']) {
      expect(firstMessage(journalEntrySchema.safeParse({ body }))).toBe(
        'Please write something before saving',
      );
    }
  });

  it(`refuses a body longer than ${JOURNAL_BODY_MAX_LENGTH.toLocaleString('en-US')} characters`, () => {
    expect(journalEntrySchema.safeParse({ body: 'a'.repeat(JOURNAL_BODY_MAX_LENGTH) }).success).toBe(true);
    const result = journalEntrySchema.safeParse({ body: 'a'.repeat(JOURNAL_BODY_MAX_LENGTH + 1) });
    expect(firstMessage(result)).toBe(
      'This entry is longer than 20,000 characters. Please split it into two entries',
    );
  });

  it('takes a known prompt id and refuses an unknown one', () => {
    expect(journalEntrySchema.parse({ body: 'x', promptId: 'a-memory-to-keep' }).promptId).toBe(
      'a-memory-to-keep',
    );
    expect(journalEntrySchema.safeParse({ body: 'x', promptId: 'made-up' }).success).toBe(false);
  });

  it("refuses markup with the spec's message", () => {
    const result = journalEntrySchema.safeParse({ body: 'hello <script>alert(1)</script>' });
    expect(firstMessage(result)).toBe('Content contains potentially dangerous elements');
    expect(firstMessage(journalEntrySchema.safeParse({ title: '<iframe src=x>', body: 'x' }))).toBe(
      'Content contains potentially dangerous elements',
    );
  });
});

describe('moodEntrySchema', () => {
  const valid = { date: '2025-03-01', mood: 2, tags: ['sad', 'slept-badly'], note: '  Rough night.  ' };

  it('accepts a check-in, trims the note and defaults the tags', () => {
    expect(moodEntrySchema.parse(valid)).toEqual({ ...valid, note: 'Rough night.' });
    expect(moodEntrySchema.parse({ date: '2025-03-01', mood: 3 })).toEqual({
      date: '2025-03-01',
      mood: 3,
      tags: [],
      note: null,
    });
  });

  it('takes whole moods from 1 to 5 only', () => {
    for (const mood of [1, 5]) expect(moodEntrySchema.safeParse({ ...valid, mood }).success).toBe(true);
    for (const mood of [0, 6, 2.5]) {
      expect(firstMessage(moodEntrySchema.safeParse({ ...valid, mood }))).toBe(
        'Please choose a mood from 1 to 5',
      );
    }
    expect(firstMessage(moodEntrySchema.safeParse({ ...valid, mood: undefined }))).toBe(
      'Please choose how you are feeling',
    );
  });

  it('takes up to five different tags from the list', () => {
    const five = ['sad', 'tired', 'lonely', 'cried', 'anniversary'];
    expect(moodEntrySchema.safeParse({ ...valid, tags: five }).success).toBe(true);
    expect(firstMessage(moodEntrySchema.safeParse({ ...valid, tags: [...five, 'numb'] }))).toBe(
      'Please choose up to 5 tags',
    );
    expect(firstMessage(moodEntrySchema.safeParse({ ...valid, tags: ['sad', 'sad'] }))).toBe(
      'Each tag can only be chosen once',
    );
    expect(firstMessage(moodEntrySchema.safeParse({ ...valid, tags: ['devastated'] }))).toBe(
      'Please choose tags from the list',
    );
  });

  it(`keeps the note to ${MOOD_NOTE_MAX_LENGTH} characters`, () => {
    expect(moodEntrySchema.safeParse({ ...valid, note: 'a'.repeat(MOOD_NOTE_MAX_LENGTH) }).success).toBe(
      true,
    );
    expect(
      firstMessage(moodEntrySchema.safeParse({ ...valid, note: 'a'.repeat(MOOD_NOTE_MAX_LENGTH + 1) })),
    ).toBe('Please keep the note to 500 characters or fewer');
  });

  it('wants a real YYYY-MM-DD date', () => {
    for (const date of ['2025-3-1', '01/03/2025', '2025-02-30', '2025-13-01', 'yesterday']) {
      expect(firstMessage(moodEntrySchema.safeParse({ ...valid, date }))).toBe(
        'Please enter a real date as YYYY-MM-DD',
      );
    }
    expect(firstMessage(moodEntrySchema.safeParse({ ...valid, date: '' }))).toBe('Please choose a date');
    expect(moodEntrySchema.safeParse({ ...valid, date: '2024-02-29' }).success).toBe(true);
  });

  it('refuses a day after today, given today', () => {
    const schema = moodEntrySchemaFor('2025-03-01');
    expect(schema.safeParse({ ...valid, date: '2025-03-01' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, date: '2024-12-31' }).success).toBe(true);
    const result = schema.safeParse({ ...valid, date: '2025-03-02' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'You can only check in for today or an earlier day',
      path: ['date'],
    });
    expect(() => moodEntrySchemaFor('03/01/2025')).toThrow();
  });
});

describe('chatMessageSchema', () => {
  it('trims the message', () => {
    expect(chatMessageSchema.parse({ content: '  hello  ' })).toEqual({ content: 'hello' });
  });

  it('refuses an empty message', () => {
    for (const content of ['', '   ', undefined]) {
      expect(firstMessage(chatMessageSchema.safeParse({ content }))).toBe('Please write a message');
    }
  });

  it(`keeps a message to ${CHAT_MESSAGE_MAX_LENGTH} characters after trimming`, () => {
    expect(chatMessageSchema.safeParse({ content: ` ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)} ` }).success).toBe(
      true,
    );
    expect(
      firstMessage(chatMessageSchema.safeParse({ content: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })),
    ).toBe('Please keep your message to 4,000 characters or fewer');
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2025-01-31')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-31')).toBe(false);
  });
});

describe('low-mood note', () => {
  const points = (...entries: [string, number][]): MoodPoint[] =>
    entries.map(([date, mood]) => ({ date, mood: mood as MoodPoint['mood'] }));

  it('counts the latest low check-ins in a row, ignoring missed days', () => {
    const history = points(['2025-03-01', 4], ['2025-03-03', 2], ['2025-03-05', 1], ['2025-03-06', 2]);
    expect(latestLowCheckIns(history, '2025-03-06')).toBe(3);
    expect(lowMoodNoteLevel(history, '2025-03-06')).toBe('few-days');
  });

  it('stops at a better day', () => {
    const history = points(['2025-03-04', 1], ['2025-03-05', 3], ['2025-03-06', 2]);
    expect(latestLowCheckIns(history, '2025-03-06')).toBe(1);
    expect(lowMoodNoteLevel(history, '2025-03-06')).toBe('none');
  });

  it('forgets low days more than a week ago', () => {
    const history = points(['2025-02-20', 1], ['2025-02-21', 1], ['2025-02-22', 1]);
    expect(lowMoodNoteLevel(history, '2025-03-06')).toBe('none');
  });

  it('adds the two-week words when most of the last 14 days were low', () => {
    // Two weeks of check-ins, nine of twelve low, the latest a better day.
    const twoWeeks = points(
      ['2025-02-21', 1],
      ['2025-02-22', 2],
      ['2025-02-24', 2],
      ['2025-02-25', 4],
      ['2025-02-26', 1],
      ['2025-02-27', 2],
      ['2025-02-28', 3],
      ['2025-03-01', 2],
      ['2025-03-02', 1],
      ['2025-03-04', 2],
      ['2025-03-05', 2],
      ['2025-03-06', 4],
    );
    expect(mostlyLowForTwoWeeks(twoWeeks, '2025-03-06')).toBe(true);
    expect(lowMoodNoteLevel(twoWeeks, '2025-03-06')).toBe('two-weeks');
    // Three low days, or thirty, are not the same: only the longer run brings the doctor in.
    const threeDays = points(['2025-03-04', 1], ['2025-03-05', 2], ['2025-03-06', 2]);
    expect(lowMoodNoteLevel(threeDays, '2025-03-06')).toBe('few-days');
    const thirtyDays = Array.from({ length: 30 }, (_, day) => ({
      date: `2025-03-${String(day + 1).padStart(2, '0')}`,
      mood: 2 as const,
    }));
    expect(lowMoodNoteLevel(thirtyDays, '2025-03-30')).toBe('two-weeks');
  });

  it('keeps the two-week words for when most days, over both weeks, were low', () => {
    // Half low is not most.
    const half = points(
      ['2025-02-21', 1],
      ['2025-02-23', 4],
      ['2025-02-25', 2],
      ['2025-02-27', 4],
      ['2025-03-01', 2],
      ['2025-03-03', 4],
      ['2025-03-05', 1],
      ['2025-03-06', 4],
    );
    expect(mostlyLowForTwoWeeks(half, '2025-03-06')).toBe(false);
    // A low week alone, however many check-ins, is the first note, not the second.
    const oneWeek = points(
      ['2025-02-28', 1],
      ['2025-03-01', 1],
      ['2025-03-02', 2],
      ['2025-03-03', 2],
      ['2025-03-04', 1],
      ['2025-03-05', 2],
      ['2025-03-06', 2],
    );
    expect(mostlyLowForTwoWeeks(oneWeek, '2025-03-06')).toBe(false);
    expect(lowMoodNoteLevel(oneWeek, '2025-03-06')).toBe('few-days');
    // Too few check-ins to speak for most days.
    const few = points(['2025-02-21', 1], ['2025-02-28', 1], ['2025-03-03', 2], ['2025-03-06', 1]);
    expect(mostlyLowForTwoWeeks(few, '2025-03-06')).toBe(false);
  });

  it('is gentle, promises nothing about how long grief lasts, and points to people and to 988', () => {
    expect(LOW_MOOD_NOTE.text).toBe(
      'Hard days often come in runs in grief, and noticing them is worth doing. It can help to tell someone you trust how you’re doing, or to look at the support hub for grief groups and counsellors. If you ever feel you can’t keep yourself safe, call or text 988, any time.',
    );
    expect(LOW_MOOD_NOTE.text).toContain(LOW_MOOD_NOTE.lifeline);
    expect(LOW_MOOD_NOTE.twoWeeks).toBe(
      'If most days have felt this heavy for two weeks or more, it’s worth talking to your doctor or a grief counsellor.',
    );
    const words = Object.values(LOW_MOOD_NOTE).join(' ');
    expect(words).not.toMatch(/will not always|won’t always|it will get better|!|urgent|warning|danger/i);
    expect(words).not.toMatch(/streak|in a row|keep it up|well done|badge/i);
  });
});

describe('describeMoods', () => {
  it('summarises the chart in words for screen readers', () => {
    const text = describeMoods(
      [
        { date: '2025-03-01', mood: 2 },
        { date: '2025-03-03', mood: 4 },
        { date: '2025-03-05', mood: 3 },
        { date: '2025-01-01', mood: 1 },
      ],
      { today: '2025-03-06', days: 30 },
    );
    expect(text).toBe(
      'In the last 30 days you checked in on 3 days. On average your mood was 3.0 out of 5, closest to Getting by. ' +
        'The lowest was Low (2 of 5) on March 1, 2025; the highest was Okay (4 of 5) on March 3, 2025. ' +
        'Your latest check-in, on March 5, 2025, was Getting by (3 of 5).',
    );
  });

  it('says so when there are no check-ins, and handles a single one', () => {
    expect(describeMoods([], { today: '2025-03-06', days: 90 })).toBe('No check-ins in the last 90 days.');
    expect(describeMoods([{ date: '2025-03-06', mood: 5 }], { today: '2025-03-06', days: 30 })).toBe(
      'In the last 30 days you checked in on 1 day. On average your mood was 5.0 out of 5, closest to Good. ' +
        'Every check-in was Good (5 of 5). Your latest check-in, on March 6, 2025, was Good (5 of 5).',
    );
  });
});
