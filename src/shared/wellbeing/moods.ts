import { z } from 'zod';
import { DISPLAY_DATE, formatIsoDate } from '../dates/display-formats.ts';
import { isIsoDate } from '../validation/dates.ts';
import { FREE_TEXT_MESSAGES } from '../validation/free-text.ts';
import { hasDangerousFreeTextContent } from '../validation/suspicious-content.ts';
import { journalPromptIdSchema } from './journal-prompts.ts';

// The mood scale, its tags, and the schemas for the journal, the mood check-in and the chat.
// Client and server use the same schemas; the server alone decides what "today" is.

// ---------------------------------------------------------------------------------------------
// Mood scale and tags
// ---------------------------------------------------------------------------------------------

export type MoodValue = 1 | 2 | 3 | 4 | 5;

/** lucide-react component names: weather, because grief moves through like weather does. */
export type MoodIconName = 'CloudRain' | 'CloudDrizzle' | 'Cloud' | 'CloudSun' | 'Sun';

type MoodLevel = { value: MoodValue; label: string; description: string; icon: MoodIconName };

// Words, not faces or scores: 5 is 'Good', not 'Great', so a better day never has to feel like
// a betrayal of the person who died.
export const MOOD_SCALE: readonly MoodLevel[] = [
  { value: 1, label: 'Really hard', description: 'Everything feels heavy today', icon: 'CloudRain' },
  { value: 2, label: 'Low', description: 'A difficult day', icon: 'CloudDrizzle' },
  { value: 3, label: 'Getting by', description: 'Some ups and downs', icon: 'Cloud' },
  { value: 4, label: 'Okay', description: 'A steadier day', icon: 'CloudSun' },
  { value: 5, label: 'Good', description: 'Some lightness today', icon: 'Sun' },
];

const MOOD_MIN = 1;
const MOOD_MAX = 5;

export function moodLevel(value: MoodValue): MoodLevel {
  const level = MOOD_SCALE.find((candidate) => candidate.value === value);
  if (!level) throw new Error(`Not a mood value: ${value}`);
  return level;
}

type MoodTagGroup = 'feeling' | 'day';

export const MOOD_TAGS = [
  { id: 'sad', label: 'Sad', group: 'feeling' },
  { id: 'anxious', label: 'Anxious', group: 'feeling' },
  { id: 'numb', label: 'Numb', group: 'feeling' },
  { id: 'angry', label: 'Angry', group: 'feeling' },
  { id: 'guilty', label: 'Guilty', group: 'feeling' },
  { id: 'lonely', label: 'Lonely', group: 'feeling' },
  { id: 'tired', label: 'Tired', group: 'feeling' },
  { id: 'grateful', label: 'Grateful', group: 'feeling' },
  { id: 'peaceful', label: 'Peaceful', group: 'feeling' },
  { id: 'hopeful', label: 'Hopeful', group: 'feeling' },
  { id: 'slept-badly', label: 'Slept badly', group: 'day' },
  { id: 'slept-well', label: 'Slept well', group: 'day' },
  { id: 'anniversary', label: 'Anniversary or special date', group: 'day' },
  { id: 'paperwork', label: 'Paperwork and calls', group: 'day' },
  { id: 'saw-people', label: 'Saw family or friends', group: 'day' },
  { id: 'got-outside', label: 'Got outside', group: 'day' },
  { id: 'a-memory', label: 'A memory came up', group: 'day' },
  { id: 'cried', label: 'Cried', group: 'day' },
] as const satisfies readonly { id: string; label: string; group: MoodTagGroup }[];

type MoodTagId = (typeof MOOD_TAGS)[number]['id'];

export const MOOD_TAG_IDS = MOOD_TAGS.map((tag) => tag.id) as [MoodTagId, ...MoodTagId[]];

// ---------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------

export const JOURNAL_TITLE_MAX_LENGTH = 120;
export const JOURNAL_BODY_MAX_LENGTH = 20_000;
export const MOOD_NOTE_MAX_LENGTH = 500;
export const MOOD_TAGS_MAX = 5;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

const thousands = (value: number) => value.toLocaleString('en-US');

export const WELLBEING_MESSAGES = {
  journalTitleTooLong: `Please keep the title to ${thousands(JOURNAL_TITLE_MAX_LENGTH)} characters or fewer`,
  journalBodyRequired: 'Please write something before saving',
  journalBodyTooLong: `This entry is longer than ${thousands(JOURNAL_BODY_MAX_LENGTH)} characters. Please split it into two entries`,
  moodRequired: 'Please choose how you are feeling',
  moodOutOfRange: `Please choose a mood from ${MOOD_MIN} to ${MOOD_MAX}`,
  tagUnknown: 'Please choose tags from the list',
  tagsTooMany: `Please choose up to ${MOOD_TAGS_MAX} tags`,
  tagsRepeated: 'Each tag can only be chosen once',
  moodNoteTooLong: `Please keep the note to ${thousands(MOOD_NOTE_MAX_LENGTH)} characters or fewer`,
  dateRequired: 'Please choose a date',
  dateInvalid: 'Please enter a real date as YYYY-MM-DD',
  dateInFuture: 'You can only check in for today or an earlier day',
  chatMessageRequired: 'Please write a message',
  chatMessageTooLong: `Please keep your message to ${thousands(CHAT_MESSAGE_MAX_LENGTH)} characters or fewer`,
  // The spec's wording, shared with every other free-text field.
  dangerous: FREE_TEXT_MESSAGES.dangerous,
} as const;

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

