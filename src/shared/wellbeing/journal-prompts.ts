import { z } from 'zod';

// Gentle prompts for the grief journal. Entries store the prompt's id, so ids are permanent:
// reword a prompt freely, but never rename or remove an id that entries may point to.

type JournalPromptTheme = 'remembering' | 'feelings' | 'today' | 'looking-after-yourself';

export const JOURNAL_PROMPTS = [
  { id: 'a-memory-to-keep', text: 'A memory I want to keep…', theme: 'remembering' },
  { id: 'what-i-miss-most', text: 'What I miss most today is…', theme: 'remembering' },
  {
    id: 'something-they-taught-me',
    text: 'Something they taught me that I still carry…',
    theme: 'remembering',
  },
  {
    id: 'if-i-could-tell-them',
    text: 'If I could tell them one thing right now, it would be…',
    theme: 'remembering',
  },
  {
    id: 'something-they-always-said',
    text: 'Something they always used to say, and how it sounds in my head…',
    theme: 'remembering',
  },
  { id: 'a-photo-and-its-story', text: 'A photo I love, and the story behind it…', theme: 'remembering' },
  { id: 'a-place-that-holds-them', text: 'A place that reminds me of them, and why…', theme: 'remembering' },
  { id: 'grateful-for-them', text: 'Something about them I am grateful for…', theme: 'remembering' },
  { id: 'today-felt-like', text: 'Today felt like… and I got through it by…', theme: 'today' },
  {
    id: 'hardest-moment-today',
    text: 'The hardest moment today was… and what helped, even a little, was…',
    theme: 'today',
  },
  { id: 'a-small-comfort', text: 'One small thing that brought me comfort this week…', theme: 'today' },
  { id: 'someone-who-showed-up', text: 'Someone who showed up for me, and what they did…', theme: 'today' },
  {
    id: 'a-first-coming-up',
    text: 'A “first” without them that is coming up, and how I might want to spend it…',
    theme: 'today',
  },
  { id: 'what-i-wish-people-knew', text: 'What I wish people understood about my grief…', theme: 'feelings' },
  {
    id: 'what-i-keep-going-over',
    text: 'Something I keep going over, and what I would say to a friend who felt the same…',
    theme: 'feelings',
  },
  {
    id: 'what-makes-me-angry',
    text: 'Something I am angry about, written without holding back…',
    theme: 'feelings',
  },
  { id: 'where-grief-sits', text: 'Where I feel grief in my body today…', theme: 'feelings' },
  { id: 'how-i-have-changed', text: 'How I have changed since they died…', theme: 'feelings' },
  {
    id: 'carry-forward',
    text: 'Something of theirs I want to carry forward in my own life…',
    theme: 'looking-after-yourself',
  },
  {
    id: 'one-kind-thing',
    text: 'One kind thing I could do for myself tomorrow…',
    theme: 'looking-after-yourself',
  },
  {
    id: 'what-i-need-now',
    text: 'What I need most right now, and who might help me with it…',
    theme: 'looking-after-yourself',
  },
] as const satisfies readonly { id: string; text: string; theme: JournalPromptTheme }[];

export type JournalPrompt = (typeof JOURNAL_PROMPTS)[number];
export type JournalPromptId = JournalPrompt['id'];

export const JOURNAL_PROMPT_IDS = JOURNAL_PROMPTS.map((prompt) => prompt.id) as [
  JournalPromptId,
  ...JournalPromptId[],
];

export const journalPromptIdSchema = z.enum(JOURNAL_PROMPT_IDS, {
  error: 'Please choose one of the suggested prompts',
});

export const isJournalPromptId = (value: string): value is JournalPromptId =>
  (JOURNAL_PROMPT_IDS as readonly string[]).includes(value);

export function getJournalPrompt(id: JournalPromptId): JournalPrompt {
  const prompt = JOURNAL_PROMPTS.find((candidate) => candidate.id === id);
  if (!prompt) throw new Error(`Unknown journal prompt: ${id}`);
  return prompt;
}

const MS_PER_DAY = 86_400_000;

/**
 * The prompt of the day for a YYYY-MM-DD date: the same all day for everyone, a different one
 * tomorrow, without storing anything.
 */
export function journalPromptForDate(isoDate: string): JournalPrompt {
  const day = Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY);
  if (Number.isNaN(day)) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  const index = ((day % JOURNAL_PROMPTS.length) + JOURNAL_PROMPTS.length) % JOURNAL_PROMPTS.length;
  return JOURNAL_PROMPTS[index]!;
}

/** A prompt picked by any whole number (a turn count, say), cycling through the list. */
export function journalPromptAt(index: number): JournalPrompt {
  const length = JOURNAL_PROMPTS.length;
  return JOURNAL_PROMPTS[((Math.trunc(index) % length) + length) % length]!;
}
