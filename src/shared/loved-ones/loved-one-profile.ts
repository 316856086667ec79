import { z } from 'zod';
import { findCounty } from '../geo/us-counties.ts';
import { isUsStateCode } from '../geo/us-states.ts';
import { LOVED_ONE_RELATIONSHIPS } from '../onboarding/loved-one-defaults.ts';
import { ANSWER_MESSAGES } from '../onboarding/onboarding-answers.ts';
import { isIsoDate } from '../validation/dates.ts';
import { optionalFreeTextField } from '../validation/free-text.ts';
import { nameField } from '../validation/names.ts';
import { LOVED_ONE_MESSAGES } from './loved-one-display.ts';

export { LOVED_ONE_RELATIONSHIPS };

const OBITUARY_MAX_LENGTH = 5000;
const URL_MAX_LENGTH = 2000;

const requiredDate = z
  .string({ error: LOVED_ONE_MESSAGES.requiredFields })
  .trim()
  .min(1, LOVED_ONE_MESSAGES.requiredFields)
  .refine(isIsoDate, LOVED_ONE_MESSAGES.invalidDate);

const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), LOVED_ONE_MESSAGES.invalidDate);

const relationship = z.enum(LOVED_ONE_RELATIONSHIPS, { error: LOVED_ONE_MESSAGES.requiredFields });

/** http(s) only: a javascript: or data: "website" would run when someone clicks it. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Dates must be in order and not in the future. `todayOf` gives the newest date allowed at the time
 * of each check: the user's own today in the browser, the latest today on Earth on the server (so no
 * time zone is refused), and a long-running server never keeps the day it started on.
 */
function checkDates(
  value: { dateOfBirth: string | null; dateOfDeath: string | null },
  ctx: z.RefinementCtx,
  todayOf: () => string,
) {
  const today = todayOf();
  if (value.dateOfBirth && value.dateOfBirth > today) {
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: LOVED_ONE_MESSAGES.futureBirth });
  }
  if (value.dateOfDeath && value.dateOfDeath > today) {
    ctx.addIssue({ code: 'custom', path: ['dateOfDeath'], message: LOVED_ONE_MESSAGES.futureDeath });
  }
  if (value.dateOfBirth && value.dateOfDeath && value.dateOfDeath < value.dateOfBirth) {
    ctx.addIssue({ code: 'custom', path: ['dateOfDeath'], message: LOVED_ONE_MESSAGES.deathBeforeBirth });
  }
}

/** Add Loved One: everything is required (the photo is checked apart, as a file). */
export function newLovedOneSchema(todayOf: () => string) {
  return z
    .object({
      firstName: nameField(LOVED_ONE_MESSAGES.requiredFields),
      lastName: nameField(LOVED_ONE_MESSAGES.requiredFields),
      dateOfBirth: requiredDate,
      dateOfDeath: requiredDate,
      relationshipToUser: relationship,
    })
    .superRefine((value, ctx) => checkDates(value, ctx, todayOf));
}

/**
 * Where they lived (on one's own plans, where the planner lives): the state whose rules the legal tools
 * read, the same place the question "Where did they live?" sets. Left out of an edit, it stays as it
 * is; a county belongs to its state, so a state saved without one clears the county.
 */
const placeFields = {
  stateCode: z
    .string()
    .trim()
    .refine((value) => value === '' || isUsStateCode(value), ANSWER_MESSAGES.unknownState)
    .nullish(),
  county: z.string().trim().max(100).nullish(),
};

function checkCounty(value: { stateCode?: string | null; county?: string | null }, ctx: z.RefinementCtx) {
  const { stateCode, county } = value;
  if (stateCode && county && !findCounty(stateCode, county)) {
    ctx.addIssue({ code: 'custom', path: ['county'], message: ANSWER_MESSAGES.unknownCounty });
  }
}

const savedPlace = <T extends { stateCode?: string | null; county?: string | null }>({
  stateCode,
  county,
  ...rest
}: T) =>
  stateCode === undefined
    ? rest
    : {
        ...rest,
        stateCode: stateCode || null,
        county: stateCode && county ? (findCounty(stateCode, county)?.name ?? null) : null,
      };

/** Edit Profile Information: names required, every other field optional and saved as null when empty. */
export function lovedOneProfileSchema(todayOf: () => string) {
  return z
    .object({
      ...placeFields,
      firstName: nameField(LOVED_ONE_MESSAGES.firstNameRequired),
      lastName: nameField(LOVED_ONE_MESSAGES.lastNameRequired),
      dateOfBirth: optionalDate,
      dateOfDeath: optionalDate,
      relationshipToUser: z
        .union([relationship, z.literal('')])
        .nullish()
        .transform((value) => (value ? value : null)),
      obituary: optionalFreeTextField(OBITUARY_MAX_LENGTH),
      memorialWebsiteUrl: z
        .string()
        .trim()
        .max(URL_MAX_LENGTH, LOVED_ONE_MESSAGES.invalidUrl)
        .nullish()
        .transform((value) => (value ? value : null))
        .refine((value) => value === null || isWebUrl(value), LOVED_ONE_MESSAGES.invalidUrl),
    })
    .superRefine((value, ctx) => {
      checkDates(value, ctx, todayOf);
      checkCounty(value, ctx);
    })
    .transform(savedPlace);
}
export type LovedOneProfileInput = z.input<ReturnType<typeof lovedOneProfileSchema>>;
export type LovedOneProfile = z.output<ReturnType<typeof lovedOneProfileSchema>>;