export { isIsoDate };

// Free text is stored as typed and rendered as text; this is the project-wide markup check.
const withoutMarkup = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.refine((value) => !value || !hasDangerousFreeTextContent(value), WELLBEING_MESSAGES.dangerous);

const optionalTrimmedText = (max: number, tooLong: string) =>
  withoutMarkup(z.string().trim().max(max, tooLong).nullish()).transform((value) => (value ? value : null));

// ---------------------------------------------------------------------------------------------
// Journal
// ---------------------------------------------------------------------------------------------

export const journalEntrySchema = z.object({
  title: optionalTrimmedText(JOURNAL_TITLE_MAX_LENGTH, WELLBEING_MESSAGES.journalTitleTooLong),
  // Not trimmed: the body is kept exactly as written, blank lines and all.
  body: withoutMarkup(
    z
      .string({ error: WELLBEING_MESSAGES.journalBodyRequired })
      .max(JOURNAL_BODY_MAX_LENGTH, WELLBEING_MESSAGES.journalBodyTooLong)
      .refine((value) => value.trim().length > 0, WELLBEING_MESSAGES.journalBodyRequired),
  ),
  promptId: journalPromptIdSchema.nullish().transform((value) => value ?? null),
});

export type JournalEntry = z.output<typeof journalEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Mood check-in
// ---------------------------------------------------------------------------------------------

const isoDateSchema = z
  .string({ error: WELLBEING_MESSAGES.dateRequired })
  .min(1, WELLBEING_MESSAGES.dateRequired)
  .refine(isIsoDate, WELLBEING_MESSAGES.dateInvalid);

const moodValueSchema = z
  .number({ error: WELLBEING_MESSAGES.moodRequired })
  .int(WELLBEING_MESSAGES.moodOutOfRange)
  .min(MOOD_MIN, WELLBEING_MESSAGES.moodOutOfRange)
  .max(MOOD_MAX, WELLBEING_MESSAGES.moodOutOfRange)
  .transform((value) => value as MoodValue);

const moodTagIdSchema = z.enum(MOOD_TAG_IDS, { error: WELLBEING_MESSAGES.tagUnknown });

/**
 * A check-in without the "not in the future" rule, which needs to know today's date: use
 * `moodEntrySchemaFor(today)` wherever a check-in is accepted.
 */
export const moodEntrySchema = z.object({
  date: isoDateSchema,
  mood: moodValueSchema,
  tags: z
    .array(moodTagIdSchema)
    .max(MOOD_TAGS_MAX, WELLBEING_MESSAGES.tagsTooMany)
    .refine((tags) => new Set(tags).size === tags.length, WELLBEING_MESSAGES.tagsRepeated)
    .default([]),
  note: optionalTrimmedText(MOOD_NOTE_MAX_LENGTH, WELLBEING_MESSAGES.moodNoteTooLong),
});

/**
 * The check-in schema for a given today (YYYY-MM-DD). The server should pass the person's local
 * date; without a time zone, pass the UTC date plus one day, or someone east of UTC could not
 * check in for their own today in their morning.
 */
export function moodEntrySchemaFor(today: string) {
  if (!isIsoDate(today)) throw new Error(`today must be YYYY-MM-DD, got: ${today}`);
  return moodEntrySchema.refine((entry) => entry.date <= today, {
    message: WELLBEING_MESSAGES.dateInFuture,
    path: ['date'],
  });
}

export type MoodEntryInput = z.input<typeof moodEntrySchema>;
export type MoodEntry = z.output<typeof moodEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------------------------

export const chatMessageSchema = z.object({
  content: withoutMarkup(
    z
      .string({ error: WELLBEING_MESSAGES.chatMessageRequired })
      .trim()
      .min(1, WELLBEING_MESSAGES.chatMessageRequired)
      .max(CHAT_MESSAGE_MAX_LENGTH, WELLBEING_MESSAGES.chatMessageTooLong),
  ),
});

// ---------------------------------------------------------------------------------------------
// Reading the check-ins back
// ---------------------------------------------------------------------------------------------

export type MoodPoint = { date: string; mood: MoodValue };

const LOW_MOOD_MAX: MoodValue = 2;
/** Low check-ins, one after another, that bring the note. */
const LOW_DAYS_FOR_NOTE = 3;
/** Check-ins older than this do not count towards the latest low days. */
const LOW_MOOD_WINDOW_DAYS = 7;
/** The longer look: most days low for two weeks is worth a word with a doctor. */
const TWO_WEEKS = 14;
/** Fewer check-ins than this in two weeks say too little about most days. */
const TWO_WEEKS_MIN_CHECK_INS = 7;

