import { z } from 'zod';
import { PRONOUNS } from '../memorials/memorial-options.ts';
import { isIsoDate } from '../validation/dates.ts';
import { freeTextField } from '../validation/free-text.ts';

/** The most an obituary may hold: the profile's obituary field takes this much, and so does a page's story. */
export const OBITUARY_MAX_LENGTH = 5000;
/** One answer to a guided question: a name, a list of family, a few words about work. */
export const ANSWER_MAX_LENGTH = 500;
/** The service details are several sentences (one per gathering). */
export const SERVICE_MAX_LENGTH = 1500;

export const OBITUARY_MESSAGES = {
  nameRequired: 'Please enter their full name',
  invalidDate: 'Please enter a valid date',
  textRequired: 'Please write the obituary before saving',
  chooseWhere: 'Please choose where to save it',
  noMemorialPage: 'There is no memorial page yet; save it to their profile instead.',
  rateLimited: 'You have asked for many drafts in a short time. Please wait a little, then try again.',
  couldNotWrite:
    'The draft could not be written just now. You can try again, or write it from our templates.',
  saved: 'Obituary saved',
  saveFailed: 'The obituary could not be saved. Nothing you wrote has been lost; please try again.',
  loadFailed: 'The obituary writer could not be opened',
} as const;

const answer = (max = ANSWER_MAX_LENGTH) => freeTextField({ max }).default('');
const optionalDate = z
  .string()
  .trim()
  .max(10)
  .refine((value) => value === '' || isIsoDate(value), OBITUARY_MESSAGES.invalidDate)
  .default('');

/**
 * The guided questions' answers, exactly as typed; blank means "not answered". Only the name is
 * needed to write anything at all.
 */
export const obituaryAnswersSchema = z.object({
  fullName: freeTextField({ max: 200, required: OBITUARY_MESSAGES.nameRequired }),
  knownAs: answer(100),
  pronouns: z.enum(PRONOUNS).nullable().default(null),
  birthDate: optionalDate,
  birthPlace: answer(200),
  deathDate: optionalDate,
  deathPlace: answer(200),
  survivedBy: answer(),
  predeceasedBy: answer(),
  work: answer(),
  faith: answer(),
  passions: answer(),
  serviceDetails: answer(SERVICE_MAX_LENGTH),
  charity: answer(200),
});
export type ObituaryAnswers = z.output<typeof obituaryAnswersSchema>;

export const EMPTY_ANSWERS: ObituaryAnswers = {
  fullName: '',
  knownAs: '',
  pronouns: null,
  birthDate: '',
  birthPlace: '',
  deathDate: '',
  deathPlace: '',
  survivedBy: '',
  predeceasedBy: '',
  work: '',
  faith: '',
  passions: '',
  serviceDetails: '',
  charity: '',
};

/** Save: the text as the family left it, and where it goes. */
export const saveObituarySchema = z
  .object({
    text: freeTextField({ max: OBITUARY_MAX_LENGTH, required: OBITUARY_MESSAGES.textRequired }),
    toProfile: z.boolean(),
    toStory: z.boolean(),
  })
  .refine((value) => value.toProfile || value.toStory, {
    message: OBITUARY_MESSAGES.chooseWhere,
    path: ['toProfile'],
  });
export type SaveObituaryInput = z.input<typeof saveObituarySchema>;
