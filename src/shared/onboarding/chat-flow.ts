// The chat assessment's order of steps, shared by the chat screen (what to ask next) and the
// server (which saved answers a finished chat turns into onboarding answers). The first step
// picks the path; recent loss then asks all 10 basic questions (the planning ones worded about
// the person who died), planning ahead its own 3; then the optional personalise step.

import { z } from 'zod';
import {
  type OnboardingAnswers,
  onboardingAnswersSchema,
  onboardingAnswersSchemaFor,
} from './onboarding-answers.ts';
import {
  CHAT_QUESTIONS,
  ONBOARDING_PATHS,
  type OnboardingPath,
  type OnboardingQuestion,
  PLANNING_AHEAD_QUESTIONS,
  personaliseQuestionsFor,
  QUESTION_IDS,
  type QuestionId,
} from './questions.ts';

export const CHAT_PATH_KEY = 'path';
export const CHAT_PERSONALISE_KEY = 'personalise';

export const CHAT_PATH_CHOICES: readonly { value: OnboardingPath; label: string }[] = [
  { value: 'recent-loss', label: 'Someone I love has died' },
  { value: 'planning-ahead', label: 'I’m planning ahead' },
];
export const CHAT_PATH_PROMPT = 'To start, which brings you here today?';

export const PERSONALISE_CHOICES = [
  { value: 'Yes', label: 'Yes, personalise it' },
  { value: 'No', label: 'Not now' },
] as const;
export const PERSONALISE_PROMPT =
  'Thank you. Would you like to personalise your checklist? A few more optional questions let us leave out what doesn’t apply and add what does. You can skip any of them.';

export type ChatStep =
  | { kind: 'path'; key: typeof CHAT_PATH_KEY }
  | { kind: 'personalise'; key: typeof CHAT_PERSONALISE_KEY }
  | { kind: 'question'; key: QuestionId; question: OnboardingQuestion; isPersonalise: boolean };

const questionStep = (question: OnboardingQuestion, isPersonalise: boolean): ChatStep => ({
  kind: 'question',
  key: question.id as QuestionId,
  question,
  isPersonalise,
});

/** The basic questions the chat asks on a path (before the path is known: the recent-loss 10). */
export function chatBasicQuestions(path: OnboardingPath | null): readonly OnboardingQuestion[] {
  return path === 'planning-ahead' ? PLANNING_AHEAD_QUESTIONS : CHAT_QUESTIONS;
}

const pathOf = (saved: Readonly<Record<string, unknown>>): OnboardingPath | null => {
  const value = saved[CHAT_PATH_KEY];
  return ONBOARDING_PATHS.includes(value as OnboardingPath) ? (value as OnboardingPath) : null;
};

/** Every step for what has been answered so far; the personalise questions only after a Yes. */
export function chatSteps(saved: Readonly<Record<string, unknown>>): ChatStep[] {
  const path = pathOf(saved);
  const steps: ChatStep[] = [
    { kind: 'path', key: CHAT_PATH_KEY },
    ...chatBasicQuestions(path).map((question) => questionStep(question, false)),
    { kind: 'personalise', key: CHAT_PERSONALISE_KEY },
  ];
  if (path && saved[CHAT_PERSONALISE_KEY] === 'Yes') {
    // The recent-loss chat has asked about the will already, among its basic questions.
    const personalise = personaliseQuestionsFor(path, saved, chatBasicQuestions(path));
    steps.push(...personalise.map((question) => questionStep(question, true)));
  }
  return steps;
}

/** The index of the first step without a saved answer (a skip is saved as null); -1 when done. */
export function nextChatStepIndex(saved: Readonly<Record<string, unknown>>): number {
  return chatSteps(saved).findIndex((step) => !(step.key in saved));
}

/**
 * The zod schema for one saved chat answer, or null for a key the chat never asks. The path
 * and the personalise choice cannot be skipped; every question can (null).
 */
export function chatAnswerSchemaFor(key: string, today: string): z.ZodType | null {
  if (key === CHAT_PATH_KEY)
    return z.enum(ONBOARDING_PATHS, { error: 'Please choose one of the options offered' });
  if (key === CHAT_PERSONALISE_KEY) {
    return z.enum(['Yes', 'No'], { error: 'Please choose one of the options offered' });
  }
  if (!QUESTION_IDS.includes(key as QuestionId)) return null;
  return onboardingAnswersSchemaFor(today).shape[key as QuestionId];
}

/**
 * The onboarding answers a finished chat stands for: the path, and the answers to the steps of
 * that path only (answers left from another path before a start over are not carried across).
 * Null while the path has not been chosen.
 */
export function chatOnboardingAnswers(
  saved: Readonly<Record<string, unknown>>,
): { path: OnboardingPath; answers: OnboardingAnswers } | null {
  const path = pathOf(saved);
  if (!path) return null;
  const answers: Record<string, unknown> = {};
  for (const step of chatSteps(saved)) {
    const value = saved[step.key];
    if (step.kind === 'question' && value !== null && value !== undefined) answers[step.key] = value;
  }
  return { path, answers: onboardingAnswersSchema.parse(answers) };
}