const MS_PER_DAY = 86_400_000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY);

const checkInsWithin = (points: readonly MoodPoint[], today: string, days: number) => {
  const earliest = dayNumber(today) - (days - 1);
  return points.filter((point) => dayNumber(point.date) >= earliest && point.date <= today);
};

/**
 * How many of the most recent check-ins, one after another, were low (1 or 2), counting only the
 * last week. Missed days are skipped: people rarely check in on their worst days.
 */
export function latestLowCheckIns(points: readonly MoodPoint[], today: string): number {
  const recent = checkInsWithin(points, today, LOW_MOOD_WINDOW_DAYS).sort((a, b) =>
    b.date.localeCompare(a.date),
  );
  const firstBetter = recent.findIndex((point) => point.mood > LOW_MOOD_MAX);
  return firstBetter === -1 ? recent.length : firstBetter;
}

/**
 * Whether most of the last two weeks were low: more than half of the check-ins, with enough of
 * them, and some in each week, to speak for most days rather than one bad patch. Low mood on most
 * days for two weeks is the point at which a doctor would want to hear about it, in grief too.
 */
export function mostlyLowForTwoWeeks(points: readonly MoodPoint[], today: string): boolean {
  const checkIns = checkInsWithin(points, today, TWO_WEEKS);
  const low = checkIns.filter((point) => point.mood <= LOW_MOOD_MAX).length;
  const secondWeek = dayNumber(today) - 6;
  const reachesFirstWeek = checkIns.some((point) => dayNumber(point.date) < secondWeek);
  return checkIns.length >= TWO_WEEKS_MIN_CHECK_INS && low * 2 > checkIns.length && reachesFirstWeek;
}

// Gentle on purpose: hard days are ordinary in grief. The note names people and support, and 988
// once, in a conditional, so it informs without alarming, and never promises how long grief lasts.
// After two mostly heavy weeks it adds a doctor or a grief counsellor: by then that is worth saying.
export const LOW_MOOD_NOTE = {
  title: 'The last few days have been hard',
  twoWeeksTitle: 'The last two weeks have been hard',
  text: 'Hard days often come in runs in grief, and noticing them is worth doing. It can help to tell someone you trust how you’re doing, or to look at the support hub for grief groups and counsellors. If you ever feel you can’t keep yourself safe, call or text 988, any time.',
  /** The words in `text` that the page turns into links to call and to text 988. */
  lifeline: 'call or text 988',
  twoWeeks:
    'If most days have felt this heavy for two weeks or more, it’s worth talking to your doctor or a grief counsellor.',
} as const;

export type LowMoodNoteLevel = 'none' | 'few-days' | 'two-weeks';

/** Which note the mood tracker shows: none, the note, or the note with the two-week words. */
export function lowMoodNoteLevel(points: readonly MoodPoint[], today: string): LowMoodNoteLevel {
  if (mostlyLowForTwoWeeks(points, today)) return 'two-weeks';
  return latestLowCheckIns(points, today) >= LOW_DAYS_FOR_NOTE ? 'few-days' : 'none';
}

const longDate = (isoDate: string) => formatIsoDate(isoDate, DISPLAY_DATE);

/**
 * A plain-language summary of the chart for screen readers, for the `days` up to and including
 * `today`.
 */
export function describeMoods(
  points: readonly MoodPoint[],
  options: { today: string; days: number },
): string {
  const earliest = dayNumber(options.today) - (options.days - 1);
  const inRange = points
    .filter((point) => dayNumber(point.date) >= earliest && point.date <= options.today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const period = `the last ${options.days} days`;
  if (inRange.length === 0) return `No check-ins in ${period}.`;

  const average = inRange.reduce((sum, point) => sum + point.mood, 0) / inRange.length;
  const nearest = moodLevel(Math.min(MOOD_MAX, Math.max(MOOD_MIN, Math.round(average))) as MoodValue);
  const lowest = inRange.reduce((low, point) => (point.mood < low.mood ? point : low));
  const highest = inRange.reduce((high, point) => (point.mood > high.mood ? point : high));
  const latest = inRange.at(-1)!;
  const wordsFor = (point: MoodPoint) => `${moodLevel(point.mood).label} (${point.mood} of 5)`;
  const times = inRange.length === 1 ? '1 day' : `${inRange.length} days`;

  return [
    `In ${period} you checked in on ${times}.`,
    `On average your mood was ${average.toFixed(1)} out of 5, closest to ${nearest.label}.`,
    lowest.mood === highest.mood
      ? `Every check-in was ${wordsFor(lowest)}.`
      : `The lowest was ${wordsFor(lowest)} on ${longDate(lowest.date)}; the highest was ${wordsFor(highest)} on ${longDate(highest.date)}.`,
    `Your latest check-in, on ${longDate(latest.date)}, was ${wordsFor(latest)}.`,
  ].join(' ');
}
