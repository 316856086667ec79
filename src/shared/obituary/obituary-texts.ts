import { possessive } from '../text/possessive.ts';
import { ANSWER_MAX_LENGTH, type ObituaryAnswers, SERVICE_MAX_LENGTH } from './obituary-answers.ts';

type TextQuestion = {
  key: Exclude<keyof ObituaryAnswers, 'pronouns' | 'birthDate' | 'deathDate'>;
  label: string;
  /** The label once "What people called them" is answered: the name they went by. */
  namedLabel?: (name: string) => string;
  hint?: string;
  max: number;
  multiline?: boolean;
};
type DateQuestion = { key: 'birthDate' | 'deathDate'; label: string; date: true };
export type Question = TextQuestion | DateQuestion;

type Step = {
  id: string;
  title: string;
  intro: string;
  namedIntro?: (name: string) => string;
  questions: Question[];
};

/** A question's label, saying the name they went by once it is answered (decision 038). */
export const labelOf = (question: Question, name: string | null): string =>
  name && 'namedLabel' in question && question.namedLabel ? question.namedLabel(name) : question.label;

/** A step's introduction, saying the name they went by once it is answered. */
export const introOf = (step: Step, name: string | null): string =>
  name && step.namedIntro ? step.namedIntro(name) : step.intro;

/** The guided questions, a few at a time. Only the full name is needed; everything else may be skipped. */
export const OBITUARY_STEPS: Step[] = [
  {
    id: 'life',
    title: 'Life facts',
    intro:
      'Start with the basics. We filled in what Harbor already knows; change anything that is not right.',
    questions: [
      { key: 'fullName', label: 'Full name', hint: 'As you would like it printed.', max: 200 },
      { key: 'knownAs', label: 'What people called them', hint: 'A first name or a nickname.', max: 100 },
      { key: 'birthDate', label: 'Date of birth', date: true },
      { key: 'birthPlace', label: 'Place of birth', hint: 'For example: Dayton, Ohio', max: 200 },
      { key: 'deathDate', label: 'Date of death', date: true },
      { key: 'deathPlace', label: 'Place of death', hint: 'A town, or "at home".', max: 200 },
    ],
  },
  {
    id: 'family',
    title: 'Family',
    intro: 'Name the people they leave behind, and those who died before them, if you wish.',
    namedIntro: (name) =>
      `Name the people ${name} leaves behind, and those who died before them, if you wish.`,
    questions: [
      {
        key: 'survivedBy',
        label: 'Who survives them',
        namedLabel: (name) => `Who survives ${name}`,
        hint: 'For example: her husband Tom; their children Anna and Ben; four grandchildren',
        max: ANSWER_MAX_LENGTH,
        multiline: true,
      },
      {
        key: 'predeceasedBy',
        label: 'Who died before them',
        namedLabel: (name) => `Who died before ${name}`,
        hint: 'For example: her sister Ruth',
        max: ANSWER_MAX_LENGTH,
        multiline: true,
      },
    ],
  },
  {
    id: 'life-story',
    title: 'Work, faith and passions',
    intro: 'A few words are enough. Leave out anything that does not fit them.',
    namedIntro: (name) => `A few words are enough. Leave out anything that does not fit ${name}.`,
    questions: [
      {
        key: 'work',
        label: 'Their work',
        namedLabel: (name) => `${name}’s work`,
        hint: 'For example: a nurse at St. Mary’s Hospital for 30 years',
        max: ANSWER_MAX_LENGTH,
        multiline: true,
      },
      {
        key: 'faith',
        label: 'Faith or community (optional)',
        hint: 'For example: St. Mark’s Lutheran Church, the Rotary Club',
        max: ANSWER_MAX_LENGTH,
        multiline: true,
      },
      {
        key: 'passions',
        label: 'What they loved',
        namedLabel: (name) => `What ${name} loved`,
        hint: 'For example: her garden, the Chicago Cubs and Sunday dinners',
        max: ANSWER_MAX_LENGTH,
        multiline: true,
      },
    ],
  },
  {
    id: 'service',
    title: 'Service details',
    intro: 'Where and when people can say goodbye, and a charity for donations instead of flowers.',
    questions: [
      {
        key: 'serviceDetails',
        label: 'Service details',
        hint: 'In your own words. If the memorial page lists gatherings, they are here already.',
        max: SERVICE_MAX_LENGTH,
        multiline: true,
      },
      {
        key: 'charity',
        label: 'A charity for donations',
        hint: 'For example: the Springfield Food Bank',
        max: 200,
      },
    ],
  },
];

export const OBITUARY_TEXTS = {
  title: 'Obituary Writer',
  subtitle: 'Answer a few questions, and Harbor writes a first draft for you to make your own.',
  back: 'Back to Memorial',
  pronounsLabel: (name: string | null) => `How should the obituary speak of ${name ?? 'them'}?`,
  pronounsHint: 'The memorial page’s choice, if it has one.',
  stepOf: (index: number, total: number) => `Step ${index + 1} of ${total}`,
  previous: 'Back',
  next: 'Next',
  writeDraft: 'Write a draft',
  writeAgain: 'Write a new draft',
  useTemplates: 'Write it from our templates',
  stop: 'Stop',
  writing: 'Writing your draft…',
  stopped: 'Stopped. You can keep what was written, or write a new draft.',
  truncated: 'The draft reached the most an obituary can hold, so it stops there.',
  writtenByModel:
    'Written by an AI model from your answers. Please read it carefully: it can get things wrong.',
  writtenByTemplates: 'Written by Harbor from your answers. Change anything you like.',
  replaceConfirm: 'Write a new draft? What is in the box now will be replaced.',
  draftLabel: 'Your obituary',
  draftHint: 'Edit freely. Nothing is saved until you choose Save.',
  existingNote: (name: string | null) =>
    `This is the obituary saved on ${possessive(name, 'their')} profile. A new draft will replace it in this box only.`,
  saveTo: 'Save it to',
  toProfile: (name: string | null) => `The obituary on ${possessive(name, 'their')} profile`,
  toStory: 'The memorial page’s story',
  /** The saved toast's description: where the obituary now is, as a sentence. */
  savedWhere: (name: string | null, to: { toProfile: boolean; toStory: boolean }) => {
    const profile = `on ${possessive(name, 'their')} profile`;
    const story = 'in the memorial page’s story';
    const where = to.toProfile && to.toStory ? `${profile} and ${story}` : to.toProfile ? profile : story;
    return `It is ${where}.`;
  },
  noPageYet: (name: string | null) =>
    `There is no memorial page yet, so it can only go on ${possessive(name, 'their')} profile.`,
  storyReplaces: 'This replaces what the page’s story says now.',
  save: 'Save',
  viewPage: 'View the memorial page',
  onlyAdmin: 'Only the admin can write the obituary.',
} as const;
