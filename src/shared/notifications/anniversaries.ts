import { UNNAMED_LOVED_ONE } from '../loved-ones/loved-one-display.ts';

type Anniversary = { kind: 'birthday' | 'death'; years: number };

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether `today` marks the date `original` in a later year; 29 February is remembered on the 28th otherwise. */
function yearsSince(original: string, today: string): number | null {
  const years = Number(today.slice(0, 4)) - Number(original.slice(0, 4));
  if (years < 1) return null;
  let monthDay = original.slice(5);
  if (monthDay === '02-29' && !isLeapYear(Number(today.slice(0, 4)))) monthDay = '02-28';
  return today.slice(5) === monthDay ? years : null;
}

/** The anniversaries a loved one who has died has on `today` (their birthday, the date of their death). */
export function anniversariesOn(
  today: string,
  lovedOne: { dateOfBirth: string | null; dateOfDeath: string | null },
): Anniversary[] {
  if (!lovedOne.dateOfDeath || lovedOne.dateOfDeath > today) return [];
  const found: Anniversary[] = [];
  const deathYears = yearsSince(lovedOne.dateOfDeath, today);
  if (deathYears !== null) found.push({ kind: 'death', years: deathYears });
  const birthYears = lovedOne.dateOfBirth ? yearsSince(lovedOne.dateOfBirth, today) : null;
  if (birthYears !== null) found.push({ kind: 'birthday', years: birthYears });
  return found;
}

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

const spelled = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const yearsText = (n: number) => `${spelled[n] ?? n} ${n === 1 ? 'year' : 'years'}`;

const LIFELINE_LINE = 'If today feels too heavy, you can call or text 988, any time.';

const anniversaryLine = (name: string, anniversary: Anniversary) =>
  anniversary.kind === 'birthday'
    ? `Today would have been ${name}’s ${ordinal(anniversary.years)} birthday.`
    : `It is ${yearsText(anniversary.years)} today since ${name} died.`;

/**
 * A few gentle lines for the day; nothing to do, nothing to tick off. Without a given first name the
 * note says "your loved one" rather than the relationship that stands in for the name.
 */
export function composeAnniversaryNote(input: {
  recipientFirstName: string;
  lovedOneFirstName: string | null;
  anniversary: Anniversary;
}): { subject: string; text: string } {
  const { recipientFirstName, anniversary } = input;
  const name = input.lovedOneFirstName ?? UNNAMED_LOVED_ONE;
  return {
    subject: `Remembering ${name} today`,
    text: [
      `Hello ${recipientFirstName || 'there'},`,
      '',
      anniversaryLine(name, anniversary),
      '',
      'There is nothing you need to do. We wanted you to know that we are thinking of you, and that',
      'however today feels is all right. If it would help, the support hub has people you can talk to.',
      // Anniversaries are among the hardest days, and an e-mail is read alone: the way to a person
      // now goes in the note itself, not only behind a sign-in.
      LIFELINE_LINE,
      '',
      'With care,',
      'Harbor',
    ].join('\n'),
  };
}

/**
 * The note for someone who follows a memorial page (issue 22): they may not use Harbor, so it points
 * to the page, where they can visit or leave a memory, rather than to the support hub.
 */
export function composeFollowerAnniversaryNote(input: {
  lovedOneFirstName: string;
  anniversary: Anniversary;
  pageUrl: string;
}): { subject: string; text: string } {
  const { lovedOneFirstName: name, anniversary, pageUrl } = input;
  return {
    subject: `Remembering ${name} today`,
    text: [
      'Hello,',
      '',
      anniversaryLine(name, anniversary),
      '',
      `${name}’s memorial page is there whenever you would like to visit, or to leave a memory for the`,
      'family:',
      pageUrl,
      '',
      LIFELINE_LINE,
      '',
      'With care,',
      'Harbor',
    ].join('\n'),
  };
}
